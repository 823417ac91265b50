import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, useSession } from 'shared-api/core';
import { deleteMe, getMe, updateMe, userAccountSchema } from './contract';
import { userKeys } from './keys';

export function useMe(enabled = true) {
  return useQuery({ queryKey: userKeys.me(), queryFn: ({ signal }) => request(getMe, { signal }), enabled });
}

/** Multipart: full_name, email, optional password (+ current_password) and `image`. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => request(updateMe, { body: form }),
    onSuccess: (answer) => {
      const account = userAccountSchema.parse(answer);
      // A password change retires the old token; the answer carries the new one.
      useSession.getState().update({
        ...(answer.access_token ? { accessToken: answer.access_token } : {}),
        user_name: account.full_name,
        avatar_url: account.image_url,
      });
      queryClient.setQueryData(userKeys.me(), account);
    },
  });
}

export function useDeleteMe() {
  return useMutation({ mutationFn: () => request(deleteMe) });
}
