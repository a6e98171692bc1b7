import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Clock } from '../../clock';
import type { AuthRepository } from './repository';
import { CAPTCHA_LIFETIME_MS } from './rules';

/**
 * Proof of work a browser solves in well under a second: SHA-256, and the counter it must find
 * somewhere in this range.
 */
const ALGORITHM = 'SHA-256';
const COST = 1;
const COUNTER_RANGE = [5_000, 15_000] as const;
const ISSUED_AT = 'issued_at';

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** True once per solved challenge issued within the last five minutes. */
  verify(payload: string): Promise<boolean>;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): Payload | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload>;
    if (typeof parsed.challenge !== 'object' || typeof parsed.solution !== 'object')
      return undefined;
    return parsed as Payload;
  } catch {
    return undefined;
  }
}

export function createCaptchaService(options: {
  secret: string;
  clock: Clock;
  repository: AuthRepository;
}): CaptchaService {
  const { secret, clock, repository } = options;
  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(...COUNTER_RANGE),
        deriveKey,
        hmacSignatureSecret: secret,
        // Signed with the challenge, so the five minutes are counted on the server's clock.
        data: { [ISSUED_AT]: clock.now() },
      }),

    async verify(payload) {
      const decoded = decode(payload);
      if (decoded === undefined) return false;
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: secret,
      }).catch(() => undefined);
      if (result?.verified !== true) return false;
      const issuedAt = Number(decoded.challenge.parameters.data?.[ISSUED_AT]);
      const now = clock.now();
      if (!Number.isFinite(issuedAt) || now - issuedAt > CAPTCHA_LIFETIME_MS || issuedAt > now)
        return false;
      const signature = decoded.challenge.signature ?? '';
      return repository.useCaptcha(signature, issuedAt + CAPTCHA_LIFETIME_MS, now);
    },
  };
}
