import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { createRateLimitCounters } from '../db/rate-limit-counters';

/** Ended windows are deleted at most this often per process. */
const FORGET_INTERVAL_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands a store's `child` at run time: its merged settings and the route. */
interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** One counter per route (or per group the routes name), like the plugin's in-memory store. */
function scopeOf(routeOptions: object): string {
  const options = routeOptions as ChildOptions;
  if (options.groupId !== undefined) return `group:${options.groupId}`;
  const { method, url } = options.routeInfo ?? {};
  if (url === undefined) return 'custom';
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}`;
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every API process
 * on that database counts against one budget per address: with the plugin's default in-memory
 * store, n processes would give each address n times the limit. Windows are fixed and start with
 * an address's first hit (as the in-memory store's do); they run on the app's clock. The plugin's
 * `continueExceeding`, `exponentialBackoff` and `ban` settings are not supported (Labtrail uses
 * none of them).
 */
export function createSharedRateLimitStore(deps: {
  db: Kysely<Database>;
  clock: Clock;
}): FastifyRateLimitStoreCtor {
  const counters = createRateLimitCounters(deps.db);
  let forgetAfter = 0;

  const answer = (callback: Callback, counted: Promise<{ hits: number; windowEndsAt: number }>) => {
    const now = deps.clock.now();
    counted.then(
      ({ hits, windowEndsAt }) => {
        callback(null, { current: hits, ttl: Math.max(0, windowEndsAt - now) });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: { scope?: string }) {
      this.scope = options.scope ?? 'all';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = deps.clock.now();
      const forget = now >= forgetAfter;
      if (forget) forgetAfter = now + FORGET_INTERVAL_MS;
      answer(
        callback,
        (forget ? counters.forgetEnded(now) : Promise.resolve()).then(() =>
          counters.hit(`${this.scope} ${key}`, now, timeWindow),
        ),
      );
    }

    /** The plugin's `{ increment: false }` check: the state without counting a hit. */
    read(key: string, callback: Callback): void {
      answer(callback, counters.peek(`${this.scope} ${key}`, deps.clock.now()));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedRateLimitStore({ scope: scopeOf(routeOptions) });
    }
  };
}
