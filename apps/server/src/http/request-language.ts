import type { Language } from '@labtrail/contract/auth';
import type { FastifyRequest } from 'fastify';

/** The interface language the web app asks in (its Accept-Language); English otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  return header.trim().toLowerCase().startsWith('de') ? 'de' : 'us';
}
