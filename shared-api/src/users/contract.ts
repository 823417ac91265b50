import * as z from 'zod/mini';
import { messageSchema } from '../auth/contract';
import { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE } from '../auth/rules';
import { endpoint } from '../define';
import { subscriptionPlanSchema } from '../profiles/contract';
import { text } from '../text';

export const userAccountSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** False for accounts made through Google that never set a password. */
  hasPassword: z.boolean(),
  image_url: z.nullable(z.string()),
  role: z.string(),
  is_onboarded: z.boolean(),
  subscription: subscriptionPlanSchema,
  /** ISO date-time: "Member Since". */
  created_at: z.string(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

export const getMe = endpoint({
  method: 'GET',
  path: '/users/me',
  response: userAccountSchema,
  fallback: 'Failed to fetch user profile',
  summary: "The caller's account",
});

/** Multipart fields of POST /users/me (the picture travels as `image`). */
export const updateMeFieldsSchema = z.object({
  full_name: z.optional(text({ max: 100, tooLong: 'Full name is too long' }).check(z.minLength(1, 'Full name is required'))),
  email: z.optional(z.pipe(text({ max: 254 }).check(z.toLowerCase()), z.email('Please enter a valid email address').check(z.maxLength(254)))),
  password: z.optional(text({ max: PASSWORD_MAX_LENGTH, tooLong: PASSWORD_RULE_MESSAGE, trim: false }).check(z.refine(isStrongPassword, PASSWORD_RULE_MESSAGE))),
});

export const updateMeAnswerSchema = z.extend(userAccountSchema, {
  /** A fresh token when the password changed (older tokens stop working). */
  access_token: z.optional(z.string()),
  /** Set when the e-mail address changed: a verification mail went to the new one. */
  message: z.optional(z.string()),
});
export type UpdateMeAnswer = z.infer<typeof updateMeAnswerSchema>;

export const updateMe = endpoint({
  method: 'POST',
  path: '/users/me',
  multipart: true,
  body: updateMeFieldsSchema,
  response: updateMeAnswerSchema,
  fallback: 'Failed to update user profile.',
  summary: 'Edit the account (multipart: full_name, email, optional password, optional image)',
});

export const deleteMe = endpoint({
  method: 'DELETE',
  path: '/users/me',
  response: messageSchema,
  fallback: 'Failed to delete account',
  summary: 'Delete the account with all its profiles and data',
});
