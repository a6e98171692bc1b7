import crypto from 'node:crypto';
import type { Language } from '@labtrail/contract/auth';
import type { Clock } from '../../../clock';
import type { AppleConfig, GoogleConfig } from '../../../config';
import type { Account } from '../accounts';
import type { AuthRepository } from '../repository';
import { appleClientSecret } from './apple-client-secret';
import { accountForIdentity } from './identity-accounts';
import { createOpenIdProvider, ProviderUnavailableError } from './openid-provider';
import type { OpenIdProvider } from './openid-provider';
import type { SocialRepository } from './social-repository';
import { IdTokenRefusedError, verifyIdToken } from './verify-id-token';

/** Apple's flow under way lives this long: the person signs in at Apple in between. */
export const SIGN_IN_STATE_LIFETIME_MS = 10 * 60_000;
/** A used nonce is remembered well past the oldest id_token still accepted (10 minutes). */
const USED_NONCE_MEMORY_MS = 60 * 60_000;
const TOKEN_EXCHANGE_TIMEOUT_MS = 10_000;

export interface SocialSignInDependencies {
  google: GoogleConfig | undefined;
  apple: AppleConfig | undefined;
  publicUrl: URL;
  clock: Clock;
  signup: 'open' | 'closed';
  repository: AuthRepository;
  social: SocialRepository;
}

export interface GoogleSignIn {
  clientId: string;
  provider: OpenIdProvider;
  /** Signs in with an id_token from the implicit flow; `keptNonce` is what the browser kept. */
  signIn(idToken: string, keptNonce: string | undefined, language: Language): Promise<Account>;
}

export interface AppleSignIn {
  /** A new one-time state and the URL that sends the browser to Apple with it. */
  start(): Promise<{ redirectUrl: string; state: string }>;
  /** Completes the flow: the state must be the one this browser started and still unused. */
  finish(
    state: string,
    keptState: string | undefined,
    code: string,
    language: Language,
  ): Promise<Account>;
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return crypto.timingSafeEqual(left, right);
}

function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Where both providers send the browser back: the login screen finishes the flow (spec §2). */
export function loginRedirectUri(publicUrl: URL): string {
  return new URL('/login', publicUrl).href;
}

async function exchangeCode(
  provider: OpenIdProvider,
  apple: AppleConfig,
  code: string,
  redirectUri: string,
  now: number,
): Promise<string> {
  const { issuer, token_endpoint: tokenEndpoint } = await provider.metadata();
  let response: Response;
  try {
    response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: apple.clientId,
        client_secret: await appleClientSecret(apple, issuer, now),
      }),
      signal: AbortSignal.timeout(TOKEN_EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(`${tokenEndpoint} could not be reached`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  const idToken = (body as { id_token?: unknown } | undefined)?.id_token;
  if (!response.ok || typeof idToken !== 'string') {
    const problem = (body as { error?: unknown } | undefined)?.error;
    const reason = typeof problem === 'string' ? problem : 'without an id_token';
    throw new IdTokenRefusedError(`The code exchange answered ${response.status} ${reason}`);
  }
  return idToken;
}

/** The two OpenID providers of spec §4; each is undefined when it is not configured. */
export interface SocialSignIn {
  google: GoogleSignIn | undefined;
  apple: AppleSignIn | undefined;
}

/**
 * Sign-in with the two OpenID providers of spec §4 (ARCHITECTURE.md §5). Every refusal throws
 * IdTokenRefusedError, whose reason is for the log.
 */
export function createSocialSignIn(deps: SocialSignInDependencies): SocialSignIn {
  const identityDeps = {
    repository: deps.repository,
    social: deps.social,
    clock: deps.clock,
    signup: deps.signup,
  };
  const redirectUri = loginRedirectUri(deps.publicUrl);

  const useNonceOnce = async (issuer: string, nonce: string) => {
    const now = deps.clock.now();
    const fresh = await deps.social.useNonce(
      sha256(`${issuer} ${nonce}`),
      now + USED_NONCE_MEMORY_MS,
      now,
    );
    if (!fresh) throw new IdTokenRefusedError('The nonce was used before');
  };

  const google = (config: GoogleConfig): GoogleSignIn => {
    const provider = createOpenIdProvider(config.issuer, deps.clock);
    return {
      clientId: config.clientId,
      provider,
      async signIn(idToken, keptNonce, language) {
        if (keptNonce === undefined) throw new IdTokenRefusedError('No nonce was kept');
        const identity = await verifyIdToken(provider, idToken, {
          clientId: config.clientId,
          now: deps.clock.now(),
        });
        if (identity.nonce === undefined || !sameSecret(identity.nonce, keptNonce)) {
          throw new IdTokenRefusedError('The nonce is missing or not the one kept');
        }
        await useNonceOnce(identity.issuer, identity.nonce);
        return accountForIdentity(identityDeps, identity, language);
      },
    };
  };

  const apple = (config: AppleConfig): AppleSignIn => {
    const provider = createOpenIdProvider(config.issuer, deps.clock);
    return {
      async start() {
        const { authorization_endpoint: endpoint } = await provider.metadata();
        const state = randomToken();
        const nonce = randomToken();
        const now = deps.clock.now();
        await deps.social.saveState(
          { state_hash: sha256(state), nonce, expires_at: now + SIGN_IN_STATE_LIFETIME_MS },
          now,
        );
        const url = new URL(endpoint);
        url.search = new URLSearchParams({
          response_type: 'code',
          // Apple sends name and e-mail only to a form post (its "Sign in with Apple" REST docs).
          response_mode: 'form_post',
          client_id: config.clientId,
          redirect_uri: redirectUri,
          scope: 'openid email name',
          state,
          nonce,
        }).toString();
        return { redirectUrl: url.href, state };
      },
      async finish(state, keptState, code, language) {
        if (keptState === undefined || !sameSecret(state, keptState)) {
          throw new IdTokenRefusedError('The state is not the one this browser started');
        }
        const nonce = await deps.social.takeState(sha256(state), deps.clock.now());
        if (nonce === undefined) throw new IdTokenRefusedError('The state is unknown or used');
        const idToken = await exchangeCode(provider, config, code, redirectUri, deps.clock.now());
        const identity = await verifyIdToken(provider, idToken, {
          clientId: config.clientId,
          now: deps.clock.now(),
        });
        if (identity.nonce === undefined || !sameSecret(identity.nonce, nonce)) {
          throw new IdTokenRefusedError('The nonce is missing or not the one sent');
        }
        await useNonceOnce(identity.issuer, identity.nonce);
        return accountForIdentity(identityDeps, identity, language);
      },
    };
  };

  return {
    google: deps.google === undefined ? undefined : google(deps.google),
    apple: deps.apple === undefined ? undefined : apple(deps.apple),
  };
}
