/**
 * The tables Kysely knows about. Each migration that adds a table adds its row type here;
 * repositories are the only code that queries them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no tables before the first feature migration
export interface Database {}
