import * as z from 'zod/mini';
import { isStrongPassword, PASSWORD_RULE_MESSAGE, PASSWORD_SPECIAL_CHARACTERS } from './rules';

// The `shared-api/auth/forms` entry: the auth forms' rules, built with the contract's zod (a remote
// importing zod itself would load a second copy of it). An entry of its own so that the sign-in page,
// which has no such form, loads no validator.

const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, (c) => `\\${c}`);
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`);

/** Spec §5, sign-up: every rule with its own message, shown one at a time in this order. */
export const signUpFormSchema = z
  .object({
    full_name: z.string().check(z.trim(), z.minLength(1, 'Full name is required')),
    email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), z.email('Please enter a valid email address')),
    password: z
      .string()
      .check(
        z.minLength(1, 'Password is required'),
        z.minLength(8, 'Password must be at least 8 characters'),
        z.regex(/[A-Z]/, 'Must contain at least one uppercase letter'),
        z.regex(/[a-z]/, 'Must contain at least one lowercase letter'),
        z.regex(/[0-9]/, 'Must contain at least one number'),
        z.regex(SPECIAL, 'Must contain at least one special character'),
      ),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(z.refine((form) => form.password === form.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }));
export type SignUpForm = z.input<typeof signUpFormSchema>;

/**
 * Spec §5, password change and reset: one message for the strength rule; the mismatch message
 * differs between the two screens ("Passwords do not match." in settings, without the dot in reset).
 */
export function newPasswordFormSchema(mismatchMessage: string) {
  return z
    .object({
      password: z.string().check(z.refine(isStrongPassword, PASSWORD_RULE_MESSAGE)),
      confirmPassword: z.string(),
    })
    .check(z.refine((form) => form.password === form.confirmPassword, { message: mismatchMessage, path: ['confirmPassword'] }));
}
export type NewPasswordForm = z.input<ReturnType<typeof newPasswordFormSchema>>;
