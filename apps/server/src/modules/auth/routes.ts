import crypto from 'node:crypto';
import {
  CaptchaChallenge,
  ClientConfig,
  CurrentUserResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  VerifyCodeRequest,
  VerifyCodeResponse,
} from '@labtrail/contract/auth';
import type { Language } from '@labtrail/contract/auth';
import { ErrorBody } from '@labtrail/contract/error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/create-database';
import { clientAddressKey } from '../../http/client-address-key';
import { HttpError } from '../../http/http-error';
import type { TypedApp } from '../../http/typed-app';
import type { Mailer } from '../../mail/mailer';
import type { SmsSender } from '../../sms/sms-sender';
import { accountForAddress } from './accounts';
import { createCaptchaService } from './captcha';
import { checkLoginCode, sendLoginCode } from './login-codes';
import { AUTH_MESSAGES } from './messages';
import { createAuthRepository } from './repository';
import { SESSION_LIFETIME_MS } from './rules';
import type { IpLimits } from './rules';
import { endSession, resolveSession, SESSION_COOKIE, startSession } from './sessions';
import { parseSignInAddress } from './sign-in-address';
import { keepSignInBrowser, signInBrowserOf } from './sign-in-browser';
import { createSocialRepository } from './social/social-repository';
import { registerAppleRoutes, signInWithGoogle } from './social/social-routes';
import type { SocialRouteDependencies } from './social/social-routes';
import { createSocialSignIn } from './social/social-sign-in';

export interface AuthRouteDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
  ipLimits: IpLimits;
}

/** Guards routes that need a person, and tells their handlers who it is. */
export interface Authentication {
  requireUser: (request: FastifyRequest) => Promise<void>;
  userIdOf: (request: FastifyRequest) => string;
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
};

function deriveKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}

function toLanguage(value: string): Language {
  return value === 'de' ? 'de' : 'us';
}

/**
 * Code sign-in (captcha, code, verify), logout and the current person. Registers the per-IP
 * limits; the per-address rules live in the services.
 */
export function registerAuthRoutes(app: TypedApp, deps: AuthRouteDependencies): Authentication {
  const repository = createAuthRepository(deps.database.db);
  const captcha = createCaptchaService({
    secret: deriveKey(deps.secret, 'captcha').toString('hex'),
    clock: deps.clock,
    repository,
  });
  const codeDeps = {
    repository,
    clock: deps.clock,
    codeKey: deriveKey(deps.secret, 'login-code'),
    clientKey: deriveKey(deps.secret, 'sign-in-client'),
    mailer: deps.mailer,
    sms: deps.sms,
  };
  const sessionDeps = { repository, clock: deps.clock };
  const secureCookie = deps.config.publicUrl.protocol === 'https:';
  const signedIn = new WeakMap<FastifyRequest, string>();

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      maxAge: SESSION_LIFETIME_MS / 1000,
    });

  const social: SocialRouteDependencies = {
    signIn: createSocialSignIn({
      google: deps.config.google,
      apple: deps.config.apple,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
      signup: deps.config.signup,
      repository,
      social: createSocialRepository(deps.database.db),
    }),
    secureCookie,
    startSession: async (reply, userId) => {
      setSessionCookie(reply, await startSession(sessionDeps, userId));
    },
  };

  /** Google's authorize endpoint comes from its discovery document; when that fails, no button. */
  const googleClientSettings = async (request: FastifyRequest) => {
    const google = social.signIn.google;
    if (google === undefined) return null;
    try {
      const { authorization_endpoint } = await google.provider.metadata();
      return { client_id: google.clientId, authorization_endpoint };
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in unavailable');
      return null;
    }
  };

  const authentication: Authentication = {
    async requireUser(request) {
      const token = request.cookies[SESSION_COOKIE];
      const userId = token === undefined ? undefined : await resolveSession(sessionDeps, token);
      if (userId === undefined) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
      signedIn.set(request, userId);
    },
    userIdOf(request) {
      const userId = signedIn.get(request);
      if (userId === undefined) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
      return userId;
    },
  };

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
      return captcha.challenge();
    },
  );

  app.post(
    '/v2/user/login',
    {
      config: { rateLimit: deps.ipLimits.codeRequests },
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
        return signInWithGoogle(request, reply, request.body.id_token, social);
      }
      const address = parseSignInAddress(request.body);
      if (!(await captcha.verify(request.body.captcha)))
        throw new HttpError(400, AUTH_MESSAGES.captchaFailed);
      await sendLoginCode(
        codeDeps,
        {
          address,
          network: clientAddressKey(request.ip),
          browser: keepSignInBrowser(request, reply, secureCookie),
        },
        request.body.language ?? 'us',
      );
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/v1/user/verify',
    {
      config: { rateLimit: deps.ipLimits.verifyAttempts },
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
        codeDeps,
        { address, network: clientAddressKey(request.ip), browser: signInBrowserOf(request) },
        request.body.code,
      );
      const account = await accountForAddress(
        { repository, clock: deps.clock, signup: deps.config.signup },
        address,
        language,
      );
      setSessionCookie(reply, await startSession(sessionDeps, account.userId));
      return { data: { user_id: account.userId, created: account.created } };
    },
  );

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
      const token = request.cookies[SESSION_COOKIE];
      if (token !== undefined) await endSession(sessionDeps, token);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  app.get(
    '/v1/user/me',
    {
      preHandler: authentication.requireUser,
      schema: {
        summary: 'The signed-in person',
        tags: ['sign-in'],
        response: { 200: CurrentUserResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await repository.findUser(authentication.userIdOf(request));
      if (user === undefined) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
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

  app.get(
    '/api/client-config',
    {
      schema: {
        summary: 'Settings the web app reads at run time',
        tags: ['meta'],
        response: { 200: ClientConfig },
      },
    },
    async (request) => ({
      app_download_url: deps.config.appDownloadUrl.href,
      google: await googleClientSettings(request),
      apple: social.signIn.apple !== undefined,
    }),
  );

  registerAppleRoutes(app, social);

  return authentication;
}
