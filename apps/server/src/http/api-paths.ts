import type { FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/v1/', '/v2/'];

/** Paths the API owns: never answered with the web app's index.html. */
function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
}

/** The path as the router reads it: without the query, percent-decoding undone, in lower case. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * Whether a request is the API's. The raw URL cannot tell (`/%761/user` reaches `/v1/user`), so
 * this asks the route the router matched, and judges an unmatched request by its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? decodedPath(request.url));
}
