import crypto from 'node:crypto';
import type { Language } from '@labtrail/contract/auth';
import type { Clock } from '../../clock';
import { DomainError } from '../../domain-error';
import { AUTH_MESSAGES } from './messages';
import type { AuthRepository } from './repository';
import type { SignInAddress } from './sign-in-address';

export interface Account {
  userId: string;
  created: boolean;
}

export interface AccountDependencies {
  repository: AuthRepository;
  clock: Clock;
  signup: 'open' | 'closed';
}

/**
 * The account for a verified address. With open sign-up the first verification makes it; with
 * closed sign-up an unknown address is refused.
 */
export async function accountForAddress(
  deps: AccountDependencies,
  address: SignInAddress,
  language: Language,
): Promise<Account> {
  const existing =
    address.kind === 'email'
      ? await deps.repository.findUserByEmail(address.value)
      : await deps.repository.findUserByPhone(address.value);
  if (existing !== undefined) return { userId: existing.id, created: false };
  if (deps.signup === 'closed')
    throw new DomainError('account_not_found', AUTH_MESSAGES.accountNotFound);
  const userId = crypto.randomUUID();
  await deps.repository.insertUser({
    id: userId,
    email: address.kind === 'email' ? address.value : null,
    phone: address.kind === 'phone' ? address.value : null,
    language,
    created_at: deps.clock.now(),
  });
  return { userId, created: true };
}
