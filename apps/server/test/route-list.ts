import type { FastifyInstance } from 'fastify';

export interface ListedRoute {
  method: string;
  /** Fastify's form: `/v1/user/document/:id`. */
  url: string;
}

/**
 * Every route the app has, read from Fastify's own route tree (`printRoutes`), so a route added
 * anywhere shows up here without this list being told. HEAD twins of GET routes are left out.
 */
export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const routes: ListedRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const url = `${parents.join('')}${match[2] ?? ''}`;
    parents.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '')) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
