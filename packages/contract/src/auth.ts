import Type from 'typebox';

export const LANGUAGES = ['us', 'de'] as const;
export const Language = Type.Union([Type.Literal('us'), Type.Literal('de')], {
  description: 'Interface language; the code mail and SMS are written in it',
});
export type Language = Type.Static<typeof Language>;

/** An ALTCHA (v2) challenge as altcha-lib creates it; the widget reads it as it is. */
export const CaptchaChallenge = Type.Object(
  {
    parameters: Type.Object(
      {
        algorithm: Type.String(),
        nonce: Type.String(),
        salt: Type.String(),
        cost: Type.Number(),
        keyLength: Type.Number(),
        keyPrefix: Type.String(),
        keySignature: Type.Optional(Type.String()),
        memoryCost: Type.Optional(Type.Number()),
        parallelism: Type.Optional(Type.Number()),
        expiresAt: Type.Optional(Type.Number()),
        data: Type.Optional(
          Type.Record(
            Type.String(),
            Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
          ),
        ),
      },
      { additionalProperties: false },
    ),
    signature: Type.Optional(Type.String()),
  },
  { title: 'CaptchaChallenge', additionalProperties: false },
);
export type CaptchaChallenge = Type.Static<typeof CaptchaChallenge>;

/** `POST /v2/user/login`: asks for a sign-in code (spec §7). Exactly one of email and phone. */
export const LoginCodeRequest = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    captcha: Type.String({ minLength: 1, maxLength: 10_000, description: 'The ALTCHA payload' }),
    language: Type.Optional(Language),
  },
  { title: 'LoginCodeRequest', additionalProperties: false },
);
export type LoginCodeRequest = Type.Static<typeof LoginCodeRequest>;

/** The data of a code request's answer. */
export const LoginCodeSent = Type.Object(
  { sent: Type.Literal(true) },
  { title: 'LoginCodeSent', additionalProperties: false },
);
export type LoginCodeSent = Type.Static<typeof LoginCodeSent>;

export const LoginCodeResponse = Type.Object(
  { data: LoginCodeSent },
  { title: 'LoginCodeResponse', additionalProperties: false },
);
export type LoginCodeResponse = Type.Static<typeof LoginCodeResponse>;

/** `POST /v2/user/login` with an id_token: sign-in with the first social provider (spec §4). */
export const IdTokenLoginRequest = Type.Object(
  {
    id_token: Type.String({
      minLength: 1,
      maxLength: 10_000,
      description: 'The id_token the provider put into the /login hash',
    }),
  },
  { title: 'IdTokenLoginRequest', additionalProperties: false },
);
export type IdTokenLoginRequest = Type.Static<typeof IdTokenLoginRequest>;

/** `POST /v2/user/login`: asks for a code, or signs in with a provider's id_token. */
export const LoginRequest = Type.Union([LoginCodeRequest, IdTokenLoginRequest], {
  title: 'LoginRequest',
});
export type LoginRequest = Type.Static<typeof LoginRequest>;

/** `POST /v1/user/verify`: trades the code for a session cookie (spec §7). */
export const VerifyCodeRequest = Type.Object(
  {
    tz_offset: Type.Number(),
    version: Type.String({ maxLength: 20 }),
    code: Type.String({ maxLength: 20 }),
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { title: 'VerifyCodeRequest', additionalProperties: false },
);
export type VerifyCodeRequest = Type.Static<typeof VerifyCodeRequest>;

/** The data of every sign-in's answer: who is now signed in. */
export const SignedIn = Type.Object(
  {
    user_id: Type.String(),
    created: Type.Boolean({ description: 'The account was made now' }),
  },
  { title: 'SignedIn', additionalProperties: false },
);
export type SignedIn = Type.Static<typeof SignedIn>;

export const VerifyCodeResponse = Type.Object(
  { data: SignedIn },
  { title: 'VerifyCodeResponse', additionalProperties: false },
);
export type VerifyCodeResponse = Type.Static<typeof VerifyCodeResponse>;

/** `POST /v2/user/login`: a code was sent, or (with an id_token) the person is signed in. */
export const LoginResponse = Type.Union([LoginCodeResponse, VerifyCodeResponse], {
  title: 'LoginResponse',
});
export type LoginResponse = Type.Static<typeof LoginResponse>;

/** `POST /v1/auth/apple/login`: where to send the browser to sign in with Apple. */
/** The data of the Apple login call's answer: where the browser goes next. */
export const AppleRedirect = Type.Object(
  { redirect_url: Type.String({ format: 'uri' }) },
  { title: 'AppleRedirect', additionalProperties: false },
);
export type AppleRedirect = Type.Static<typeof AppleRedirect>;

export const AppleLoginResponse = Type.Object(
  { data: AppleRedirect },
  { title: 'AppleLoginResponse', additionalProperties: false },
);
export type AppleLoginResponse = Type.Static<typeof AppleLoginResponse>;

const AppleState = Type.String({ minLength: 1, maxLength: 200 });
const AppleCode = Type.String({ minLength: 1, maxLength: 2_000 });

/** What Apple sent back to /login: its one-time state and authorization code. */
export const AppleCallbackRequest = Type.Object(
  { state: AppleState, code: AppleCode },
  { title: 'AppleCallbackRequest', additionalProperties: false },
);
export type AppleCallbackRequest = Type.Static<typeof AppleCallbackRequest>;

/** `POST /v1/auth/apple/callback?state=…&code=…`: the spec's form (§7), state and code in the query. */
export const AppleCallbackQuery = Type.Object(
  { state: Type.Optional(AppleState), code: Type.Optional(AppleCode) },
  {
    title: 'AppleCallbackQuery',
    description: 'State and code as Apple sent them; required unless the body carries them',
  },
);
export type AppleCallbackQuery = Type.Static<typeof AppleCallbackQuery>;

/** The older form of the callback, still accepted: state and code in a JSON body. */
export const AppleCallbackBody = Type.Union([AppleCallbackRequest, Type.Null()], {
  description: 'Older clients send state and code here; the query form needs no body',
});
export type AppleCallbackBody = Type.Static<typeof AppleCallbackBody>;

export const LogoutResponse = Type.Object(
  { success: Type.Literal(true) },
  { title: 'LogoutResponse', additionalProperties: false },
);
export type LogoutResponse = Type.Static<typeof LogoutResponse>;

/** `GET /api/client-config`: settings the web app needs at run time. */
export const ClientConfig = Type.Object(
  {
    app_download_url: Type.String({ format: 'uri' }),
    google: Type.Union(
      [
        Type.Object(
          {
            client_id: Type.String(),
            authorization_endpoint: Type.String({ format: 'uri' }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'Google sign-in, or null when this server does not offer it' },
    ),
    apple: Type.Boolean({ description: 'Whether this server offers sign-in with Apple' }),
  },
  { title: 'ClientConfig', additionalProperties: false },
);
export type ClientConfig = Type.Static<typeof ClientConfig>;

/** `GET /v1/user/me`: the signed-in person. */
export const CurrentUserResponse = Type.Object(
  {
    data: Type.Object(
      {
        user_id: Type.String(),
        email: Type.Union([Type.String(), Type.Null()]),
        phone: Type.Union([Type.String(), Type.Null()]),
        language: Language,
      },
      { additionalProperties: false },
    ),
  },
  { title: 'CurrentUserResponse', additionalProperties: false },
);
export type CurrentUserResponse = Type.Static<typeof CurrentUserResponse>;
