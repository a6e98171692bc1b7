import type { Language } from '@labtrail/contract/auth';
import type { CsvUnmatchedLine } from '@labtrail/contract/results-csv';
import { CSV_IMPORT_MAX_BYTES } from '@labtrail/contract/results-csv';
import { DomainError } from '../../domain-error';
import { normaliseTerm } from '../biomarkers/printed/catalogue-index';
import { matchBiomarker } from '../analysis/understand/match-biomarker';
import { detectDecimalSeparator, parseNumber } from '../biomarkers/printed/parse-number';
import type { DecimalSeparator } from '../biomarkers/printed/parse-number';
import type { Comparator } from '../biomarkers/assess-value';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { admitValue } from '../biomarkers/units/admit-value';
import type { AdmissionProblem } from '../biomarkers/units/admit-value';
import { admissionMessages } from '../biomarkers/units/admission-messages';
import { testDateRefusal, testDateRefusalWords } from '../biomarkers/test-date-rule';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import { chooseQualifiedBiomarker } from '../biomarkers/units/choose-qualified-biomarker';
import type { NewResult } from '../results/record-results';
import { csvMessages } from './csv-messages';
import { findColumns } from './find-columns';
import type { ColumnRole, Columns } from './find-columns';
import { readCsv } from './read-csv';
import type { CsvRecord } from './read-csv';
import { detectSlashOrder, readDate } from './read-dates';
import type { SlashOrder } from './read-dates';

/** A line of the file read as a result. */
export interface CsvLineResult {
  line: number;
  biomarker: CatalogueBiomarker;
  result: NewResult;
  printed: { name: string; value: string; unit: string };
}

export interface ResultsCsv {
  rows: CsvLineResult[];
  unmatched: CsvUnmatchedLine[];
}

interface FileReading {
  columns: Columns;
  decimal: DecimalSeparator;
  order: SlashOrder | null;
  /** The days a test may have been taken on, for this person now. */
  window: TestDateWindow;
  messages: ReturnType<typeof csvMessages>;
  dateRefusal: ReturnType<typeof testDateRefusalWords>;
  admission: ReturnType<typeof admissionMessages>;
}

const BY_LOINC = new Map<string, CatalogueBiomarker[]>();
for (const biomarker of ALL_BIOMARKERS) {
  for (const code of biomarker.loinc)
    BY_LOINC.set(code, [...(BY_LOINC.get(code) ?? []), biomarker]);
}

const COMPARATORS: Readonly<Record<string, Comparator>> = {
  '<': '<',
  '<=': '<',
  '≤': '<',
  '>': '>',
  '>=': '>',
  '≥': '>',
};

/** As long as a cause the person types when flagging a value may be. */
const MAX_FLAG_CAUSE = 500;

/** The apostrophe a CSV export puts before text a spreadsheet would run as a formula ('++'). */
const FORMULA_GUARD = /^'(?=[=+\-@])/u;

function cellOf(record: CsvRecord, columns: Columns, role: ColumnRole): string {
  const index = columns[role];
  return index === undefined ? '' : (record.cells[index] ?? '').trim().replace(FORMULA_GUARD, '');
}

/** The catalogue biomarkers a line may mean: by its LOINC code, else by its name, best first. */
function candidatesOf(loinc: string, name: string): CatalogueBiomarker[] {
  const byCode = BY_LOINC.get(loinc);
  if (byCode !== undefined) return byCode;
  const matches = matchBiomarker(name);
  const best = matches[0]?.score;
  return matches.filter((match) => match.score === best).map((match) => match.biomarker);
}

function textValue(biomarker: CatalogueBiomarker, word: string): number | undefined {
  const term = normaliseTerm(word);
  const entry = Object.entries(biomarker.text_values ?? {}).find(
    ([known]) => normaliseTerm(known) === term,
  );
  return entry?.[1];
}

type LineOutcome = { result: NewResult; biomarker: CatalogueBiomarker } | { reason: string };

function readMeasurement(
  candidates: readonly CatalogueBiomarker[],
  printed: { value: string; unit: string; comparator: string; testDate: string },
  reading: FileReading,
): LineOutcome {
  const { messages } = reading;
  const number = parseNumber(printed.value, reading.decimal);
  if (number === undefined) {
    for (const biomarker of candidates) {
      const mapped = textValue(biomarker, printed.value);
      if (mapped !== undefined)
        return {
          biomarker,
          result: {
            biomarkerId: biomarker.id,
            value: mapped,
            originalValue: mapped,
            originalUnit: biomarker.unit,
            comparator: null,
            valueText: printed.value,
            testDate: printed.testDate,
          },
        };
    }
    return { reason: messages.notANumber(printed.value) };
  }
  const comparator = number.bound ?? COMPARATORS[printed.comparator] ?? null;
  // A file has no range column to tell D-dimer FEU from DDU by: a plain 'ng/mL' cannot (F8).
  const qualified = chooseQualifiedBiomarker(candidates, printed.unit, undefined);
  if (qualified !== undefined && 'reason' in qualified)
    return { reason: messages.unqualifiedUnit(printed.unit, qualified.qualifiers) };
  const tried = qualified === undefined ? candidates : [qualified.biomarker];
  const unit = qualified === undefined ? printed.unit : qualified.unit;
  let refusal: AdmissionProblem | undefined;
  for (const biomarker of tried) {
    // A line without a unit is never read in the catalogue's unit (decision 0008, review F2).
    const admitted = admitValue({ biomarker, value: number.value, unit });
    if ('problem' in admitted) {
      if (admitted.problem.kind !== 'unknown_unit') refusal ??= admitted.problem;
      continue;
    }
    return {
      biomarker,
      result: {
        biomarkerId: biomarker.id,
        value: admitted.canonical,
        originalValue: number.value,
        originalUnit: admitted.unit,
        comparator,
        testDate: printed.testDate,
      },
    };
  }
  if (refusal?.kind === 'implausible') return { reason: reading.admission.implausible(refusal) };
  if (refusal?.kind === 'no_unit') return { reason: reading.admission.noUnit(refusal) };
  return {
    reason: messages.unconvertibleUnit(printed.unit, candidates[0]?.unit ?? printed.unit),
  };
}

function readLine(record: CsvRecord, reading: FileReading): LineOutcome {
  const { columns, messages } = reading;
  const dateText = cellOf(record, columns, 'date');
  const testDate = readDate(dateText, reading.order);
  if (testDate === undefined) return { reason: messages.notADate(dateText) };
  const refusal = testDateRefusal(testDate, reading.window);
  if (refusal !== undefined) return { reason: reading.dateRefusal(testDate, refusal) };
  const name = cellOf(record, columns, 'biomarker');
  const loinc = cellOf(record, columns, 'loinc');
  const candidates = candidatesOf(loinc, name);
  if (candidates.length === 0) return { reason: messages.unknownBiomarker(name || loinc) };
  const value = cellOf(record, columns, 'value');
  if (value === '') return { reason: messages.noValue };
  const outcome = readMeasurement(
    candidates,
    {
      value,
      unit: cellOf(record, columns, 'unit'),
      comparator: cellOf(record, columns, 'comparator'),
      testDate,
    },
    reading,
  );
  const flagCause = cellOf(record, columns, 'flaggedReason').slice(0, MAX_FLAG_CAUSE);
  return 'reason' in outcome || flagCause === ''
    ? outcome
    : { ...outcome, result: { ...outcome.result, flagCause } };
}

/** The columns a file cannot do without and lacks. */
function missingColumns(columns: Columns): ('date' | 'biomarker' | 'value')[] {
  const missing: ('date' | 'biomarker' | 'value')[] = [];
  if (columns.date === undefined) missing.push('date');
  if (columns.biomarker === undefined && columns.loinc === undefined) missing.push('biomarker');
  if (columns.value === undefined) missing.push('value');
  return missing;
}

/**
 * The results a CSV file holds, each line read on its own: its date (ISO, German or with slashes
 * in the order the whole file allows), its biomarker (by LOINC code, else by the names labs print),
 * its value (decimal commas when the file writes them, '<0.5', qualitative words) converted to the
 * catalogue's unit. A line that cannot be read is listed with why; a file that cannot be read at
 * all is refused.
 */
export function readResultsCsv(
  text: string,
  options: { language: Language; window: TestDateWindow },
): ResultsCsv {
  const messages = csvMessages(options.language);
  const megabytes = CSV_IMPORT_MAX_BYTES / 1024 / 1024;
  if (Buffer.byteLength(text, 'utf8') > CSV_IMPORT_MAX_BYTES)
    throw new DomainError('csv_too_large', messages.tooLarge(megabytes), { params: { megabytes } });
  const csv = readCsv(text);
  if ('unclosedQuoteAt' in csv)
    throw new DomainError('invalid_csv', messages.unclosedQuote(csv.unclosedQuoteAt));
  const [header, ...lines] = csv.records;
  if (header === undefined || lines.length === 0)
    throw new DomainError('invalid_csv', messages.empty);
  const columns = findColumns(header.cells);
  const missing = missingColumns(columns);
  if (missing.length > 0)
    throw new DomainError(
      'invalid_csv',
      messages.missingColumns(missing.map((role) => messages.columnNames[role]).join(', ')),
    );
  const dates = detectSlashOrder(lines.map((line) => cellOf(line, columns, 'date')));
  if ('ambiguous' in dates) throw new DomainError('ambiguous_dates', messages.ambiguousDates);
  const reading: FileReading = {
    columns,
    order: dates.order,
    decimal: detectDecimalSeparator(
      lines.map((line) => cellOf(line, columns, 'value')),
      csv.delimiter === ';' ? 'de' : 'us',
    ),
    window: options.window,
    messages,
    dateRefusal: testDateRefusalWords(options.language),
    admission: admissionMessages(options.language),
  };
  const rows: CsvLineResult[] = [];
  const unmatched: CsvUnmatchedLine[] = [];
  for (const line of lines) {
    const outcome = readLine(line, reading);
    if ('reason' in outcome) {
      unmatched.push({ line: line.line, text: line.text, reason: outcome.reason });
      continue;
    }
    rows.push({
      line: line.line,
      biomarker: outcome.biomarker,
      result: outcome.result,
      printed: {
        name: cellOf(line, columns, 'biomarker') || cellOf(line, columns, 'loinc'),
        value: cellOf(line, columns, 'value'),
        unit: cellOf(line, columns, 'unit'),
      },
    });
  }
  return { rows, unmatched };
}
