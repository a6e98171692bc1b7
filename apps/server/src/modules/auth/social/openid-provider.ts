import { createLocalJWKSet, errors } from 'jose';
import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';
import type { Clock } from '../../../clock';

/** The parts of a provider's discovery document sign-in uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface OpenIdProvider {
  metadata(): Promise<ProviderMetadata>;
  /** Finds the provider's key for a token header; refetches the key set once for an unknown kid. */
  keys: JWTVerifyGetKey;
}

/** The provider could not be reached or answered something unusable. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

const FETCH_TIMEOUT_MS = 10_000;
/** Used when an answer names no lifetime. */
const DEFAULT_CACHE_MS = 5 * 60_000;
/** A token with an unknown kid may refetch the keys at most this often, so forged kids cannot flood the provider. */
const REFETCH_COOLDOWN_MS = 30_000;

interface Cached<T> {
  value: T;
  fetchedAt: number;
  expiresAt: number;
}

function cacheLifetimeMs(response: Response): number {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/\bno-(store|cache)\b/.test(cacheControl)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControl)?.[1];
  return maxAge === undefined ? DEFAULT_CACHE_MS : Number(maxAge) * 1000;
}

async function fetchJson(url: string): Promise<{ body: unknown; lifetimeMs: number }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(`${url} could not be reached`, { cause: error });
  }
  if (!response.ok) throw new ProviderUnavailableError(`${url} answered ${response.status}`);
  try {
    return { body: await response.json(), lifetimeMs: cacheLifetimeMs(response) };
  } catch (error) {
    throw new ProviderUnavailableError(`${url} did not answer JSON`, { cause: error });
  }
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function parseMetadata(body: unknown, issuer: URL): ProviderMetadata {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const field = (name: keyof ProviderMetadata): string => {
    const value = record[name];
    if (typeof value !== 'string') {
      throw new ProviderUnavailableError(`The discovery document has no ${name}`);
    }
    return value;
  };
  const metadata: ProviderMetadata = {
    issuer: field('issuer'),
    authorization_endpoint: field('authorization_endpoint'),
    token_endpoint: field('token_endpoint'),
    jwks_uri: field('jwks_uri'),
  };
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (withoutTrailingSlash(metadata.issuer) !== withoutTrailingSlash(issuer.href)) {
    throw new ProviderUnavailableError(`The discovery document names issuer ${metadata.issuer}`);
  }
  return metadata;
}

function isKeySet(body: unknown): body is JSONWebKeySet {
  return (
    typeof body === 'object' && body !== null && Array.isArray((body as { keys?: unknown }).keys)
  );
}

/**
 * An OpenID provider known by its issuer URL: the discovery document and the signing keys are
 * fetched when needed and kept as long as the provider's Cache-Control allows.
 */
export function createOpenIdProvider(issuer: URL, clock: Clock): OpenIdProvider {
  let metadata: Cached<ProviderMetadata> | undefined;
  let keySet: Cached<ReturnType<typeof createLocalJWKSet>> | undefined;

  const loadMetadata = async (): Promise<ProviderMetadata> => {
    const now = clock.now();
    if (metadata !== undefined && metadata.expiresAt > now) return metadata.value;
    const url = `${withoutTrailingSlash(issuer.href)}/.well-known/openid-configuration`;
    const { body, lifetimeMs } = await fetchJson(url);
    const value = parseMetadata(body, issuer);
    metadata = { value, fetchedAt: now, expiresAt: now + lifetimeMs };
    return value;
  };

  const loadKeys = async (force: boolean) => {
    const now = clock.now();
    const reusable = force
      ? (cached: Cached<unknown>) => now - cached.fetchedAt < REFETCH_COOLDOWN_MS
      : (cached: Cached<unknown>) => cached.expiresAt > now;
    if (keySet !== undefined && reusable(keySet)) return keySet.value;
    const { body, lifetimeMs } = await fetchJson((await loadMetadata()).jwks_uri);
    if (!isKeySet(body)) throw new ProviderUnavailableError('The key set has no keys');
    keySet = { value: createLocalJWKSet(body), fetchedAt: now, expiresAt: now + lifetimeMs };
    return keySet.value;
  };

  return {
    metadata: loadMetadata,
    keys: async (header, token) => {
      try {
        return await (
          await loadKeys(false)
        )(header, token);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        // The provider may have rotated its keys since they were fetched.
        return (await loadKeys(true))(header, token);
      }
    },
  };
}
