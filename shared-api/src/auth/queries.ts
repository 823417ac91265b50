import { useEffect } from 'react';
import { apiBaseUrl, request, useApiCall } from 'shared-api/core';
import type { LoginBody, SignupBody } from './contract';
import { GOOGLE_LOGIN_PATH } from './rules';

/**
 * The signed-out pages' calls: plain calls through the client, so those pages load no TanStack Query.
 * Their endpoints (and the validator that parses the answers) load with the first call, not with the
 * page: the sign-in page, every first visit's page, draws without them. `preloadAuthCalls` starts that
 * load as soon as someone begins to fill a form, so the call itself does not wait for it.
 */
const calls = () => import('./contract');
export const preloadAuthCalls = (): void => void calls();

const sendLogin = async (body: LoginBody) => request((await calls()).login, { body });
const sendSignup = async (body: SignupBody) => request((await calls()).signup, { body });
const sendVerifyEmail = async (token: string) => request((await calls()).verifyEmail, { query: { token } });
const sendForgotPassword = async (email: string) => request((await calls()).forgotPassword, { body: { email } });
const sendResetTokenCheck = async (token: string) => request((await calls()).verifyResetToken, { params: { token } });
const sendResetPassword = async (body: { token: string; new_password: string; confirm_password: string }) =>
  request((await calls()).resetPassword, { body });
const sendCheckPassword = async (password: string) => request((await calls()).checkPassword, { body: { password } });

/** The signed-in account, read right after a sign-in that did not say the role (Google's return). */
export const fetchAccount = async () => request((await import('../users/contract')).getMe);

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
  return `${apiBaseUrl()}${GOOGLE_LOGIN_PATH}`;
}
