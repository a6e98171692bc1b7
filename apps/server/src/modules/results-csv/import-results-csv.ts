import type { Language } from '@labtrail/contract/auth';
import type { CsvImportResponse, CsvPreviewResponse } from '@labtrail/contract/results-csv';
import type { Clock } from '../../clock';
import type { ResultsTable } from '../../db/schema';
import { tidyNumber } from '../biomarkers/assess-value';
import { localise } from '../biomarkers/localise';
import { testDateWindow } from '../biomarkers/test-date-rule';
import type { NewResult, ResultsService } from '../results/record-results';
import { fitsResultLimit, tooManyResults, tooManyValues } from '../results/result-limits';
import type { ResultLimits } from '../results/result-limits';
import { readResultsCsv } from './read-results-csv';
import type { CsvLineResult, ResultsCsv } from './read-results-csv';

/** A result's identity for "already there": the same biomarker, day and value. */
function keyOf(biomarkerId: number, testDate: string, value: number): string {
  return `${String(biomarkerId)}|${testDate}|${String(tidyNumber(value))}`;
}

function keyOfResult(result: NewResult): string {
  return keyOf(result.biomarkerId, result.testDate, result.value);
}

/** The file's lines not in the history yet (nor earlier in the file), and how many are. */
function leaveOutPresent(
  rows: readonly CsvLineResult[],
  existing: readonly ResultsTable[],
): { fresh: CsvLineResult[]; alreadyPresent: number } {
  const seen = new Set(
    existing.map((result) => keyOf(result.biomarker_id, result.test_date, result.value)),
  );
  const fresh: CsvLineResult[] = [];
  for (const row of rows) {
    const key = keyOfResult(row.result);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(row);
  }
  return { fresh, alreadyPresent: rows.length - fresh.length };
}

export interface CsvImportDependencies {
  clock: Clock;
  results: ResultsService;
  listResults: (userId: string) => Promise<ResultsTable[]>;
  /** The person's year of birth, when their profile gives it: no test is older. */
  findBirthYear: (userId: string) => Promise<number | null>;
  limits: ResultLimits;
}

/**
 * Importing results from a CSV file in two steps that read the file the same way: a preview that
 * writes nothing, then the import itself, which adds through the results service (the summary is
 * rewritten in the same transaction) only what is not in the person's history yet. A file the
 * import would refuse for its size (too many values, or more than the person may keep) is refused
 * by the preview already, with the same answer.
 */
export function createCsvImport(deps: CsvImportDependencies) {
  async function read(userId: string, csv: string, language: Language): Promise<ResultsCsv> {
    const window = testDateWindow(deps.clock.now(), await deps.findBirthYear(userId));
    return readResultsCsv(csv, { language, window });
  }

  return {
    async preview(userId: string, csv: string, language: Language): Promise<CsvPreviewResponse> {
      const file = await read(userId, csv, language);
      const existing = await deps.listResults(userId);
      const { fresh, alreadyPresent } = leaveOutPresent(file.rows, existing);
      if (fresh.length > deps.limits.valuesPerImport) throw tooManyValues(deps.limits);
      if (!fitsResultLimit(deps.limits, { held: existing.length, adding: fresh.length }))
        throw tooManyResults(deps.limits);
      const text = localise(language);
      return {
        rows: fresh.map(({ line, biomarker, result, printed }) => ({
          line,
          date: result.testDate,
          biomarker_id: biomarker.id,
          biomarker_name: text.biomarkerName(biomarker),
          value: tidyNumber(result.value),
          ...(result.valueText === undefined ? {} : { value_text: result.valueText }),
          ...(result.comparator === null ? {} : { comparator: result.comparator }),
          unit: biomarker.unit,
          ...(typeof result.flagCause === 'string' ? { flagged_reason: result.flagCause } : {}),
          printed,
        })),
        unmatched: file.unmatched,
        already_present: alreadyPresent,
      };
    },

    async confirm(userId: string, csv: string, language: Language): Promise<CsvImportResponse> {
      const file = await read(userId, csv, language);
      let alreadyPresent = 0;
      const added = await deps.results.addImportedResults(userId, (existing) => {
        const chosen = leaveOutPresent(file.rows, existing);
        alreadyPresent = chosen.alreadyPresent;
        return chosen.fresh.map((row) => row.result);
      });
      return { added, already_present: alreadyPresent, unmatched: file.unmatched.length };
    },
  };
}

export type CsvImport = ReturnType<typeof createCsvImport>;
