import {
  VerifyCodeResponse,
  AppleCallbackBody,
  AppleCallbackQuery,
  AppleLoginResponse,
} from '@labtrail/contract/auth';
import type { AppleCallbackRequest } from '@labtrail/contract/auth';
import { ErrorBody } from '@labtrail/contract/error';
import type { ErrorCode } from '@labtrail/contract/error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { DomainError } from '../../../domain-error';
import { requestLanguage } from '../../../http/request-language';
import type { TypedApp } from '../../../http/typed-app';
import type { Account } from '../accounts';
import { ProviderUnavailableError } from './openid-provider';
import { SIGN_IN_STATE_LIFETIME_MS } from './social-sign-in';
import type { SocialSignIn } from './social-sign-in';
import { SOCIAL_MESSAGES } from './social-messages';
import { IdTokenRefusedError } from './verify-id-token';

/** Set by the web app before it leaves for Google: the nonce the id_token must carry. */
export const SIGN_IN_NONCE_COOKIE = 'labtrail_sign_in_nonce';
/** Set before the browser leaves for Apple: ties the one-time state to this browser. */
export const SIGN_IN_STATE_COOKIE = 'labtrail_sign_in_state';

export interface SocialRouteDependencies {
  signIn: SocialSignIn;
  secureCookie: boolean;
  /** Starts a session for the account and sets its cookie. */
  startSession: (reply: FastifyReply, userId: string) => Promise<void>;
}

/** Apple's form post to /login: only the fields the login screen reads are passed on. */
const AppleFormPost = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 2_000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
});
const FORWARDED_FIELDS = ['state', 'code', 'error'] as const;
const FORM_POST_LIMIT_BYTES = 16 * 1024;

/** What a person hears when a provider step is refused. */
interface Refusal {
  code: ErrorCode;
  message: string;
}

const REFUSALS = {
  google: { code: 'google_sign_in_failed', message: SOCIAL_MESSAGES.googleFailed },
  appleLogin: { code: 'apple_login_failed', message: SOCIAL_MESSAGES.appleLoginFailed },
  appleCallback: { code: 'apple_callback_failed', message: SOCIAL_MESSAGES.appleCallbackFailed },
} as const satisfies Record<string, Refusal>;

/**
 * Runs a provider step, turning a refusal into `refused` and a provider that cannot be reached
 * into `provider_unavailable`. The reason stays in the log: a forger learns nothing from the
 * answer.
 */
async function withProviderErrors<T>(
  request: FastifyRequest,
  refused: Refusal,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof IdTokenRefusedError) {
      request.log.info({ reason: error.message }, 'provider sign-in refused');
      throw new DomainError(refused.code, refused.message);
    }
    if (error instanceof ProviderUnavailableError) {
      request.log.warn({ err: error }, 'sign-in provider unavailable');
      throw new DomainError('provider_unavailable', SOCIAL_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}

/**
 * State and code from the query, as the spec calls it (§7), or from the JSON body older clients
 * send; a callback missing either is refused before Apple is asked.
 */
function appleCallbackFields(
  query: AppleCallbackQuery,
  body: AppleCallbackBody | undefined,
): AppleCallbackRequest {
  const state = query.state ?? body?.state;
  const code = query.code ?? body?.code;
  if (state === undefined || code === undefined) {
    throw new DomainError('invalid_request', SOCIAL_MESSAGES.appleCallbackIncomplete);
  }
  return { state, code };
}

function signedIn(account: Account) {
  return { data: { user_id: account.userId, created: account.created } };
}

/** Apple's sign-in (spec §4, §7): the login call, the callback, and the form post it returns by. */
export function registerAppleRoutes(app: TypedApp, deps: SocialRouteDependencies): void {
  const errors = { 401: ErrorBody, 404: ErrorBody, 502: ErrorBody };
  const stateCookie = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookie,
  };
  const apple = () => {
    if (deps.signIn.apple === undefined) {
      throw new DomainError('apple_not_offered', SOCIAL_MESSAGES.appleNotOffered);
    }
    return deps.signIn.apple;
  };

  app.post(
    '/v1/auth/apple/login',
    {
      schema: {
        summary: 'Start sign-in with Apple: where to send the browser',
        tags: ['sign-in'],
        response: { 200: AppleLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const provider = apple();
      const { redirectUrl, state } = await withProviderErrors(request, REFUSALS.appleLogin, () =>
        provider.start(),
      );
      void reply.setCookie(SIGN_IN_STATE_COOKIE, state, {
        ...stateCookie,
        maxAge: SIGN_IN_STATE_LIFETIME_MS / 1000,
      });
      return { data: { redirect_url: redirectUrl } };
    },
  );

  app.post(
    '/v1/auth/apple/callback',
    {
      schema: {
        summary: 'Finish sign-in with Apple: trade the code for a session cookie',
        description:
          'State and code go in the query string; a JSON body carrying them is still accepted.',
        tags: ['sign-in'],
        querystring: AppleCallbackQuery,
        body: AppleCallbackBody,
        response: { 200: VerifyCodeResponse, 400: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const provider = apple();
      const { state, code } = appleCallbackFields(request.query, request.body);
      const keptState = request.cookies[SIGN_IN_STATE_COOKIE];
      void reply.clearCookie(SIGN_IN_STATE_COOKIE, stateCookie);
      const account = await withProviderErrors(request, REFUSALS.appleCallback, () =>
        provider.finish(state, keptState, code, requestLanguage(request)),
      );
      await deps.startSession(reply, account.userId);
      return signedIn(account);
    },
  );

  // Apple returns by a cross-site form post (its response_mode form_post); the login screen
  // reads state and code from the query, so the post only becomes a redirect there. It changes
  // nothing: the state is checked when the screen calls the callback.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_POST_LIMIT_BYTES },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post(
      '/login',
      { schema: { hide: true, body: AppleFormPost } },
      (request: FastifyRequest<{ Body: Type.Static<typeof AppleFormPost> }>, reply) => {
        const query = new URLSearchParams();
        for (const field of FORWARDED_FIELDS) {
          const value = request.body[field];
          if (value !== undefined) query.set(field, value);
        }
        return reply.redirect(`/login?${query.toString()}`, 303);
      },
    );
    done();
  });
}

/** Google's sign-in step of `POST /v2/user/login {id_token}`; clears the kept nonce either way. */
export async function signInWithGoogle(
  request: FastifyRequest,
  reply: FastifyReply,
  idToken: string,
  deps: SocialRouteDependencies,
) {
  const google = deps.signIn.google;
  if (google === undefined) {
    throw new DomainError('google_not_offered', SOCIAL_MESSAGES.googleNotOffered);
  }
  const keptNonce = request.cookies[SIGN_IN_NONCE_COOKIE];
  void reply.clearCookie(SIGN_IN_NONCE_COOKIE, { path: '/' });
  const account = await withProviderErrors(request, REFUSALS.google, () =>
    google.signIn(idToken, keptNonce, requestLanguage(request)),
  );
  await deps.startSession(reply, account.userId);
  return signedIn(account);
}
