import { createChallenge, sha, verifySolution } from 'altcha/lib';
import type { Solution } from 'altcha/lib';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from './solve-captcha';

const SECRET = 'test-secret';

/** A challenge as the server makes one, with a small counter so the test is quick. */
function challenge(algorithm = 'SHA-256') {
  return createChallenge({
    algorithm,
    cost: 1,
    counter: 40,
    deriveKey: sha.deriveKey,
    hmacSignatureSecret: SECRET,
  });
}

describe('solveCaptcha', () => {
  it('answers with the payload the widget sends, which the server can verify', async () => {
    const issued = await challenge();

    const payload = JSON.parse(atob(await solveCaptcha(issued))) as {
      challenge: typeof issued;
      solution: Solution;
    };

    expect(payload.challenge).toEqual({
      parameters: issued.parameters,
      signature: issued.signature,
    });
    const check = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: sha.deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(check.verified).toBe(true);
  });

  it('refuses an algorithm the app does not solve', async () => {
    const issued = await challenge();

    await expect(
      solveCaptcha({ ...issued, parameters: { ...issued.parameters, algorithm: 'ARGON2ID' } }),
    ).rejects.toThrow('The captcha could not be solved');
  });
});
