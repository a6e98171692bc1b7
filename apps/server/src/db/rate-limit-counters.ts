import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface CounterState {
  /** Hits in the current window, this one included. */
  hits: number;
  windowEndsAt: number;
}

/** Request counters shared by every process on one database (fixed windows per key). */
export function createRateLimitCounters(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit for `key`, in one atomic statement on SQLite and PostgreSQL: a first hit (or
     * the first after the window ended) opens a window of `windowMs`, later ones add to it. Two
     * processes counting at once both land in the same row, so neither hit is lost.
     */
    async hit(key: string, now: number, windowMs: number): Promise<CounterState> {
      const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${now}`;
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, hits: 1, window_ends_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
            window_ends_at: sql<number>`case when ${ended} then cast(${now + windowMs} as bigint)
              else rate_limit_counters.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, windowEndsAt: row.window_ends_at };
    },

    /** The current window of `key` without counting; no hits when none is open. */
    async peek(key: string, now: number): Promise<CounterState> {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', key)
        .where('window_ends_at', '>', now)
        .executeTakeFirst();
      return row === undefined
        ? { hits: 0, windowEndsAt: now }
        : { hits: row.hits, windowEndsAt: row.window_ends_at };
    },

    /** Deletes the counters whose window has ended. */
    async forgetEnded(now: number): Promise<void> {
      await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).execute();
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
