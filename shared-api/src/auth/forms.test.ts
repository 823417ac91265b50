import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { newPasswordFormSchema, signUpFormSchema } from './forms';
import { PASSWORD_RULE_MESSAGE } from './rules';

const valid = { full_name: 'Ada Lovelace', email: 'ada@example.com', password: 'Sup3r$ecret', confirmPassword: 'Sup3r$ecret' };

/** The first message per field, as the form shows it. */
function messages(values: object, schema: z.ZodMiniType = signUpFormSchema): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('sign-up rules (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('requires every field with its own message', () => {
    expect(messages({ full_name: ' ', email: '', password: '', confirmPassword: '' })).toEqual({
      full_name: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters'],
    ['lowercase1!', 'Must contain at least one uppercase letter'],
    ['UPPERCASE1!', 'Must contain at least one lowercase letter'],
    ['NoNumbers!', 'Must contain at least one number'],
    ['NoSpecial12', 'Must contain at least one special character'],
  ])('%s → %s', (password, message) => {
    expect(messages({ ...valid, password, confirmPassword: password }).password).toBe(message);
  });

  it('requires the confirmation to match', () => {
    expect(messages({ ...valid, confirmPassword: 'Sup3r$ecreT' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('password change and reset rules (spec §5)', () => {
  const settings = newPasswordFormSchema('Passwords do not match.');
  const reset = newPasswordFormSchema('Passwords do not match');

  it.each(['short1!', 'nouppercase!', 'NOLOWERCASE!', 'NoSpecial123'])('refuses %s with the one rule message', (password) => {
    expect(messages({ password, confirmPassword: password }, settings)).toEqual({ password: PASSWORD_RULE_MESSAGE });
  });

  it('accepts a strong password without a number (the change rule has none)', () => {
    expect(messages({ password: 'Strong$Pass', confirmPassword: 'Strong$Pass' }, settings)).toEqual({});
  });

  it('words the mismatch as each screen does', () => {
    expect(messages({ password: 'Strong$Pass', confirmPassword: 'x' }, settings).confirmPassword).toBe('Passwords do not match.');
    expect(messages({ password: 'Strong$Pass', confirmPassword: 'x' }, reset).confirmPassword).toBe('Passwords do not match');
  });
});
