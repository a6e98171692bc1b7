import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The names of the person's documents by id, for naming where each result came from. */
export async function listDocumentNames(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, string>> {
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'display_name'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(documents.map((document) => [document.id, document.display_name]));
}
