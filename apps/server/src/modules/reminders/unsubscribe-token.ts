import crypto from 'node:crypto';

/** What a link's token says, once its signature holds. */
export type UnsubscribeTokenCheck =
  { valid: true; userId: string } | { valid: false; reason: 'invalid' | 'expired' };

/** The key of unsubscribe links, derived from the server's secret for this use alone. */
export function unsubscribeKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('retest-reminder-unsubscribe').digest();
}

function signatureOf(key: Buffer, claim: string): Buffer {
  return crypto.createHmac('sha256', key).update(claim).digest();
}

/**
 * A token for an unsubscribe link: the person and the end of the link's life, signed. Nothing
 * is stored, so a link works in any process that has the secret, and none can be made without it.
 */
export function createUnsubscribeToken(key: Buffer, userId: string, expiresAt: number): string {
  const claim = `${userId}.${expiresAt.toString(36)}`;
  return `${claim}.${signatureOf(key, claim).toString('base64url')}`;
}

export function checkUnsubscribeToken(
  key: Buffer,
  token: string,
  now: number,
): UnsubscribeTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { valid: false, reason: 'invalid' };
  const [userId = '', expiry = '', signature = ''] = parts;
  const expected = signatureOf(key, `${userId}.${expiry}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { valid: false, reason: 'invalid' };
  if (parseInt(expiry, 36) <= now) return { valid: false, reason: 'expired' };
  return { valid: true, userId };
}
