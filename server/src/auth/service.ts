import type { AccountRepository, UserRow } from '../accounts/repository';
import type { AccountService } from '../accounts/service';
import { GoogleSignInError, type GoogleIdentity } from './google-oidc';

/** The Google account's user: linked by subject, else by a verified e-mail address, else a new verified account. */
export async function googleUser(repository: AccountRepository, accounts: AccountService, identity: GoogleIdentity): Promise<UserRow> {
  const linked = await repository.findByGoogleSubject(identity.subject);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) throw new GoogleSignInError('Your Google account has no verified email address.');
  const existing = await repository.findByEmail(identity.email);
  if (existing) return repository.linkGoogle(existing, identity.subject, identity.picture);
  return accounts.createAccount({
    fullName: identity.name ?? identity.email.split('@')[0] ?? 'Google user',
    email: identity.email,
    password: null,
    role: 'USER',
    verified: true,
    googleSubject: identity.subject,
    imageUrl: identity.picture,
  });
}
