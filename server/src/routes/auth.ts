import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  checkPassword,
  forgotPassword,
  googleCallback,
  googleLogin,
  login,
  resetPassword,
  signup,
  verifyEmail,
  verifyResetToken,
} from 'shared-api/contract';
import { users } from '../db/schema';
import { badRequest, forbidden, HttpError, unauthorized } from '../lib/http-error';
import { route } from '../lib/route';
import {
  consumeToken,
  createAccount,
  findUserByEmail,
  findUserById,
  loginAnswer,
  peekToken,
  retireTokens,
  sendResetMail,
  sendVerificationMail,
  type UserRow,
} from '../services/accounts';
import {
  finishGoogleSignIn,
  flowCookieHeader,
  FLOW_COOKIE,
  googleConfigured,
  GoogleSignInError,
  readCookie,
  startGoogleSignIn,
  type GoogleIdentity,
} from '../services/google-oidc';
import { hashPassword, verifyPassword } from '../services/passwords';

/** Requests per minute per client (DESIGN.md §6). */
export const RATE_LIMITS = { login: 10, signup: 5, forgotPassword: 5, resetPassword: 10, checkPassword: 10, verifyEmail: 10 } as const;

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_RESET = 'Invalid or expired token.';
const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const FORGOT_ANSWER = 'If an account exists for this email, a password reset link has been sent. Please check your inbox and spam folder.';

/** The Google account's user: linked by subject, else by a verified e-mail address, else a new verified account. */
async function googleUser(app: FastifyInstance, identity: GoogleIdentity): Promise<UserRow> {
  const [linked] = await app.db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) throw new GoogleSignInError('Your Google account has no verified email address.');
  const existing = await findUserByEmail(app.db, identity.email);
  if (existing) {
    const [updated] = await app.db
      .update(users)
      .set({ googleSubject: identity.subject, emailVerified: true, imageUrl: existing.imageUrl ?? identity.picture })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  return createAccount(app, {
    fullName: identity.name ?? identity.email.split('@')[0] ?? 'Google user',
    email: identity.email,
    password: null,
    role: 'USER',
    verified: true,
    googleSubject: identity.subject,
    imageUrl: identity.picture,
  });
}

export default function authRoutes(app: FastifyInstance): void {
  const { config } = app;

  route(app, signup, { rateLimit: RATE_LIMITS.signup }, async (request) => {
    const user = await createAccount(app, {
      fullName: request.body.full_name,
      email: request.body.email,
      password: request.body.password,
      role: 'USER',
    });
    return {
      message: `Account created. A verification link has been sent to ${user.email}. Please verify your email to sign in.`,
      user_id: user.id,
      email: user.email,
    };
  });

  route(app, login, { rateLimit: RATE_LIMITS.login }, async (request) => {
    const user = await findUserByEmail(app.db, request.body.email);
    // Same work and same answer for an unknown address as for a wrong password.
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, request.body.password);
    if (!user || !passwordOk) {
      if (user && !user.passwordHash && user.googleSubject) throw unauthorized('This account uses Google sign-in. Please sign in with Google.');
      throw unauthorized(INVALID_CREDENTIALS);
    }
    if (user.status !== 'ACTIVE') throw forbidden('This account is suspended.');
    if (!user.emailVerified) {
      await sendVerificationMail(app, user);
      throw forbidden('Please verify your email before signing in. We have sent you a new verification link.');
    }
    await app.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
    return loginAnswer(config, user);
  });

  route(app, verifyEmail, { rateLimit: RATE_LIMITS.verifyEmail }, async (request) => {
    const userId = await consumeToken(app.db, request.query.token, 'verify_email');
    if (!userId) throw badRequest('This verification link is invalid or has expired. Sign in to get a new one.');
    await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    return { message: 'Email verified successfully!' };
  });

  route(app, forgotPassword, { rateLimit: RATE_LIMITS.forgotPassword }, async (request) => {
    const user = await findUserByEmail(app.db, request.body.email);
    if (user && user.status === 'ACTIVE') await sendResetMail(app, user);
    return { message: FORGOT_ANSWER };
  });

  route(app, verifyResetToken, { rateLimit: RATE_LIMITS.resetPassword }, async (request) => {
    if (!(await peekToken(app.db, request.params.token, 'reset_password'))) throw badRequest(INVALID_RESET);
    return { message: 'Token is valid' };
  });

  route(app, resetPassword, { rateLimit: RATE_LIMITS.resetPassword }, async (request) => {
    const passwordHash = await hashPassword(request.body.new_password);
    const userId = await consumeToken(app.db, request.body.token, 'reset_password');
    if (!userId) throw badRequest(INVALID_RESET);
    // The mail proved the address too; older sessions and links die with the old password.
    await app.db
      .update(users)
      .set({ passwordHash, emailVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await retireTokens(app.db, userId, 'reset_password');
    return { message: 'Your password has been reset successfully. You can now sign in with your new password.' };
  });

  route(app, checkPassword, { rateLimit: RATE_LIMITS.checkPassword }, async (request) => {
    const user = await findUserById(app.db, request.user.id);
    if (!user?.passwordHash) throw badRequest('This account has no password yet. Use Set Password instead.');
    if (!(await verifyPassword(user.passwordHash, request.body.password))) throw badRequest('Wrong Password');
    return { ok: true } as const;
  });

  /** Browser-facing: errors go back to the sign-in page as `google_error`, JSON callers get the status. */
  const toSignIn = (params: Record<string, string>): string => `${config.PUBLIC_WEB_URL}/?${new URLSearchParams(params).toString()}`;
  const wantsHtml = (accept: string | undefined): boolean => Boolean(accept?.includes('text/html'));

  route(app, googleLogin, { rateLimit: RATE_LIMITS.login }, async (request, reply) => {
    if (!googleConfigured(config)) {
      if (wantsHtml(request.headers.accept)) return reply.redirect(toSignIn({ google_error: GOOGLE_NOT_CONFIGURED }));
      throw new HttpError(503, GOOGLE_NOT_CONFIGURED);
    }
    try {
      const { url, cookie } = await startGoogleSignIn(config);
      return reply.header('set-cookie', flowCookieHeader(config, cookie)).header('cache-control', 'no-store').redirect(url);
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in could not start');
      if (wantsHtml(request.headers.accept)) return reply.redirect(toSignIn({ google_error: 'Google sign-in is unavailable right now.' }));
      throw new HttpError(503, 'Google sign-in is unavailable right now.');
    }
  });

  route(app, googleCallback, { rateLimit: RATE_LIMITS.login }, async (request, reply) => {
    reply.header('set-cookie', flowCookieHeader(config, '')).header('cache-control', 'no-store');
    if (!googleConfigured(config)) return reply.redirect(toSignIn({ google_error: GOOGLE_NOT_CONFIGURED }));
    if (request.query.error) return reply.redirect(toSignIn({ google_error: 'Google sign-in was cancelled.' }));
    try {
      const callbackUrl = new URL(request.url, config.PUBLIC_API_URL);
      const identity = await finishGoogleSignIn(config, callbackUrl, readCookie(request.headers.cookie, FLOW_COOKIE));
      const user = await googleUser(app, identity);
      if (user.status !== 'ACTIVE') throw new GoogleSignInError('This account is suspended.');
      await app.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
      const answer = await loginAnswer(config, user);
      return reply.redirect(
        toSignIn({ token: answer.access_token, user_id: user.id, user_name: user.fullName, avatar_url: user.imageUrl ?? '' }),
      );
    } catch (error) {
      // The browser is mid-redirect: it goes back to the sign-in page with a message, never to a JSON error.
      const known = error instanceof GoogleSignInError;
      request.log[known ? 'warn' : 'error']({ err: error }, 'Google sign-in refused');
      const message = known && !error.message.startsWith('Google sign-in failed') ? error.message : 'Google sign-in failed';
      return reply.redirect(toSignIn({ google_error: message }));
    }
  });
}
