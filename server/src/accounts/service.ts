import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginAnswer, UserAccount } from 'shared-api/contract';
import { hashPassword } from '../auth/passwords';
import { signAccessToken } from '../auth/tokens';
import type { Config } from '../config';
import { conflict } from '../lib/http-error';
import { linkMail, sendInBackground, type Mailer } from './mailer';
import type { AccountRepository, TokenPurpose, UserRow } from './repository';

export type { TokenPurpose, UserRow } from './repository';

const HOUR_MS = 60 * 60 * 1000;
/** DESIGN.md §6: verification links live 24 h, reset links 1 h. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { verify_email: 24 * HOUR_MS, reset_password: HOUR_MS };

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Only a token's hash is stored; the mail carries the token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** PostgreSQL's unique_violation, from node-postgres and PGlite alike (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface NewAccount {
  fullName: string;
  email: string;
  /** null: no password yet (Google accounts, or an admin's "Add User"). */
  password: string | null;
  role: 'USER' | 'ADMIN';
  /** Already proven (Google, the configured admin): no verification mail. */
  verified?: boolean;
  googleSubject?: string;
  imageUrl?: string | null;
}

export interface AccountServiceDeps {
  repository: AccountRepository;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** How accounts come to be and what they are mailed: used by sign-up, Google, the admin's "Add User" and start-up. */
export function createAccountService({ repository, config, mailer, log }: AccountServiceDeps) {
  /** A fresh random token for the mail; only its hash is stored. */
  async function issueToken(userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repository.insertToken({ userId, purpose, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) });
    return token;
  }

  /**
   * Issues a 24 h verification token and mails its link. A mail server failure is logged, not thrown:
   * the account stands, and signing in sends a new link.
   */
  async function sendVerificationMail(user: Pick<UserRow, 'id' | 'email' | 'fullName'>): Promise<boolean> {
    const token = await issueToken(user.id, 'verify_email');
    return mailer
      .send(
        linkMail({
          to: user.email,
          subject: 'Verify your email address',
          greeting: `Hi ${user.fullName},`,
          lines: ['Welcome to Meal Planner! Please confirm your email address to start planning.', 'This link expires in 24 hours.'],
          action: 'Verify my email',
          link: `${config.PUBLIC_WEB_URL}/verify-email?token=${token}`,
        }),
      )
      .then(
        () => true,
        (error: unknown) => {
          log.error({ err: error, to: user.email }, 'verification mail could not be sent');
          return false;
        },
      );
  }

  async function sendResetMail(user: UserRow): Promise<void> {
    const token = await issueToken(user.id, 'reset_password');
    sendInBackground(
      mailer,
      log,
      linkMail({
        to: user.email,
        subject: 'Reset your password',
        greeting: `Hi ${user.fullName},`,
        lines: [
          'We received a request to reset your Meal Planner password.',
          'This link expires in 1 hour and works once. If you did not ask for it, ignore this mail.',
        ],
        action: 'Reset my password',
        link: `${config.PUBLIC_WEB_URL}/reset-password?token=${token}`,
      }),
    );
  }

  /**
   * The one way an account comes to be (sign-up, admin "Add User", Google, ADMIN_EMAIL): the user
   * row plus the household's first profile, named after the person; then the verification mail.
   */
  async function createAccount(account: NewAccount): Promise<UserRow> {
    const email = account.email.trim().toLowerCase();
    if (await repository.findByEmail(email)) throw conflict(EMAIL_TAKEN);
    const passwordHash = account.password === null ? null : await hashPassword(account.password);
    let user: UserRow;
    try {
      user = await repository.insertWithFirstProfile({
        fullName: account.fullName.trim(),
        email,
        passwordHash,
        role: account.role,
        emailVerified: account.verified ?? false,
        googleSubject: account.googleSubject ?? null,
        imageUrl: account.imageUrl ?? null,
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    if (!user.emailVerified) await sendVerificationMail(user);
    return user;
  }

  /** ADMIN_EMAIL + ADMIN_PASSWORD: that account exists, is verified and is an admin once the app starts. */
  async function ensureAdmin(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
    if (!email || !password) return;
    const existing = await repository.findByEmail(email);
    if (!existing) {
      await createAccount({ fullName: 'Administrator', email, password, role: 'ADMIN', verified: true });
      log.info({ email }, 'admin account created');
      return;
    }
    // An existing account keeps its own password; it only gains the role (and a password if it had none).
    await repository.promoteToAdmin(existing.id, existing.passwordHash ? undefined : await hashPassword(password));
    if (existing.role !== 'ADMIN') log.info({ email }, 'account promoted to admin');
  }

  return { createAccount, sendVerificationMail, sendResetMail, ensureAdmin };
}

export type AccountService = ReturnType<typeof createAccountService>;

export async function loginAnswer(config: Config, user: UserRow): Promise<LoginAnswer> {
  return {
    access_token: await signAccessToken(config.JWT_SECRET, { sub: user.id, role: user.role, ver: user.tokenVersion }),
    token_type: 'bearer',
    user_id: user.id,
    user_name: user.fullName,
    user_role: user.role,
    avatar_url: user.imageUrl,
    is_onboarded: user.isOnboarded,
  };
}

export function accountView(user: UserRow): UserAccount {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    hasPassword: user.passwordHash !== null,
    image_url: user.imageUrl,
    role: user.role,
    is_onboarded: user.isOnboarded,
    subscription: user.subscription as UserAccount['subscription'],
    created_at: user.createdAt.toISOString(),
  };
}
