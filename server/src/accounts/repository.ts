import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Session, Sessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { accountTokens, profiles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = 'verify_email' | 'reset_password';

/** "Active today" needs a trace of API use; it is written at most every 5 minutes. */
const ACTIVITY_RESOLUTION = sql`now() - interval '5 minutes'`;

/**
 * All SQL of accounts: the user rows (the account id is the household's id) and their mailed tokens.
 * A change to what authenticates a request (role, status, token version) or a deletion tells `sessions`.
 */
export function createAccountRepository(db: Db, sessions: Pick<Sessions, 'changed'>) {
  const usable = (tokenHash: string, purpose: TokenPurpose) =>
    and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

  /** What authenticating a request needs, prepared once: it runs on every signed-in call. */
  const sessionById = db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      tokenVersion: users.tokenVersion,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id');

  return {
    async findSession(id: string): Promise<Session | undefined> {
      const [session] = await sessionById.execute({ id });
      return session;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return user;
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return user;
    },

    /** The user row plus the household's first profile, named after the person, in one transaction. */
    async insertWithFirstProfile(values: NewUser): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(values).returning();
        if (!created) throw new Error('user insert returned nothing');
        await tx.insert(profiles).values({ userId: created.id, name: created.fullName, avatarUrl: created.imageUrl, isSelected: true });
        return created;
      });
    },

    /**
     * Changes the account; a new e-mail address is unverified, and a new password hash retires
     * older sessions (tokens carry the version).
     */
    async update(id: string, change: { fullName?: string; email?: string; imageUrl?: string; passwordHash?: string }): Promise<UserRow | undefined> {
      const [updated] = await db
        .update(users)
        .set({
          ...(change.fullName !== undefined ? { fullName: change.fullName } : {}),
          ...(change.email !== undefined ? { email: change.email, emailVerified: false } : {}),
          ...(change.imageUrl ? { imageUrl: change.imageUrl } : {}),
          ...(change.passwordHash ? { passwordHash: change.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      if (change.passwordHash) await sessions.changed(id);
      return updated;
    },

    /** After a reset: the mail proved the address too, and older sessions die with the old password. */
    async resetPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, emailVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
      await sessions.changed(id);
    },

    async markVerified(id: string): Promise<void> {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
    },

    /** A Google account found by its verified address is linked to it from now on. */
    async linkGoogle(user: UserRow, subject: string, picture: string | null): Promise<UserRow> {
      const [updated] = await db
        .update(users)
        .set({ googleSubject: subject, emailVerified: true, imageUrl: user.imageUrl ?? picture })
        .where(eq(users.id, user.id))
        .returning();
      return updated ?? user;
    },

    /** ADMIN_EMAIL's existing account gains the role (and a password only if it had none). */
    async promoteToAdmin(id: string, passwordHash: string | undefined): Promise<void> {
      await db
        .update(users)
        .set({ role: 'ADMIN', emailVerified: true, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, id));
      await sessions.changed(id);
    },

    async signedIn(id: string): Promise<void> {
      await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, id));
    },

    /**
     * Notes API use when the last trace is older than the resolution, so most requests write
     * nothing; answers whether it wrote.
     */
    async recordActivity(user: Pick<UserRow, 'id' | 'lastActiveAt'>): Promise<boolean> {
      if (user.lastActiveAt && Date.now() - user.lastActiveAt.getTime() <= 5 * 60_000) return false;
      await db
        .update(users)
        .set({ lastActiveAt: new Date() })
        .where(and(eq(users.id, user.id), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, ACTIVITY_RESOLUTION))));
      return true;
    },

    /** Profiles, tokens and every feature's rows go with the user through ON DELETE CASCADE. */
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
      await sessions.changed(id);
    },

    /** The avatars of the household's profiles (their files go with the account). */
    async profileAvatarUrls(householdId: string): Promise<Array<string | null>> {
      const rows = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, householdId));
      return rows.map((row) => row.avatarUrl);
    },

    async insertToken(values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(accountTokens).values(values);
    },

    /** The user a token is good for, without using it up. */
    async peekToken(tokenHash: string, purpose: TokenPurpose): Promise<string | null> {
      const [row] = await db.select({ userId: accountTokens.userId }).from(accountTokens).where(usable(tokenHash, purpose)).limit(1);
      return row?.userId ?? null;
    },

    /** Uses a token up in one statement, so two racing requests cannot both succeed. */
    async consumeToken(tokenHash: string, purpose: TokenPurpose): Promise<string | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(usable(tokenHash, purpose))
        .returning({ userId: accountTokens.userId });
      return row?.userId ?? null;
    },

    /** Outstanding tokens of one kind stop working. */
    async retireTokens(userId: string, purpose: TokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
