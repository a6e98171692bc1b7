/** What a provider left in /login's address when it sent the browser back (spec §2). */
export type ProviderReturn =
  | { kind: 'google'; idToken: string }
  | { kind: 'apple'; state: string; code: string }
  | { kind: 'refused'; provider: 'google' | 'apple'; error: string };

/**
 * Google returns in the hash (an id_token, or an error); Apple in the query (state and code, or
 * an error) after the server turned its form post into a redirect.
 */
export function providerReturn(hash: string, search: string): ProviderReturn | undefined {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = fragment.get('id_token');
  if (idToken !== null && idToken !== '') return { kind: 'google', idToken };
  const googleError = fragment.get('error');
  if (googleError !== null) return { kind: 'refused', provider: 'google', error: googleError };

  const query = new URLSearchParams(search);
  const state = query.get('state');
  const code = query.get('code');
  if (state !== null && state !== '' && code !== null && code !== '') {
    return { kind: 'apple', state, code };
  }
  const appleError = query.get('error');
  if (appleError !== null) return { kind: 'refused', provider: 'apple', error: appleError };
  return undefined;
}
