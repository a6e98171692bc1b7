import type { Migration } from 'kysely';

/**
 * Every migration, keyed by a name that sorts in the order they must run ("0001-users", …).
 * Feature issues append theirs here.
 */
export const migrations: Record<string, Migration> = {};
