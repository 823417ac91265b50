import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { Config } from '../config';

/** What the issuer tells us about the person, from the verified ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Short-lived, signed cookie holding the flow's secrets, so the server keeps no session state. */
export const FLOW_COOKIE = 'google_flow';
const FLOW_PATH = '/auth/google';
const FLOW_TTL_SECONDS = 600;
const FLOW_AUDIENCE = 'google-sign-in-flow';

export class GoogleSignInError extends Error {}

export function googleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID);
}

export function googleRedirectUri(config: Config): string {
  return `${config.PUBLIC_API_URL}/auth/google/callback`;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** Issuer metadata is fetched once per process; a failed discovery is retried on the next sign-in. */
function issuerConfiguration(config: Config): Promise<oidc.Configuration> {
  const key = `${config.GOOGLE_ISSUER}|${config.GOOGLE_CLIENT_ID}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(config.GOOGLE_ISSUER);
    pending = oidc.discovery(
      issuer,
      config.GOOGLE_CLIENT_ID ?? '',
      config.GOOGLE_CLIENT_SECRET,
      undefined,
      // Plain http only for a local issuer (development and tests); Google itself is https.
      { timeout: 10, ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}) },
    );
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

const secretKey = (config: Config): Uint8Array => new TextEncoder().encode(config.JWT_SECRET);

interface FlowSecrets {
  verifier: string;
  state: string;
  nonce: string;
}

/** Starts the authorization-code flow with PKCE, state and nonce: where to send the browser and the cookie to set. */
export async function startGoogleSignIn(config: Config): Promise<{ url: string; cookie: string }> {
  const issuer = await issuerConfiguration(config);
  const secrets: FlowSecrets = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
  const url = oidc.buildAuthorizationUrl(issuer, {
    redirect_uri: googleRedirectUri(config),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.verifier),
    code_challenge_method: 'S256',
    state: secrets.state,
    nonce: secrets.nonce,
  });
  const cookie = await new SignJWT({ ...secrets })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .sign(secretKey(config));
  return { url: url.href, cookie };
}

/** The flow's routes as the browser sees them: under the API's public path (e.g. /api/auth/google). */
function flowCookiePath(config: Config): string {
  return `${new URL(config.PUBLIC_API_URL).pathname.replace(/\/+$/, '')}${FLOW_PATH}`;
}

/** Set-Cookie value for the flow cookie (empty value + Max-Age 0 clears it). */
export function flowCookieHeader(config: Config, value: string): string {
  const secure = config.PUBLIC_API_URL.startsWith('https:') ? '; Secure' : '';
  // Lax: the issuer sends the browser back with a top-level GET, which carries Lax cookies.
  return `${FLOW_COOKIE}=${value}; Path=${flowCookiePath(config)}; HttpOnly; SameSite=Lax; Max-Age=${value ? FLOW_TTL_SECONDS : 0}${secure}`;
}

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** Finishes the flow: checks state, PKCE and nonce, exchanges the code and reads the ID token's claims. */
export async function finishGoogleSignIn(config: Config, callbackUrl: URL, flowCookie: string | null): Promise<GoogleIdentity> {
  if (!flowCookie) throw new GoogleSignInError('Google sign-in expired. Please try again.');
  let secrets: FlowSecrets;
  try {
    const { payload } = await jwtVerify(flowCookie, secretKey(config), { audience: FLOW_AUDIENCE, algorithms: ['HS256'] });
    secrets = payload as unknown as FlowSecrets;
  } catch {
    throw new GoogleSignInError('Google sign-in expired. Please try again.');
  }
  const issuer = await issuerConfiguration(config);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(issuer, callbackUrl, {
      pkceCodeVerifier: secrets.verifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new GoogleSignInError(`Google sign-in failed: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
  if (!claims?.sub) throw new GoogleSignInError('Google sign-in failed: no identity in the answer');
  const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    picture: text(claims.picture)?.startsWith('https://') ? text(claims.picture) : null,
  };
}
