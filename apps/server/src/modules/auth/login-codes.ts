import crypto from 'node:crypto';
import type { Language } from '@labtrail/contract/auth';
import type { Clock } from '../../clock';
import { DomainError } from '../../domain-error';
import type { Mailer } from '../../mail/mailer';
import type { SmsSender } from '../../sms/sms-sender';
import { codeMail, codeSms } from './code-messages';
import { AUTH_MESSAGES } from './messages';
import type { LoginCodesTable } from '../../db/schema';
import type { AuthRepository } from './repository';
import {
  CODE_LENGTH,
  CODE_LIFETIME_MS,
  EXPIRED_CODE_MEMORY_MS,
  FAILURE_MEMORY_MS,
  FAILURES_BEFORE_LOCK,
  KNOWN_CLIENT_MS,
  LOCK_MS,
  MIN_GAP_BETWEEN_SENDS_MS,
  SEND_WINDOW_MS,
  SENDS_PER_HOUR_PER_ADDRESS,
  SENDS_PER_HOUR_PER_CLIENT,
  WRONG_TRIES_PER_CODE,
} from './rules';
import { addressKey } from './sign-in-address';
import type { SignInAddress } from './sign-in-address';

export interface LoginCodeDependencies {
  repository: AuthRepository;
  clock: Clock;
  /** Derived from the server secret; codes are stored only as an HMAC under it. */
  codeKey: Buffer;
  /** Derived from the server secret; clients' networks are stored only as an HMAC under it. */
  clientKey: Buffer;
  mailer: Mailer;
  sms: SmsSender;
}

/**
 * Who asks: the address, the network the request comes from (an IPv4 address, or an IPv6 /64),
 * and the browser when it keeps the sign-in cookie. Codes, sends and locks are kept per address
 * and network, so strangers elsewhere cannot use up, burn or lock the owner's; a code can also be
 * used by the browser that asked from another network, so it survives a move from Wi-Fi to mobile
 * data (decision 0006).
 */
export interface SignInRequester {
  address: SignInAddress;
  network: string;
  browser: string | undefined;
}

/** The keys a requester's state is stored under. */
interface RequesterKeys {
  key: string;
  /** The network: codes, sends, failures, locks and past sign-ins. */
  client: string;
  /** The browser that asked, when it keeps the cookie: it may use its code from any network. */
  browser: string | undefined;
}

function requesterKeys(deps: LoginCodeDependencies, requester: SignInRequester): RequesterKeys {
  const keyed = (value: string) =>
    crypto.createHmac('sha256', deps.clientKey).update(value).digest('hex');
  return {
    key: addressKey(requester.address),
    client: keyed(requester.network),
    browser: requester.browser === undefined ? undefined : keyed(`browser\n${requester.browser}`),
  };
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

async function refuseWhileLocked(deps: LoginCodeDependencies, keys: RequesterKeys): Promise<void> {
  const lockout = await deps.repository.findLockout(keys.key, keys.client);
  const now = deps.clock.now();
  if (lockout?.locked_until != null && lockout.locked_until > now) {
    throw new DomainError('sign_in_locked', AUTH_MESSAGES.locked, {
      retryAfterMs: lockout.locked_until - now,
    });
  }
}

function tooManySends(freedAt: number, now: number): DomainError {
  return new DomainError('too_many_codes', AUTH_MESSAGES.tooManySends, {
    retryAfterMs: freedAt + SEND_WINDOW_MS - now,
  });
}

async function refuseTooFrequentSends(
  deps: LoginCodeDependencies,
  keys: RequesterKeys,
): Promise<void> {
  const now = deps.clock.now();
  const recent = await deps.repository.sendsSince(keys.key, now - SEND_WINDOW_MS);
  const mine = recent.filter((send) => send.client === keys.client).map((send) => send.sent_at);
  const last = mine.at(-1);
  if (last !== undefined && now - last < MIN_GAP_BETWEEN_SENDS_MS) {
    const waitMs = MIN_GAP_BETWEEN_SENDS_MS - (now - last);
    const seconds = Math.ceil(waitMs / 1000);
    throw new DomainError('code_requested_too_soon', AUTH_MESSAGES.wait(seconds), {
      params: { seconds },
      retryAfterMs: waitMs,
    });
  }
  const mineFreedAt = mine.at(-SENDS_PER_HOUR_PER_CLIENT);
  if (mine.length >= SENDS_PER_HOUR_PER_CLIENT && mineFreedAt !== undefined) {
    throw tooManySends(mineFreedAt, now);
  }
  const addressFreedAt = recent.at(-SENDS_PER_HOUR_PER_ADDRESS)?.sent_at;
  if (recent.length < SENDS_PER_HOUR_PER_ADDRESS || addressFreedAt === undefined) return;
  // Only a code can have signed the address in from this client: whoever it is reads the mailbox.
  const lockout = await deps.repository.findLockout(keys.key, keys.client);
  const signedInAt = lockout?.signed_in_at;
  if (signedInAt != null && signedInAt > now - KNOWN_CLIENT_MS) return;
  throw tooManySends(addressFreedAt, now);
}

/**
 * Sends a fresh code to the address, replacing any earlier one sent for this network or browser. The answer
 * is the same whether or not an account exists for the address: nothing here looks at accounts.
 */
export async function sendLoginCode(
  deps: LoginCodeDependencies,
  requester: SignInRequester,
  language: Language,
): Promise<void> {
  const keys = requesterKeys(deps, requester);
  await refuseWhileLocked(deps, keys);
  await refuseTooFrequentSends(deps, keys);
  const now = deps.clock.now();
  const code = randomCode();
  await deps.repository.replaceLoginCode(
    {
      address: keys.key,
      client: keys.client,
      browser: keys.browser ?? null,
      code_hash: codeHash(deps.codeKey, keys.key, code),
      attempts: 0,
      language,
      expires_at: now + CODE_LIFETIME_MS,
      spent: null,
    },
    now - EXPIRED_CODE_MEMORY_MS,
  );
  await deps.repository.recordSend(
    { address: keys.key, client: keys.client, sentAt: now },
    now - SEND_WINDOW_MS,
  );
  const { address } = requester;
  if (address.kind === 'email') {
    await deps.mailer.send(codeMail(address.value, code, language));
  } else {
    await deps.sms.send({ to: address.value, text: codeSms(code, language) });
  }
}

function invalidCode(): DomainError {
  return new DomainError('invalid_code', AUTH_MESSAGES.invalidCode);
}

function burnedCode(): DomainError {
  return new DomainError('burned_code', AUTH_MESSAGES.burnedCode);
}

/**
 * Why a stored code does not sign in when it is spent: used already (a replay of that code is told
 * so, any other code is just wrong) or burned by wrong tries. A code whose tries were all taken by
 * requests still running is just refused.
 */
function refusalOfSpentCode(
  deps: LoginCodeDependencies,
  keys: RequesterKeys,
  stored: LoginCodesTable,
  code: string,
): DomainError {
  switch (stored.spent) {
    case 'used':
      return sameHash(stored.code_hash, codeHash(deps.codeKey, keys.key, code.trim()))
        ? new DomainError('used_code', AUTH_MESSAGES.usedCode)
        : invalidCode();
    case 'burned':
      return burnedCode();
    case null:
      return invalidCode();
  }
}

/** The refusal of a code another request spent (or took the last try of) at this very moment. */
async function refusalOfRacedCode(
  deps: LoginCodeDependencies,
  keys: RequesterKeys,
  code: string,
): Promise<DomainError> {
  const now = await deps.repository.findLoginCode(keys.key, keys.client, keys.browser);
  return now === undefined ? invalidCode() : refusalOfSpentCode(deps, keys, now, code);
}

async function countFailure(deps: LoginCodeDependencies, keys: RequesterKeys): Promise<void> {
  const now = deps.clock.now();
  const failures = await deps.repository.countFailure({
    address: keys.key,
    client: keys.client,
    at: now,
    countSince: now - FAILURE_MEMORY_MS,
    keepUntil: now + FAILURE_MEMORY_MS,
  });
  if (failures < FAILURES_BEFORE_LOCK) return;
  await deps.repository.lock(keys.key, keys.client, now + LOCK_MS);
}

/**
 * Checks a code sent for the address to this network (or, from anywhere, to this browser). Only a
 * wrong guess at a live code counts towards the network's lock, and the fifth burns the code
 * (kept, so later tries hear it is burned: 429); without a live code there is nothing to guess, so
 * nothing is counted. A right code is used up (kept, so a replay hears it was used: 401) and
 * clears the count.
 */
export async function checkLoginCode(
  deps: LoginCodeDependencies,
  requester: SignInRequester,
  code: string,
): Promise<Language> {
  const keys = requesterKeys(deps, requester);
  await refuseWhileLocked(deps, keys);
  const stored = await deps.repository.findLoginCode(keys.key, keys.client, keys.browser);
  if (stored === undefined) throw invalidCode();
  if (stored.spent !== null) throw refusalOfSpentCode(deps, keys, stored, code);
  if (stored.expires_at <= deps.clock.now()) {
    await deps.repository.deleteLoginCode(keys.key, stored.client);
    throw new DomainError('expired_code', AUTH_MESSAGES.expiredCode);
  }
  // The try is counted before the code is compared, and the code used up by one update that only
  // one request can win: tries made at the same moment get no more than 5 and one session.
  const tries = await deps.repository.countTry(
    keys.key,
    stored.client,
    stored.code_hash,
    WRONG_TRIES_PER_CODE,
  );
  if (tries === undefined) throw await refusalOfRacedCode(deps, keys, code);
  if (!sameHash(stored.code_hash, codeHash(deps.codeKey, keys.key, code.trim()))) {
    await countFailure(deps, keys);
    if (tries < WRONG_TRIES_PER_CODE) throw invalidCode();
    await deps.repository.spendLoginCode(keys.key, stored.client, stored.code_hash, 'burned');
    throw burnedCode();
  }
  if (!(await deps.repository.spendLoginCode(keys.key, stored.client, stored.code_hash, 'used')))
    throw await refusalOfRacedCode(deps, keys, code);
  const now = deps.clock.now();
  await deps.repository.recordSignIn({
    address: keys.key,
    client: keys.client,
    at: now,
    keepUntil: now + KNOWN_CLIENT_MS,
  });
  return stored.language === 'de' ? 'de' : 'us';
}
