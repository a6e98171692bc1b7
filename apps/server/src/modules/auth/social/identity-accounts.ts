import crypto from 'node:crypto';
import type { Language } from '@labtrail/contract/auth';
import { normalizeEmail } from '@labtrail/contract/identifiers';
import type { Clock } from '../../../clock';
import { DomainError } from '../../../domain-error';
import type { Account } from '../accounts';
import { AUTH_MESSAGES } from '../messages';
import type { AuthRepository } from '../repository';
import type { SocialRepository } from './social-repository';
import type { VerifiedIdToken } from './verify-id-token';

export interface IdentityAccountDependencies {
  repository: AuthRepository;
  social: SocialRepository;
  clock: Clock;
  signup: 'open' | 'closed';
}

/**
 * The account behind a provider identity. (issuer, subject) names it for good; the first time, a
 * verified e-mail links it to the account with that address (an unverified one never does, or
 * anyone could claim an address at a provider and walk into its account). With open sign-up a
 * new account is made, holding the address only when the provider verified it.
 */
export async function accountForIdentity(
  deps: IdentityAccountDependencies,
  identity: VerifiedIdToken,
  language: Language,
): Promise<Account> {
  const linked = await deps.social.findIdentityUser(identity.issuer, identity.subject);
  if (linked !== undefined) return { userId: linked, created: false };

  const email =
    identity.verifiedEmail === undefined ? undefined : normalizeEmail(identity.verifiedEmail);
  const owner = email === undefined ? undefined : await deps.repository.findUserByEmail(email);
  if (owner === undefined && deps.signup === 'closed') {
    throw new DomainError('account_not_found', AUTH_MESSAGES.accountNotFound);
  }
  const userId = owner?.id ?? crypto.randomUUID();
  const now = deps.clock.now();
  if (owner === undefined) {
    await deps.repository.insertUser({
      id: userId,
      email: email ?? null,
      phone: null,
      language,
      created_at: now,
    });
  }
  await deps.social.linkIdentity({
    issuer: identity.issuer,
    subject: identity.subject,
    user_id: userId,
    created_at: now,
  });
  return { userId, created: owner === undefined };
}
