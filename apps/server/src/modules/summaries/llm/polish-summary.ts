import type { Language } from '@labtrail/contract/auth';
import { LANGUAGES } from '@labtrail/contract/auth';
import type { SummaryData } from '@labtrail/contract/summaries';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { createSummariesRepository } from '../summaries-repository';
import type { ProseWriter } from './create-prose-writer';
import { mustKeepVerbatim } from './keeps-the-meaning';

/** Whether `text` says anything besides its `verbatim` phrases, which the model may reword. */
function proseBesides(text: string, verbatim: readonly string[]): boolean {
  return verbatim.reduce((rest, phrase) => rest.split(phrase).join(''), text).trim() !== '';
}

/**
 * The free-text fields the model may reword; lists, dates and the concerning items stay the rules'.
 * A summary with an `urgent` text stays exactly as the rules wrote it: whatever puts a value
 * there (a critical value to act on today, or one that needs a doctor within a day or two), a
 * rewording must never soften or bury it. Any other rewording keeps the rules' meaning markers
 * word for word (`lostMeaning`), or that field keeps the rules' text.
 */
async function polish(
  data: SummaryData,
  language: Language,
  writer: ProseWriter,
): Promise<SummaryData> {
  if ((data.urgent ?? '') !== '') return data;
  const [insights, impression] = await Promise.all(
    (['insights', 'overall_impression'] as const).map((field) => {
      const verbatim = mustKeepVerbatim(data, field, language);
      // A field that is all meaning markers (an impression is its tier line and the disclaimer)
      // leaves the model nothing to reword, only something to add: it is not sent.
      return proseBesides(data[field], verbatim)
        ? writer.rewrite(data[field], language, verbatim)
        : Promise.resolve(undefined);
    }),
  );
  return {
    ...data,
    insights: insights ?? data.insights,
    overall_impression: impression ?? data.overall_impression,
  };
}

/**
 * Rewrites the prose of the person's summary `summaryId` through the configured LLM, after the
 * change that wrote it has committed (a model call never holds a transaction open). When a newer
 * summary has replaced it, nothing is done: the newer one has its own job.
 */
export async function polishSummary(
  deps: { db: Kysely<Database>; writer: ProseWriter },
  userId: string,
  summaryId: string,
): Promise<void> {
  const summaries = createSummariesRepository(deps.db);
  const summary = await summaries.findSummary(userId);
  if (summary?.id !== summaryId) return;
  const entries = await Promise.all(
    LANGUAGES.map(
      async (language) =>
        [language, await polish(summary.data[language], language, deps.writer)] as const,
    ),
  );
  const data = Object.fromEntries(entries) as Record<Language, SummaryData>;
  await summaries.updateSummaryData(userId, summary.id, data);
}
