import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fixed person the local issuer signs in, without a login form. */
export const TEST_GOOGLE_USER = {
  sub: 'google-test-user-1',
  email: 'google.user@example.com',
  name: 'Google User',
} as const;

export interface OidcProviderOptions {
  /** Where the issuer may send the browser back (the API's /auth/google/callback). */
  redirectUri?: string;
  clientId?: string;
  clientSecret?: string;
  /** The person signed in; defaults to TEST_GOOGLE_USER. */
  user?: { sub: string; email: string; name: string; email_verified?: boolean };
}

export interface RunningOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** The slice of oidc-provider's API used here (the package ships no types). */
interface GrantInstance {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderInstance {
  proxy: boolean;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: Record<string, string> }>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: { mergeWithLastSubmission: boolean }): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => GrantInstance;
}
type ProviderClass = new (issuer: string, configuration: object) => ProviderInstance;

/**
 * A real OpenID Connect issuer (the `oidc-provider` package) on 127.0.0.1 for tests: one
 * confidential client, PKCE required, and an interaction that signs the fixed user in at once.
 */
export async function startTestOidcProvider(port = 0, options: OidcProviderOptions = {}): Promise<RunningOidcProvider> {
  // A computed specifier: the package has no type declarations, so its shape is declared above.
  const specifier = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as { default: ProviderClass };
  const user = { email_verified: true, ...(options.user ?? TEST_GOOGLE_USER) };
  const clientId = options.clientId ?? 'meal-planner-test';
  const clientSecret = options.clientSecret ?? 'meal-planner-test-secret-0123456789';
  const redirectUri = options.redirectUri ?? 'http://localhost:18080/auth/google/callback';

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Put the profile claims in the ID token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ ...user, sub }) }),
    cookies: { keys: ['test-cookie-key-0123456789'] },
    pkce: { required: () => true },
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return provider.callback()(req, res);
    // Auto sign-in and consent: the test user approves every request at once.
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: user.sub, clientId: details.params.client_id ?? clientId });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: user.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
