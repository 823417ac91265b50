/** Spec §9: passwords are at least 8 characters; the server caps the length to keep hashing cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §5 (sign-up): the fixed set of special characters a new password needs one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>_-+=~`[]\\/;\'';

/** Spec §5, password change and reset: one message for every unmet rule. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, include 1 uppercase, 1 lowercase, and 1 special character.';

/** The rule the server enforces for every new password (sign-up, reset, change). */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** A reset link that is unknown, used or expired: the reset screen, the contract and the server say it alike. */
export const INVALID_RESET_TOKEN = 'Invalid or expired token.';

/** Where the browser goes to start Google (OpenID Connect) sign-in: a navigation, not a call. */
export const GOOGLE_LOGIN_PATH = '/auth/google/login';
