import { errors, jwtVerify } from 'jose';
import type { OpenIdProvider } from './openid-provider';

/** What sign-in takes from a verified id_token. */
export interface VerifiedIdToken {
  issuer: string;
  subject: string;
  /** The nonce the token carries; the caller compares it with the one it kept. */
  nonce: string | undefined;
  /** Present only when the provider says it has verified the address. */
  verifiedEmail: string | undefined;
}

/** The token was refused; `reason` is for the log, never for the person. */
export class IdTokenRefusedError extends Error {
  override name = 'IdTokenRefusedError';
}

/** Only signatures made with a provider's private key: never `none`, never a shared secret. */
const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
const CLOCK_TOLERANCE_S = 60;
/** Tokens are used at once after the redirect; an older one was captured somewhere. */
const MAX_TOKEN_AGE = '10m';
/** Google has named itself with and without the scheme (its OpenID documentation). */
const ISSUER_ALIASES: Record<string, string> = {
  'https://accounts.google.com': 'accounts.google.com',
};

function verifiedEmailOf(claims: Record<string, unknown>): string | undefined {
  const { email, email_verified: verified } = claims;
  // Apple sends email_verified as the string "true".
  const isVerified = verified === true || verified === 'true';
  return typeof email === 'string' && isVerified ? email.trim().toLowerCase() : undefined;
}

/**
 * Verifies an id_token for `clientId`: the provider's signature (key by kid, algorithm from the
 * key), issuer, audience and authorised party, expiry, and an issue time that is neither in the
 * future nor long past.
 */
export async function verifyIdToken(
  provider: OpenIdProvider,
  token: string,
  options: { clientId: string; now: number },
): Promise<VerifiedIdToken> {
  const { issuer } = await provider.metadata();
  const alias = ISSUER_ALIASES[issuer];
  try {
    const { payload } = await jwtVerify(token, provider.keys, {
      issuer: alias === undefined ? issuer : [issuer, alias],
      audience: options.clientId,
      algorithms: ASYMMETRIC_ALGORITHMS,
      currentDate: new Date(options.now),
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: MAX_TOKEN_AGE,
      requiredClaims: ['sub', 'exp'],
    });
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const { azp } = payload;
    if ((audiences.length > 1 || azp !== undefined) && azp !== options.clientId) {
      throw new IdTokenRefusedError(`azp ${String(azp)} is not this client`);
    }
    return {
      issuer,
      subject: String(payload.sub),
      nonce: typeof payload.nonce === 'string' ? payload.nonce : undefined,
      verifiedEmail: verifiedEmailOf(payload),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new IdTokenRefusedError(error.message);
    throw error;
  }
}
