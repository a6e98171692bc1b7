import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue 21: where each value and each unmatched line of a document is printed. A result keeps its
 * provenance as JSON in a nullable column (values entered by hand and values read before this
 * migration have none); a document's unmatched lines stay JSON in `documents.unmatched`, and each
 * line gets a stable `line_id` so that a later correction can name the line it maps. Lines stored
 * before get theirs here; they have no page boxes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('results').addColumn('provenance', 'text').execute();
  const documents = await sql<{ id: string; unmatched: string }>`
    select id, unmatched from documents where unmatched is not null
  `.execute(db);
  for (const document of documents.rows) {
    const lines: unknown = JSON.parse(document.unmatched);
    if (!Array.isArray(lines)) continue;
    const withIds: unknown[] = lines.map((line: unknown) =>
      typeof line === 'object' && line !== null && !('line_id' in line)
        ? { ...line, line_id: crypto.randomUUID() }
        : line,
    );
    await sql`update documents set unmatched = ${JSON.stringify(withIds)} where id = ${document.id}`.execute(
      db,
    );
  }
}
