import type { Kysely } from 'kysely';
import type { Database, PrivateAliasesTable, ResultChangesTable } from '../../db/schema';
import type { StoredLine } from '../results/stored-unmatched-lines';

/**
 * A person's private aliases, and what mapping a line writes besides its results: the document's
 * remaining unmatched lines and the change trail. Every query is scoped to the person.
 */
export function createPrivateAliasesRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    listAliases(userId: string): Promise<PrivateAliasesTable[]> {
      return db
        .selectFrom('private_aliases')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Name key → biomarker id: what a new analysis of the person's documents reads through. */
    async aliasesByNameKey(userId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('private_aliases')
        .select(['name_key', 'biomarker_id'])
        .where('user_id', '=', userId)
        .execute();
      return new Map(rows.map((row) => [row.name_key, row.biomarker_id]));
    },

    /** The alias, or a new biomarker (and date) for the person's alias of the same name. */
    async saveAlias(alias: PrivateAliasesTable): Promise<void> {
      await db
        .insertInto('private_aliases')
        .values(alias)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'name_key']).doUpdateSet({
            printed_name: alias.printed_name,
            biomarker_id: alias.biomarker_id,
            created_at: alias.created_at,
          }),
        )
        .execute();
    },

    /** False when the person has no alias with this id. */
    async deleteAlias(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('private_aliases')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    /** The lines of the document still unmatched, each keeping its id. */
    async replaceUnmatchedLines(
      userId: string,
      documentId: string,
      lines: readonly StoredLine[],
    ): Promise<void> {
      await db
        .updateTable('documents')
        .set({ unmatched: JSON.stringify(lines) })
        .where('user_id', '=', userId)
        .where('id', '=', documentId)
        .execute();
    },

    async recordChanges(changes: readonly ResultChangesTable[]): Promise<void> {
      if (changes.length === 0) return;
      await db
        .insertInto('result_changes')
        .values([...changes])
        .execute();
    },
  };
}
