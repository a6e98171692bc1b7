import {
  CaptchaChallenge,
  CurrentUserResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  VerifyCodeRequest,
  VerifyCodeResponse,
} from '@labtrail/contract/auth';
import type { Language } from '@labtrail/contract/auth';
import { ErrorBody } from '@labtrail/contract/error';
import { DomainError } from '../../domain-error';
import { clientAddressKey } from '../../http/client-address-key';
import type { TypedApp } from '../../http/typed-app';
import { accountForAddress } from './accounts';
import type { AuthServices } from './auth-services';
import { registerClientConfigRoute } from './client-config-routes';
import { checkLoginCode, sendLoginCode } from './login-codes';
import { AUTH_MESSAGES } from './messages';
import { notSignedIn } from './require-user';
import type { IpLimits } from './rules';
import { endSession } from './sessions';
import { parseSignInAddress } from './sign-in-address';
import { keepSignInBrowser, signInBrowserOf } from './sign-in-browser';
import { registerAppleRoutes, signInWithGoogle } from './social/social-routes';

export interface AuthRouteSettings {
  ipLimits: IpLimits;
  /** Where the web app sends people who want the mobile app. */
  appDownloadUrl: URL;
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
};

function toLanguage(value: string): Language {
  return value === 'de' ? 'de' : 'us';
}

/**
 * Code sign-in (captcha, code, verify) and Google's id_token. Registers the per-IP limits; the
 * per-address rules live in the services.
 */
function registerSignInRoutes(app: TypedApp, auth: AuthServices, ipLimits: IpLimits): void {
  app.get(
    '/v1/captcha/challenge',
    {
      schema: {
        summary: 'A fresh ALTCHA challenge',
        tags: ['sign-in'],
        response: { 200: CaptchaChallenge },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return auth.captcha.challenge();
    },
  );

  app.post(
    '/v2/user/login',
    {
      config: { rateLimit: ipLimits.codeRequests },
      schema: {
        summary: 'Send a sign-in code by e-mail or SMS, or sign in with a Google id_token',
        description:
          'A code request is answered the same whether or not an account exists for the address. ' +
          'An id_token must carry the nonce the browser kept in the labtrail_sign_in_nonce cookie.',
        tags: ['sign-in'],
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      if ('id_token' in request.body) {
        return signInWithGoogle(request, reply, request.body.id_token, auth.social);
      }
      const address = parseSignInAddress(request.body);
      if (!(await auth.captcha.verify(request.body.captcha)))
        throw new DomainError('captcha_failed', AUTH_MESSAGES.captchaFailed);
      await sendLoginCode(
        auth.loginCodes,
        {
          address,
          network: clientAddressKey(request.ip),
          browser: keepSignInBrowser(request, reply, auth.secureCookie),
        },
        request.body.language ?? 'us',
      );
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/v1/user/verify',
    {
      config: { rateLimit: ipLimits.verifyAttempts },
      schema: {
        summary: 'Trade a sign-in code for a session cookie',
        tags: ['sign-in'],
        body: VerifyCodeRequest,
        response: { 200: VerifyCodeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const address = parseSignInAddress(request.body);
      const language = await checkLoginCode(
        auth.loginCodes,
        { address, network: clientAddressKey(request.ip), browser: signInBrowserOf(request) },
        request.body.code,
      );
      const account = await accountForAddress(auth.accounts, address, language);
      await auth.startSession(reply, account.userId);
      return { data: { user_id: account.userId, created: account.created } };
    },
  );
}

/** Logout and the signed-in person: what a session is asked once it exists. */
function registerSessionRoutes(app: TypedApp, auth: AuthServices): void {
  app.post(
    '/v1/user/logout',
    {
      schema: {
        summary: 'End this session on the server',
        tags: ['sign-in'],
        response: { 200: LogoutResponse, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const token = auth.sessionCookie.tokenOf(request);
      if (token !== undefined) await endSession(auth.sessions, token);
      auth.sessionCookie.clear(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/v1/user/me',
    {
      preHandler: auth.authentication.requireUser,
      schema: {
        summary: 'The signed-in person',
        tags: ['sign-in'],
        response: { 200: CurrentUserResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await auth.repository.findUser(auth.authentication.userIdOf(request));
      if (user === undefined) throw notSignedIn();
      return {
        data: {
          user_id: user.id,
          email: user.email,
          phone: user.phone,
          language: toLanguage(user.language),
        },
      };
    },
  );
}

/** Every route of sign-in: codes, providers, the session, and the web app's run-time settings. */
export function registerAuthRoutes(
  app: TypedApp,
  auth: AuthServices,
  settings: AuthRouteSettings,
): void {
  registerSignInRoutes(app, auth, settings.ipLimits);
  registerSessionRoutes(app, auth);
  registerClientConfigRoute(app, {
    appDownloadUrl: settings.appDownloadUrl,
    signIn: auth.social.signIn,
  });
  registerAppleRoutes(app, auth.social);
}
