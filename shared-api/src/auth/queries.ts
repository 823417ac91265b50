import { useMutation, useQuery } from '@tanstack/react-query';
import { apiBaseUrl, request } from 'shared-api/core';
import {
  checkPassword,
  forgotPassword,
  googleLogin,
  login,
  resetPassword,
  signup,
  verifyEmail,
  verifyResetToken,
  type LoginBody,
  type SignupBody,
} from './contract';
import { authKeys } from './keys';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => request(login, { body }) });
}

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupBody) => request(signup, { body }) });
}

/** A mutation, not a query: the token is single use, so it must be sent exactly once. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => request(verifyEmail, { query: { token } }) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => request(forgotPassword, { body: { email } }) });
}

/** Checks a reset token before the form shows; a refused token is final (no retries). */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: authKeys.resetToken(token ?? ''),
    queryFn: ({ signal }) => request(verifyResetToken, { params: { token: token ?? '' }, signal }),
    enabled: Boolean(token),
    retry: false,
    gcTime: 0,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; new_password: string; confirm_password: string }) => request(resetPassword, { body }),
  });
}

export function useCheckPassword() {
  return useMutation({ mutationFn: (password: string) => request(checkPassword, { body: { password } }) });
}

/** Where the "Sign in with Google" button sends the browser (a navigation, not a fetch). */
export function googleLoginUrl(): string {
  return `${apiBaseUrl()}${googleLogin.path}`;
}
