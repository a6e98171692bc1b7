import { PATHS } from '../../lib/paths';

/** Read by the server to check the id_token's nonce (ARCHITECTURE.md §5). */
export const SIGN_IN_NONCE_COOKIE = 'labtrail_sign_in_nonce';
const NONCE_LIFETIME_S = 10 * 60;

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * Keeps a fresh nonce for the server's check and returns the URL of Google's authorize step
 * (spec §4): an id_token, scope openid profile email, back to /login on this origin.
 */
export function googleAuthorizeUrl(google: {
  client_id: string;
  authorization_endpoint: string;
}): string {
  const nonce = randomNonce();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGN_IN_NONCE_COOKIE}=${nonce}; Path=/; Max-Age=${NONCE_LIFETIME_S}; SameSite=Lax${secure}`;
  const url = new URL(google.authorization_endpoint);
  url.searchParams.set('client_id', google.client_id);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid profile email');
  url.searchParams.set('redirect_uri', `${window.location.origin}${PATHS.login}`);
  url.searchParams.set('nonce', nonce);
  return url.href;
}
