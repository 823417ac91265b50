import { useEffect } from 'react';
import { apiBaseUrl, request, useApiCall } from 'shared-api/core';
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

// The signed-out pages' calls: plain calls through the client, so those pages load no TanStack Query.
const sendLogin = (body: LoginBody) => request(login, { body });
const sendSignup = (body: SignupBody) => request(signup, { body });
const sendVerifyEmail = (token: string) => request(verifyEmail, { query: { token } });
const sendForgotPassword = (email: string) => request(forgotPassword, { body: { email } });
const sendResetTokenCheck = (token: string) => request(verifyResetToken, { params: { token } });
const sendResetPassword = (body: { token: string; new_password: string; confirm_password: string }) => request(resetPassword, { body });
const sendCheckPassword = (password: string) => request(checkPassword, { body: { password } });

export const useLogin = () => useApiCall(sendLogin);

export const useSignup = () => useApiCall(sendSignup);

/** Sent on demand, never on its own: the token is single use, so it must be sent exactly once. */
export const useVerifyEmail = () => useApiCall(sendVerifyEmail);

export const useForgotPassword = () => useApiCall(sendForgotPassword);

/** Checks a reset token before the form shows; a refused token is final (no retries). */
export function useResetTokenCheck(token: string | null) {
  const check = useApiCall(sendResetTokenCheck);
  const { mutate } = check;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  // A token counts as being checked until it is answered, so the form never shows before.
  return { ...check, isPending: Boolean(token) && !check.isSuccess && !check.isError };
}

export const useResetPassword = () => useApiCall(sendResetPassword);

export const useCheckPassword = () => useApiCall(sendCheckPassword);

/** Where the "Sign in with Google" button sends the browser (a navigation, not a fetch). */
export function googleLoginUrl(): string {
  return `${apiBaseUrl()}${googleLogin.path}`;
}
