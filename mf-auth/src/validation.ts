import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, isStrongPassword, PASSWORD_RULE_MESSAGE, PASSWORD_SPECIAL_CHARACTERS } from 'shared-api';
import { z } from 'zod';

const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, (c) => `\\${c}`);
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`);

/** Spec §5, sign-up: every rule with its own message, shown one at a time in this order. */
export const signUpSchema = z
  .object({
    full_name: z.string().trim().min(1, 'Full name is required'),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
    password: z
      .string()
      .min(1, 'Password is required')
      .min(8, 'Password must be at least 8 characters')
      .regex(/[A-Z]/, 'Must contain at least one uppercase letter')
      .regex(/[a-z]/, 'Must contain at least one lowercase letter')
      .regex(/[0-9]/, 'Must contain at least one number')
      .regex(SPECIAL, 'Must contain at least one special character'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type SignUpForm = z.input<typeof signUpSchema>;

/**
 * Spec §5, password change and reset: one message for the strength rule; the mismatch message
 * differs between the two screens ("Passwords do not match." in settings, without the dot in reset).
 */
export function newPasswordSchema(mismatchMessage: string) {
  return z
    .object({
      password: z.string().refine(isStrongPassword, PASSWORD_RULE_MESSAGE),
      confirmPassword: z.string(),
    })
    .refine((form) => form.password === form.confirmPassword, { message: mismatchMessage, path: ['confirmPassword'] });
}
export type NewPasswordForm = z.input<ReturnType<typeof newPasswordSchema>>;

export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file (PNG, JPG, GIF)';
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
