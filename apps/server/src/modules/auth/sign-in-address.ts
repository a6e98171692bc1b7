import {
  emailProblem,
  normalizeEmail,
  normalizePhone,
  phoneProblem,
} from '@labtrail/contract/identifiers';
import { DomainError } from '../../domain-error';
import { AUTH_MESSAGES } from './messages';

export type SignInAddress = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** The key codes, throttles and locks are stored under. */
export function addressKey(address: SignInAddress): string {
  return `${address.kind}:${address.value}`;
}

/** Exactly one of email and phone, valid by spec §5, normalised for storing and comparing. */
export function parseSignInAddress(input: { email?: string; phone?: string }): SignInAddress {
  if (input.email !== undefined && input.phone !== undefined) {
    throw new DomainError('both_addresses', AUTH_MESSAGES.bothAddresses);
  }
  if (input.email !== undefined) {
    const problem = emailProblem(input.email);
    if (problem !== undefined) throw new DomainError('invalid_address', problem);
    return { kind: 'email', value: normalizeEmail(input.email) };
  }
  if (input.phone !== undefined) {
    const problem = phoneProblem(input.phone);
    if (problem !== undefined) throw new DomainError('invalid_address', problem);
    return { kind: 'phone', value: normalizePhone(input.phone) };
  }
  throw new DomainError('address_required', AUTH_MESSAGES.addressRequired);
}
