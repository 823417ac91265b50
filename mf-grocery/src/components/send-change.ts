import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'shared-ui';

/**
 * Sends a list change and toasts its outcome. The promise outlives the component (a row that is
 * deleted or moves to another card unmounts at once), which mutate()'s own callbacks would not.
 */
export function sendChange<V>(
  mutation: Pick<UseMutationResult<unknown, Error, V>, 'mutateAsync'>,
  variables: V,
  texts: { success?: string; error: string },
): void {
  mutation.mutateAsync(variables).then(
    () => texts.success && toast.success(texts.success),
    (error: unknown) => toast.error(error instanceof Error && error.message ? error.message : texts.error),
  );
}
