import crypto from 'node:crypto';
import type { Language } from '@labtrail/contract/auth';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/http-error';
import type { Mailer } from '../../mail/mailer';
import type { SmsSender } from '../../sms/sms-sender';
import { codeMail, codeSms } from './code-messages';
import { AUTH_MESSAGES } from './messages';
import type { AuthRepository } from './repository';
import {
  CODE_LENGTH,
  CODE_LIFETIME_MS,
  FAILURES_BEFORE_LOCK,
  LOCK_MS,
  MIN_GAP_BETWEEN_SENDS_MS,
  SEND_WINDOW_MS,
  SENDS_PER_HOUR,
  WRONG_TRIES_PER_CODE,
} from './rules';
import { addressKey } from './sign-in-address';
import type { SignInAddress } from './sign-in-address';

export interface LoginCodeDependencies {
  repository: AuthRepository;
  clock: Clock;
  /** Derived from the server secret; codes are stored only as an HMAC under it. */
  codeKey: Buffer;
  mailer: Mailer;
  sms: SmsSender;
}

function randomCode(): string {
  return crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

function codeHash(codeKey: Buffer, key: string, code: string): string {
  return crypto.createHmac('sha256', codeKey).update(`${key}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

async function refuseWhileLocked(deps: LoginCodeDependencies, key: string): Promise<void> {
  const lockout = await deps.repository.findLockout(key);
  const now = deps.clock.now();
  if (lockout?.locked_until != null && lockout.locked_until > now) {
    throw new HttpError(429, AUTH_MESSAGES.locked, lockout.locked_until - now);
  }
}

async function refuseTooFrequentSends(deps: LoginCodeDependencies, key: string): Promise<void> {
  const now = deps.clock.now();
  const recent = await deps.repository.sendTimesSince(key, now - SEND_WINDOW_MS);
  const last = recent.at(-1);
  if (last !== undefined && now - last < MIN_GAP_BETWEEN_SENDS_MS) {
    const waitMs = MIN_GAP_BETWEEN_SENDS_MS - (now - last);
    throw new HttpError(429, AUTH_MESSAGES.wait(Math.ceil(waitMs / 1000)), waitMs);
  }
  const oldest = recent[0];
  if (recent.length >= SENDS_PER_HOUR && oldest !== undefined) {
    throw new HttpError(429, AUTH_MESSAGES.tooManySends, oldest + SEND_WINDOW_MS - now);
  }
}

/**
 * Sends a fresh code to the address, replacing any earlier one. The answer is the same whether or
 * not an account exists for the address: nothing here looks at accounts.
 */
export async function sendLoginCode(
  deps: LoginCodeDependencies,
  address: SignInAddress,
  language: Language,
): Promise<void> {
  const key = addressKey(address);
  await refuseWhileLocked(deps, key);
  await refuseTooFrequentSends(deps, key);
  const now = deps.clock.now();
  const code = randomCode();
  await deps.repository.replaceLoginCode({
    address: key,
    code_hash: codeHash(deps.codeKey, key, code),
    attempts: 0,
    language,
    expires_at: now + CODE_LIFETIME_MS,
  });
  await deps.repository.recordSend(key, now, now - SEND_WINDOW_MS);
  if (address.kind === 'email') {
    await deps.mailer.send(codeMail(address.value, code, language));
  } else {
    await deps.sms.send({ to: address.value, text: codeSms(code, language) });
  }
}

async function countFailure(deps: LoginCodeDependencies, key: string): Promise<void> {
  // Counted in the database in one statement: failures sent in parallel are each counted.
  const failures = await deps.repository.countFailure(key);
  if (failures < FAILURES_BEFORE_LOCK) return;
  await deps.repository.saveLockout({
    address: key,
    consecutive_failures: 0,
    locked_until: deps.clock.now() + LOCK_MS,
  });
}

/**
 * Checks a code for the address. Wrong, expired or missing codes all count towards the address's
 * lock; the fifth wrong try burns the code. A right code is used up and clears the count.
 */
export async function checkLoginCode(
  deps: LoginCodeDependencies,
  address: SignInAddress,
  code: string,
): Promise<Language> {
  const key = addressKey(address);
  await refuseWhileLocked(deps, key);
  const stored = await deps.repository.findLoginCode(key);
  const fail = async (message: string) => {
    await countFailure(deps, key);
    return new HttpError(400, message);
  };
  if (stored === undefined) throw await fail(AUTH_MESSAGES.invalidCode);
  if (stored.expires_at <= deps.clock.now()) {
    await deps.repository.deleteLoginCode(key);
    throw await fail(AUTH_MESSAGES.expiredCode);
  }
  // The try is counted before the code is compared, and the code used up by one delete that only
  // one request can win: tries made at the same moment get no more than 5 and one session.
  const tries = await deps.repository.countTry(key, stored.code_hash, WRONG_TRIES_PER_CODE);
  if (tries === undefined) throw await fail(AUTH_MESSAGES.invalidCode);
  if (!sameHash(stored.code_hash, codeHash(deps.codeKey, key, code.trim()))) {
    if (tries >= WRONG_TRIES_PER_CODE) {
      await deps.repository.consumeLoginCode(key, stored.code_hash);
      throw await fail(AUTH_MESSAGES.burnedCode);
    }
    throw await fail(AUTH_MESSAGES.invalidCode);
  }
  if (!(await deps.repository.consumeLoginCode(key, stored.code_hash)))
    throw await fail(AUTH_MESSAGES.invalidCode);
  await deps.repository.clearLockout(key);
  return stored.language === 'de' ? 'de' : 'us';
}
