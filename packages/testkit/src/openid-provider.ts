import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import type { JWK, JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/** The account a person "signs in as" at the local provider. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** The Apple-like client's credentials: the app signs its client secret with this key. */
export interface AppleTestCredentials {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKeyPem: string;
}

export interface LocalOpenIdProvider {
  /** The issuer URL (also the base of every endpoint). */
  issuer: string;
  googleClientId: string;
  apple: AppleTestCredentials;
  /** The key the provider signs id_tokens with, for tests that mint tokens the provider could have made. */
  signIdToken(claims: JWTPayload, options?: { kid?: string }): Promise<string>;
  /** Labtrail's settings (GOOGLE_*, APPLE_*) that point both sign-ins at this provider. */
  env: Record<string, string>;
  /** The `kid` of the provider's signing key. */
  keyId: string;
  /** Client secrets the token endpoint refused, newest last (e.g. a wrongly signed Apple secret). */
  refusedClientSecrets: string[];
  stop(): Promise<void>;
}

interface SchemaPrototype {
  invalidate: (message: string, code?: string) => void;
}

const APPLE_SECRET_MAX_LIFETIME_S = 15_777_000;
const REGISTERED_APPLE_SECRET = 'the-secret-behind-the-jwt-check';

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The provider's sign-in page: whoever submits it is signed in as the account they type. */
function loginPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><title>Local provider sign-in</title></head><body>
<h1>Sign in to continue to ${escapeHtml(clientId)}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Subject <input name="sub" required></label>
<label>E-mail <input name="email" type="email"></label>
<label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label>
<label>Name <input name="name"></label>
<button type="submit">Continue</button>
</form></body></html>`;
}

/**
 * A real OpenID provider (oidc-provider) on a free loopback port, standing in for Google (an
 * implicit-flow client answering with an id_token in the hash) and Apple (a code-flow client whose
 * client secret is an ES256 JWT, checked here as Apple checks it). Its sign-in page takes the
 * account to sign in as, so tests choose subjects and e-mails.
 */
export async function startOpenIdProvider(options: {
  /** Where both clients return: the app's /login. */
  redirectUri: string;
}): Promise<LocalOpenIdProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signing = await generateKeyPair('RS256', { extractable: true });
  const keyId = 'local-provider-key';
  const signingJwk: JWK = {
    ...(await exportJWK(signing.privateKey)),
    kid: keyId,
    alg: 'RS256',
    use: 'sig',
  };
  const appleKey = await generateKeyPair('ES256', { extractable: true });
  const apple: AppleTestCredentials = {
    clientId: 'labtrail-apple',
    teamId: 'TEAM123456',
    keyId: 'APPLEKEY01',
    privateKeyPem: await exportPKCS8(appleKey.privateKey),
  };
  const googleClientId = 'labtrail-google.apps.example';
  const accounts = new Map<string, ProviderAccount>();

  const provider = new Provider(issuer, {
    jwks: { keys: [signingJwk] },
    clients: [
      {
        client_id: googleClientId,
        response_types: ['id_token'],
        grant_types: ['implicit'],
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'none',
      },
      {
        client_id: apple.clientId,
        client_secret: REGISTERED_APPLE_SECRET,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      name: ['name'],
    },
    // Like Apple and Google: the id_token itself carries the e-mail, not only the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => false },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub) ?? { sub };
      return { accountId: sub, claims: () => ({ ...account, sub }) };
    },
    cookies: { keys: ['local-provider-cookie-key'] },
  });
  // The implicit flow refuses http and localhost redirects; this provider only ever serves tests.
  // (Client.Schema is not in the package's types.)
  const schema = (provider.Client as unknown as { Schema: { prototype: SchemaPrototype } }).Schema
    .prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function relaxed(message, code) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };

  const refusedClientSecrets: string[] = [];
  const appleSecretProblem = async (secret: string): Promise<string | undefined> => {
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, appleKey.publicKey, {
        algorithms: ['ES256'],
        issuer: apple.teamId,
        subject: apple.clientId,
        audience: issuer,
      });
      if (protectedHeader.kid !== apple.keyId) return 'wrong kid';
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > APPLE_SECRET_MAX_LIFETIME_S) {
        return 'valid for more than six months';
      }
      return undefined;
    } catch (error) {
      return String(error);
    }
  };

  const callback = provider.callback();
  server.on('request', (request: http.IncomingMessage & { body?: string }, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', issuer);
      const interaction = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
      if (interaction !== null && request.method === 'GET') {
        const details = await provider.interactionDetails(request, response);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(loginPage(details.uid, String(details.params.client_id)));
        return;
      }
      if (interaction !== null && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        const details = await provider.interactionDetails(request, response);
        const sub = form.get('sub') ?? 'anonymous';
        const email = form.get('email') ?? '';
        const name = form.get('name') ?? '';
        accounts.set(sub, {
          sub,
          ...(email === '' ? {} : { email, email_verified: form.get('email_verified') === 'true' }),
          ...(name === '' ? {} : { name }),
        });
        const grant = new provider.Grant({
          accountId: sub,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        // Apple's client secret is a JWT signed by the team's key; checked here, then replaced by
        // the secret oidc-provider knows (it reads an already parsed body from request.body).
        const form = new URLSearchParams(await readBody(request));
        if (form.get('client_id') === apple.clientId) {
          const secret = form.get('client_secret') ?? '';
          const problem = await appleSecretProblem(secret);
          if (problem !== undefined) {
            refusedClientSecrets.push(secret);
            response.writeHead(401, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ error: 'invalid_client', error_description: problem }));
            return;
          }
          form.set('client_secret', REGISTERED_APPLE_SECRET);
        }
        request.body = form.toString();
      }
      await callback(request, response);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });

  return {
    issuer,
    googleClientId,
    apple,
    keyId,
    refusedClientSecrets,
    env: {
      GOOGLE_CLIENT_ID: googleClientId,
      GOOGLE_ISSUER: issuer,
      APPLE_CLIENT_ID: apple.clientId,
      APPLE_TEAM_ID: apple.teamId,
      APPLE_KEY_ID: apple.keyId,
      APPLE_PRIVATE_KEY: apple.privateKeyPem,
      APPLE_ISSUER: issuer,
    },
    signIdToken: (claims, signOptions) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: signOptions?.kid ?? keyId })
        .sign(signing.privateKey),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
