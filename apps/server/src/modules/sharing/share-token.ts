import crypto from 'node:crypto';

/** 256 random bits: far beyond guessing, and URL-safe for the link's fragment and a header. */
const TOKEN_BYTES = 32;

export function createShareToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps instead of the token: a copy of the table opens no link. */
export function hashShareToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
