import { toast } from 'shared-ui';
import { useSession, type SelectedProfile } from 'shared-api/core';

export const NO_PROFILE = 'No profile selected.';

/** The selected profile, plus a guard that toasts the spec's message when there is none. */
export function useSelectedProfile(): { profile: SelectedProfile | null; requireProfile: () => SelectedProfile | null } {
  const profile = useSession((state) => state.selectedProfile);
  return {
    profile,
    requireProfile: () => {
      if (!profile) toast.error(NO_PROFILE);
      return profile;
    },
  };
}
