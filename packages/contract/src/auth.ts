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

export const LoginCodeResponse = Type.Object(
  { data: Type.Object({ sent: Type.Literal(true) }, { additionalProperties: false }) },
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

export const VerifyCodeResponse = Type.Object(
  {
    data: Type.Object(
      {
        user_id: Type.String(),
        created: Type.Boolean({ description: 'The account was made now' }),
      },
      { additionalProperties: false },
    ),
  },
  { title: 'VerifyCodeResponse', additionalProperties: false },
);
export type VerifyCodeResponse = Type.Static<typeof VerifyCodeResponse>;

/** `POST /v2/user/login`: a code was sent, or (with an id_token) the person is signed in. */
export const LoginResponse = Type.Union([LoginCodeResponse, VerifyCodeResponse], {
  title: 'LoginResponse',
});
export type LoginResponse = Type.Static<typeof LoginResponse>;

/** `POST /v1/auth/apple/login`: where to send the browser to sign in with Apple. */
export const AppleLoginResponse = Type.Object(
  {
    data: Type.Object(
      { redirect_url: Type.String({ format: 'uri' }) },
      { additionalProperties: false },
    ),
  },
  { title: 'AppleLoginResponse', additionalProperties: false },
);
export type AppleLoginResponse = Type.Static<typeof AppleLoginResponse>;

/** `POST /v1/auth/apple/callback`: what Apple sent back to /login. */
export const AppleCallbackRequest = Type.Object(
  {
    state: Type.String({ minLength: 1, maxLength: 200 }),
    code: Type.String({ minLength: 1, maxLength: 2_000 }),
  },
  { title: 'AppleCallbackRequest', additionalProperties: false },
);
export type AppleCallbackRequest = Type.Static<typeof AppleCallbackRequest>;

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
