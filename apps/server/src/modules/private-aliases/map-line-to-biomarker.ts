import crypto from 'node:crypto';
import { REVIEW_MESSAGES } from '@labtrail/contract/review';
import type { PrintedRow, ValueSnapshot } from '@labtrail/contract/review';
import type { Kysely } from 'kysely';
import type { Database, ResultChangesTable, ResultsTable } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { normaliseName } from '../biomarkers/printed/catalogue-index';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { createDocumentsRepository } from '../documents/documents-repository';
import { RESULT_MESSAGES } from '../results/messages';
import type { NewResult, ResultsService } from '../results/record-results';
import { createResultsRepository } from '../results/results-repository';
import { provenanceOf } from '../results/result-snapshot';
import { rowKeyOf } from '../results/row-key';
import { readStoredLines } from '../results/stored-unmatched-lines';
import type { StoredLine } from '../results/stored-unmatched-lines';
import { documentDecimal } from './document-decimal';
import { documentTestDate } from './document-test-date';
import { createPrivateAliasesRepository } from './private-aliases-repository';
import type { LineProblem } from './read-line-as-biomarker';
import { readLineAsBiomarker } from './read-line-as-biomarker';

/** The person's word: this line of this document is this biomarker. */
export interface LineMapping {
  userId: string;
  documentId: string;
  lineId: string;
  biomarkerId: number;
  /** The unit the person chose, when the printed one is not one of the biomarker's. */
  unit: string | undefined;
}

function refusal(problem: LineProblem): DomainError {
  switch (problem.kind) {
    case 'unreadable':
      return new DomainError('unreadable_line', REVIEW_MESSAGES.unreadableLine);
    case 'unit':
      return new DomainError('unknown_unit', REVIEW_MESSAGES.unknownUnit);
    case 'implausible':
      return new DomainError('implausible_value', REVIEW_MESSAGES.implausibleValue);
  }
}

/** What the document's values printed, for its number style; none for values read before 0016. */
function printedOfResult(result: ResultsTable): PrintedRow[] {
  const source = provenanceOf(result);
  return source === undefined ? [] : [source.printed];
}

function snapshotOf(result: NewResult, biomarker: CatalogueBiomarker): ValueSnapshot {
  return {
    value: result.value,
    value_text: result.valueText ?? null,
    comparator: result.comparator,
    unit: biomarker.unit,
    test_date: result.testDate,
  };
}

interface MappedLine {
  line: StoredLine;
  result: NewResult;
}

/**
 * The lines of the document the mapping turns into values: the one the person chose, which must
 * read, and every other line printing the same name that reads too (the person's unit applies to
 * those printing the same unit). The rest stay unmatched.
 */
async function readMappedLines(
  trx: Kysely<Database>,
  mapping: LineMapping,
  biomarker: CatalogueBiomarker,
): Promise<{ mapped: MappedLine[]; lines: StoredLine[]; nameKey: string; printedName: string }> {
  const document = await createDocumentsRepository(trx).findDocument(
    mapping.userId,
    mapping.documentId,
  );
  // Another person's document answers exactly like a line that does not exist.
  if (document === undefined) throw new DomainError('line_not_found', REVIEW_MESSAGES.lineNotFound);
  // An analysis under way replaces the lines: a mapping now would be lost with them.
  if (document.status === 'pending' || document.status === 'processing')
    throw new DomainError('still_analysing', REVIEW_MESSAGES.stillAnalysing);
  const lines = readStoredLines(document.unmatched);
  const chosen = lines.find((line) => line.line_id === mapping.lineId);
  if (chosen === undefined) throw new DomainError('line_not_found', REVIEW_MESSAGES.lineNotFound);
  const results = await createResultsRepository(trx).listDocumentResults(
    mapping.userId,
    document.id,
  );
  const context = {
    testDate: documentTestDate(document, document.report_date),
    decimal: documentDecimal([
      ...results.flatMap(printedOfResult),
      ...lines.map((line) => ({ value: line.value, range: line.ref_range })),
    ]),
    hasPages: document.content_kind === 'pdf',
  };
  const first = readLineAsBiomarker(chosen, biomarker, { ...context, unit: mapping.unit });
  if ('problem' in first) throw refusal(first.problem);
  const nameKey = normaliseName(chosen.name);
  const mapped: MappedLine[] = [{ line: chosen, result: first.result }];
  for (const line of lines) {
    if (line === chosen || nameKey === '' || normaliseName(line.name) !== nameKey) continue;
    const unit = line.unit === chosen.unit ? mapping.unit : undefined;
    const read = readLineAsBiomarker(line, biomarker, { ...context, unit });
    if ('result' in read) mapped.push({ line, result: read.result });
  }
  return { mapped, lines, nameKey, printedName: chosen.name };
}

/**
 * Maps an unmatched line of one of the person's documents to a catalogue biomarker, in one
 * transaction with the summary: the printed name becomes the person's private alias (a new
 * mapping of the same name replaces the biomarker), every line of the document printing that
 * name which reads as the biomarker becomes a value and leaves the unmatched lines, and each
 * gets a 'mapped' entry in the change trail.
 */
export async function mapLineToBiomarker(
  results: ResultsService,
  mapping: LineMapping,
): Promise<void> {
  const biomarker = findBiomarker(mapping.biomarkerId);
  if (biomarker === undefined)
    throw new DomainError('unknown_biomarker', RESULT_MESSAGES.unknownBiomarker);
  await results.addDocumentResults(mapping.userId, mapping.documentId, async (trx, now) => {
    const { mapped, lines, nameKey, printedName } = await readMappedLines(trx, mapping, biomarker);
    const repository = createPrivateAliasesRepository(trx);
    // A line printing no name teaches nothing for later documents.
    if (nameKey !== '')
      await repository.saveAlias({
        id: crypto.randomUUID(),
        user_id: mapping.userId,
        name_key: nameKey,
        printed_name: printedName,
        biomarker_id: biomarker.id,
        created_at: now,
      });
    const taken = new Set(mapped.map(({ line }) => line.line_id));
    await repository.replaceUnmatchedLines(
      mapping.userId,
      mapping.documentId,
      lines.filter((line) => !taken.has(line.line_id)),
    );
    await repository.recordChanges(
      mapped.map(({ line, result }): ResultChangesTable => ({
        id: crypto.randomUUID(),
        user_id: mapping.userId,
        document_id: mapping.documentId,
        row_key: result.provenance == null ? null : rowKeyOf(result.provenance),
        kind: 'mapped',
        biomarker_id: biomarker.id,
        printed_name: line.name,
        before: null,
        after: JSON.stringify(snapshotOf(result, biomarker)),
        reason: null,
        created_at: now,
      })),
    );
    return mapped.map(({ result }) => result);
  });
}
