import { importPKCS8, SignJWT } from 'jose';
import type { AppleConfig } from '../../../config';

/** Apple allows up to six months; a short life means a leaked secret is soon worthless. */
const CLIENT_SECRET_LIFETIME_S = 5 * 60;

/**
 * The client secret Apple's token endpoint wants: a JWT signed with the team's key (ES256),
 * issued by the team to Apple for this client.
 */
export async function appleClientSecret(
  apple: AppleConfig,
  audience: string,
  now: number,
): Promise<string> {
  const key = await importPKCS8(apple.privateKey, 'ES256');
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CLIENT_SECRET_LIFETIME_S)
    .sign(key);
}
