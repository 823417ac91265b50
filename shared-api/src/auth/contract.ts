import * as z from 'zod/mini';
import { endpoint } from '../define';
import { GOOGLE_LOGIN_PATH, INVALID_RESET_TOKEN, isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE } from './rules';
import { id, text } from '../text';

const email = z.pipe(text({ max: 254 }).check(z.toLowerCase()), z.email('Please enter a valid email address').check(z.maxLength(254)));
const newPassword = text({ max: PASSWORD_MAX_LENGTH, tooLong: PASSWORD_RULE_MESSAGE, trim: false }).check(z.refine(isStrongPassword, PASSWORD_RULE_MESSAGE));

export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

export const signupBodySchema = z.object({
  full_name: text({ max: 100, tooLong: 'Full name is too long' }).check(z.minLength(1, 'Full name is required')),
  email,
  password: newPassword,
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const signup = endpoint({
  method: 'POST',
  path: '/auth/signup',
  auth: false,
  body: signupBodySchema,
  response: z.object({ message: z.string(), user_id: z.string(), email: z.string() }),
  fallback: 'Signup failed',
  summary: 'Create an account and send the verification mail',
});

export const loginBodySchema = z.object({
  email: text({ max: 254 }).check(z.minLength(1, 'Email is required')),
  password: text({ max: PASSWORD_MAX_LENGTH, trim: false }).check(z.minLength(1, 'Password is required')),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user_id: z.string(),
  user_name: z.string(),
  user_role: z.string(),
  avatar_url: z.nullable(z.string()),
  is_onboarded: z.boolean(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  auth: false,
  body: loginBodySchema,
  response: loginAnswerSchema,
  fallback: 'Login failed',
  summary: 'Sign in with e-mail and password',
});

export const verifyEmail = endpoint({
  method: 'GET',
  path: '/auth/verify-email',
  auth: false,
  query: z.object({ token: text({ max: 200, trim: false, required: 'Verification token not found in URL' }).check(z.minLength(1, 'Verification token not found in URL')) }),
  response: messageSchema,
  fallback: 'Verification failed',
  summary: 'Confirm an e-mail address with the token from the verification mail',
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/auth/forgot-password',
  auth: false,
  body: z.object({ email: text({ max: 254 }).check(z.minLength(1, 'Email is required')) }),
  response: messageSchema,
  fallback: 'Something went wrong',
  summary: 'Send a password reset link (same answer whether or not the address is known)',
});

export const verifyResetToken = endpoint({
  method: 'GET',
  path: '/auth/reset-password/verify/:token',
  auth: false,
  params: z.object({ token: id(200) }),
  response: messageSchema,
  fallback: INVALID_RESET_TOKEN,
  summary: 'Check a reset token before showing the new-password form',
});

export const resetPasswordBodySchema = z
  .object({
    token: text({ max: 200, trim: false }).check(z.minLength(1, INVALID_RESET_TOKEN)),
    new_password: newPassword,
    confirm_password: text({ max: PASSWORD_MAX_LENGTH, trim: false }),
  })
  .check(z.refine((body) => body.new_password === body.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] }));

export const resetPassword = endpoint({
  method: 'POST',
  path: '/auth/reset-password',
  auth: false,
  body: resetPasswordBodySchema,
  response: messageSchema,
  fallback: 'Something went wrong',
  summary: 'Set a new password with a reset token',
});

export const checkPassword = endpoint({
  method: 'POST',
  path: '/auth/check-password',
  body: z.object({ password: text({ max: PASSWORD_MAX_LENGTH, trim: false }).check(z.minLength(1, 'Password is required')) }),
  response: z.object({ ok: z.literal(true) }),
  fallback: 'Wrong Password',
  summary: "Check the caller's current password before a change",
});

/** Browser navigations (302), not fetch calls: the client only needs their URLs. */
export const googleLogin = endpoint({
  method: 'GET',
  path: GOOGLE_LOGIN_PATH,
  auth: false,
  binary: true,
  response: z.unknown(),
  fallback: 'Google sign-in is not configured',
  summary: 'Start Google (OpenID Connect) sign-in: redirects to the issuer',
});

export const googleCallback = endpoint({
  method: 'GET',
  path: '/auth/google/callback',
  auth: false,
  binary: true,
  query: z.catchall(z.object({}), z.string().check(z.maxLength(4000))),
  response: z.unknown(),
  fallback: 'Google sign-in failed',
  summary: 'Finish Google sign-in: redirects to the web app with the access token',
});
