import type { Kysely } from 'kysely';

/**
 * A document's analysis failure is kept by its code (issue 18), not by its English words, so each
 * interface language words it from one table. Rows written before keep working: their words
 * become the code they stood for.
 */
const CODE_OF_WORDS: Record<string, string> = {
  'The file could not be read as a PDF.': 'unreadable',
  'Reading the document took too long.': 'too_slow',
  'The analysis stopped before it could finish.': 'abandoned',
  'The document could not be analysed.': 'failed',
  'The document holds far more data than a lab report.': 'too_large',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const documents = db as Kysely<{ documents: { error: string | null } }>;
  for (const [words, code] of Object.entries(CODE_OF_WORDS)) {
    await documents
      .updateTable('documents')
      .set({ error: code })
      .where('error', '=', words)
      .execute();
  }
}
