import { createHash, randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginAnswer, Profile, UserAccount } from 'shared-api/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accountTokens, profiles, users } from '../db/schema';
import { conflict } from '../lib/http-error';
import { linkMail, sendInBackground } from './mailer';
import { hashPassword } from './passwords';
import { signAccessToken } from './tokens';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type TokenPurpose = 'verify_email' | 'reset_password';

const HOUR_MS = 60 * 60 * 1000;
/** DESIGN.md §6: verification links live 24 h, reset links 1 h. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { verify_email: 24 * HOUR_MS, reset_password: HOUR_MS };

export const EMAIL_TAKEN = 'An account with this email already exists';

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh random token for the mail; only its hash is stored. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

/** The user a token is good for, without using it up (reset form's first check). */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db.select({ userId: accountTokens.userId }).from(accountTokens).where(usable(token, purpose)).limit(1);
  return row?.userId ?? null;
}

/** Uses a token up in one statement, so two racing requests cannot both succeed. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** After a reset, other outstanding links of the same kind must not work any more. */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** PostgreSQL's unique_violation, from node-postgres and PGlite alike (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Issues a 24 h verification token and mails its link. A mail server failure is logged, not thrown:
 * the account stands, and signing in sends a new link.
 */
export async function sendVerificationMail(app: FastifyInstance, user: Pick<UserRow, 'id' | 'email' | 'fullName'>): Promise<boolean> {
  const token = await issueToken(app.db, user.id, 'verify_email');
  const sent = await app.mailer.send(
    linkMail({
      to: user.email,
      subject: 'Verify your email address',
      greeting: `Hi ${user.fullName},`,
      lines: ['Welcome to Meal Planner! Please confirm your email address to start planning.', 'This link expires in 24 hours.'],
      action: 'Verify my email',
      link: `${app.config.PUBLIC_WEB_URL}/verify-email?token=${token}`,
    }),
  ).then(
    () => true,
    (error: unknown) => {
      app.log.error({ err: error, to: user.email }, 'verification mail could not be sent');
      return false;
    },
  );
  return sent;
}

export async function sendResetMail(app: FastifyInstance, user: UserRow): Promise<void> {
  const token = await issueToken(app.db, user.id, 'reset_password');
  sendInBackground(
    app,
    linkMail({
      to: user.email,
      subject: 'Reset your password',
      greeting: `Hi ${user.fullName},`,
      lines: [
        'We received a request to reset your Meal Planner password.',
        'This link expires in 1 hour and works once. If you did not ask for it, ignore this mail.',
      ],
      action: 'Reset my password',
      link: `${app.config.PUBLIC_WEB_URL}/reset-password?token=${token}`,
    }),
  );
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

/**
 * The one way an account comes to be (sign-up, admin "Add User", Google, ADMIN_EMAIL): the user
 * row plus the household's first profile, named after the person; then the verification mail.
 */
export async function createAccount(app: FastifyInstance, account: NewAccount): Promise<UserRow> {
  const email = account.email.trim().toLowerCase();
  if (await findUserByEmail(app.db, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  let user: UserRow;
  try {
    user = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          fullName: account.fullName.trim(),
          email,
          passwordHash,
          role: account.role,
          emailVerified: account.verified ?? false,
          googleSubject: account.googleSubject ?? null,
          imageUrl: account.imageUrl ?? null,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      await tx.insert(profiles).values({ userId: created.id, name: created.fullName, avatarUrl: created.imageUrl, isSelected: true });
      return created;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  if (!user.emailVerified) await sendVerificationMail(app, user);
  return user;
}

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

export function profileView(profile: ProfileRow): Profile {
  return {
    id: profile.id,
    name: profile.name,
    avatar_url: profile.avatarUrl,
    preferred_language: profile.preferredLanguage,
    is_active: profile.isActive,
    is_selected: profile.isSelected,
    planning_frequency: profile.planningFrequency as Profile['planning_frequency'],
    created_at: profile.createdAt.toISOString(),
  };
}

export async function householdProfiles(db: Db, userId: string): Promise<ProfileRow[]> {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.createdAt), asc(profiles.id));
}

/** Best-effort removal of a replaced or orphaned upload; a missing file is no error. */
export async function removeUpload(config: Config, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith('/uploads/')) return;
  await unlink(path.join(config.dataDir, 'uploads', path.basename(url))).catch(() => undefined);
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: that account exists, is verified and is an admin once the app starts. */
export async function ensureAdmin(app: FastifyInstance): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = app.config;
  if (!email || !password) return;
  const existing = await findUserByEmail(app.db, email);
  if (!existing) {
    await createAccount(app, { fullName: 'Administrator', email, password, role: 'ADMIN', verified: true });
    app.log.info({ email }, 'admin account created');
    return;
  }
  // An existing account keeps its own password; it only gains the role (and a password if it had none).
  await app.db
    .update(users)
    .set({
      role: 'ADMIN',
      emailVerified: true,
      ...(existing.passwordHash ? {} : { passwordHash: await hashPassword(password) }),
    })
    .where(eq(users.id, existing.id));
  if (existing.role !== 'ADMIN') app.log.info({ email }, 'account promoted to admin');
}
