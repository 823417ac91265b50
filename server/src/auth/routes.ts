import type { FastifyInstance } from 'fastify';
import {
  checkPassword,
  forgotPassword,
  googleCallback,
  googleLogin,
  INVALID_RESET_TOKEN,
  login,
  resetPassword,
  signup,
  verifyEmail,
  verifyResetToken,
} from 'shared-api/contract';
import type { AccountRepository } from '../accounts/repository';
import { loginAnswer, tokenHash, type AccountService } from '../accounts/service';
import { badRequest, forbidden, HttpError, unauthorized } from '../lib/http-error';
import { route } from '../lib/route';
import {
  finishGoogleSignIn,
  flowCookieHeader,
  FLOW_COOKIE,
  googleConfigured,
  GoogleSignInError,
  readCookie,
  startGoogleSignIn,
} from './google-oidc';
import { hashPassword, verifyPassword } from './passwords';
import { googleUser } from './service';

/** Requests per minute per client (DESIGN.md §6). */
export const RATE_LIMITS = { login: 10, signup: 5, forgotPassword: 5, resetPassword: 10, checkPassword: 10, verifyEmail: 10 } as const;

const INVALID_CREDENTIALS = 'Invalid email or password';
const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const FORGOT_ANSWER = 'If an account exists for this email, a password reset link has been sent. Please check your inbox and spam folder.';

/** Sign-up, sign-in (password or Google), e-mail verification and password reset. */
export default function authRoutes(
  app: FastifyInstance,
  { repository, accounts }: { repository: AccountRepository; accounts: AccountService },
): void {
  const { config } = app;

  route(app, signup, { rateLimit: RATE_LIMITS.signup }, async (request) => {
    const user = await accounts.createAccount({
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
    const user = await repository.findByEmail(request.body.email);
    // Same work and same answer for an unknown address as for a wrong password.
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, request.body.password);
    if (!user || !passwordOk) {
      if (user && !user.passwordHash && user.googleSubject) throw unauthorized('This account uses Google sign-in. Please sign in with Google.');
      throw unauthorized(INVALID_CREDENTIALS);
    }
    if (user.status !== 'ACTIVE') throw forbidden('This account is suspended.');
    if (!user.emailVerified) {
      await accounts.sendVerificationMail(user);
      throw forbidden('Please verify your email before signing in. We have sent you a new verification link.');
    }
    await repository.signedIn(user.id);
    return loginAnswer(config, user);
  });

  route(app, verifyEmail, { rateLimit: RATE_LIMITS.verifyEmail }, async (request) => {
    const userId = await repository.consumeToken(tokenHash(request.query.token), 'verify_email');
    if (!userId) throw badRequest('This verification link is invalid or has expired. Sign in to get a new one.');
    await repository.markVerified(userId);
    return { message: 'Email verified successfully!' };
  });

  route(app, forgotPassword, { rateLimit: RATE_LIMITS.forgotPassword }, async (request) => {
    const user = await repository.findByEmail(request.body.email);
    if (user && user.status === 'ACTIVE') await accounts.sendResetMail(user);
    return { message: FORGOT_ANSWER };
  });

  route(app, verifyResetToken, { rateLimit: RATE_LIMITS.resetPassword }, async (request) => {
    if (!(await repository.peekToken(tokenHash(request.params.token), 'reset_password'))) throw badRequest(INVALID_RESET_TOKEN);
    return { message: 'Token is valid' };
  });

  route(app, resetPassword, { rateLimit: RATE_LIMITS.resetPassword }, async (request) => {
    const passwordHash = await hashPassword(request.body.new_password);
    const userId = await repository.consumeToken(tokenHash(request.body.token), 'reset_password');
    if (!userId) throw badRequest(INVALID_RESET_TOKEN);
    // The mail proved the address too; older sessions and links die with the old password.
    await repository.resetPassword(userId, passwordHash);
    await repository.retireTokens(userId, 'reset_password');
    return { message: 'Your password has been reset successfully. You can now sign in with your new password.' };
  });

  route(app, checkPassword, { rateLimit: RATE_LIMITS.checkPassword }, async (request) => {
    const user = await repository.findById(request.user.id);
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
      // The address the issuer sent the browser to: the API's public one, maybe under a path (/api).
      const callbackUrl = new URL(`${config.PUBLIC_API_URL}${request.url}`);
      const identity = await finishGoogleSignIn(config, callbackUrl, readCookie(request.headers.cookie, FLOW_COOKIE));
      const user = await googleUser(repository, accounts, identity);
      if (user.status !== 'ACTIVE') throw new GoogleSignInError('This account is suspended.');
      await repository.signedIn(user.id);
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
