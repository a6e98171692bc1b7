import { ClientConfig } from '@labtrail/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/typed-app';
import type { SocialSignIn } from './social/social-sign-in';

export interface ClientConfigDependencies {
  appDownloadUrl: URL;
  signIn: SocialSignIn;
}

/** Google's authorize endpoint comes from its discovery document; when that fails, no button. */
async function googleClientSettings(request: FastifyRequest, signIn: SocialSignIn) {
  const google = signIn.google;
  if (google === undefined) return null;
  try {
    const { authorization_endpoint } = await google.provider.metadata();
    return { client_id: google.clientId, authorization_endpoint };
  } catch (error) {
    request.log.warn({ err: error }, 'Google sign-in unavailable');
    return null;
  }
}

/** `GET /api/client-config`: what the web app learns at run time, such as which sign-ins exist. */
export function registerClientConfigRoute(app: TypedApp, deps: ClientConfigDependencies): void {
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
      app_download_url: deps.appDownloadUrl.href,
      google: await googleClientSettings(request, deps.signIn),
      apple: deps.signIn.apple !== undefined,
    }),
  );
}
