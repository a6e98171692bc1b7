import type { FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/create-database';
import type { Mailer } from '../../mail/mailer';
import type { SmsSender } from '../../sms/sms-sender';
import type { AccountDependencies } from './accounts';
import { deriveAuthKeys } from './auth-keys';
import { createCaptchaService } from './captcha';
import type { CaptchaService } from './captcha';
import type { LoginCodeDependencies } from './login-codes';
import { createAuthRepository } from './repository';
import type { AuthRepository } from './repository';
import { createAuthentication } from './require-user';
import type { Authentication } from './require-user';
import { createSessionCookie } from './session-cookie';
import type { SessionCookie } from './session-cookie';
import { startSession } from './sessions';
import type { SessionDependencies } from './sessions';
import { createSocialRepository } from './social/social-repository';
import type { SocialRouteDependencies } from './social/social-routes';
import { createSocialSignIn } from './social/social-sign-in';

export interface AuthDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** The server's secret: every key of sign-in is derived from it. */
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
}

/** Sign-in wired once: its routes use all of it, other modules only the session guard. */
export interface AuthServices {
  authentication: Authentication;
  repository: AuthRepository;
  captcha: CaptchaService;
  loginCodes: LoginCodeDependencies;
  accounts: AccountDependencies;
  sessions: SessionDependencies;
  social: SocialRouteDependencies;
  /** Starts a session for the person and hands its cookie to the browser. */
  startSession: (reply: FastifyReply, userId: string) => Promise<void>;
  /** Cookies are sent over https only wherever the app is served over https. */
  secureCookie: boolean;
  sessionCookie: SessionCookie;
}

export function createAuthServices(deps: AuthDependencies): AuthServices {
  const { config, clock } = deps;
  const keys = deriveAuthKeys(deps.secret);
  const repository = createAuthRepository(deps.database.db);
  const sessions = { repository, clock };
  const secureCookie = config.publicUrl.protocol === 'https:';
  const sessionCookie = createSessionCookie(secureCookie);
  const startSessionFor = async (reply: FastifyReply, userId: string) => {
    sessionCookie.set(reply, await startSession(sessions, userId));
  };
  return {
    authentication: createAuthentication(sessions, sessionCookie),
    repository,
    captcha: createCaptchaService({ secret: keys.captcha, clock, repository }),
    loginCodes: {
      repository,
      clock,
      codeKey: keys.loginCode,
      clientKey: keys.signInClient,
      mailer: deps.mailer,
      sms: deps.sms,
    },
    accounts: { repository, clock, signup: config.signup },
    sessions,
    social: {
      signIn: createSocialSignIn({
        google: config.google,
        apple: config.apple,
        publicUrl: config.publicUrl,
        clock,
        signup: config.signup,
        repository,
        social: createSocialRepository(deps.database.db),
      }),
      secureCookie,
      startSession: startSessionFor,
    },
    startSession: startSessionFor,
    secureCookie,
    sessionCookie,
  };
}
