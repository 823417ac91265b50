import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, useSession, type PlanningFrequency } from 'shared-api/core';
import {
  addNewProfile,
  completeOnboarding,
  createProfile,
  getProfile,
  listProfiles,
  updatePreferences,
  updateProfileData,
  type CreateProfileBody,
  type OnboardingBody,
  type Profile,
} from './contract';
import { profileKeys } from './keys';

/** The household's profiles. */
export function useProfiles(enabled = true) {
  return useQuery({ queryKey: profileKeys.list(), queryFn: ({ signal }) => request(listProfiles, { signal }), enabled });
}

export function useProfile(profileId: string | null | undefined) {
  return useQuery({
    queryKey: profileKeys.detail(profileId ?? ''),
    queryFn: ({ signal }) => request(getProfile, { params: { profileId: profileId ?? '' }, signal }),
    enabled: Boolean(profileId),
  });
}

function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileKeys.detail(profile.id), profile);
    // The stored selected profile is a copy: keep its name and frequency in step with the saved one.
    const { selectedProfile, update } = useSession.getState();
    if (selectedProfile?.id === profile.id) {
      update({ selectedProfile: { ...selectedProfile, name: profile.name, planning_frequency: profile.planning_frequency } });
    }
    return queryClient.invalidateQueries({ queryKey: profileKeys.list() });
  };
}

export function useCreateProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: (body: CreateProfileBody) => request(createProfile, { body }), onSuccess: saved });
}

/** Multipart: name, preferred_language, is_active and a `profileImage` file or an `avatar_url`. */
export function useAddNewProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: (form: FormData) => request(addNewProfile, { body: form }), onSuccess: saved });
}

/** Multipart: optional name and `profileImage` file. */
export function useUpdateProfileData() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: ({ profileId, form }: { profileId: string; form: FormData }) =>
      request(updateProfileData, { params: { profileId }, body: form }),
    onSuccess: saved,
  });
}

export function useCompleteOnboarding() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: (body: OnboardingBody) => request(completeOnboarding, { body }), onSuccess: saved });
}

export function useUpdatePreferences() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (body: { profile_id: string; planning_frequency: PlanningFrequency }) => request(updatePreferences, { body }),
    onSuccess: saved,
  });
}
