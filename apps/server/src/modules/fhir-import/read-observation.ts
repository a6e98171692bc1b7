import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { admitValue } from '../biomarkers/units/admit-value';
import { admissionMessages } from '../biomarkers/units/admission-messages';
import { normaliseTerm } from '../biomarkers/printed/catalogue-index';
import { testDateRefusal, testDateRefusalWords } from '../biomarkers/test-date-rule';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import type { UnmatchedLine } from '../biomarkers/printed/unmatched-line';
import { FLAGGED_INACCURATE, LABTRAIL_BIOMARKER, LOINC } from '../fhir-export/code-systems';
import type { NewResult } from '../results/record-results';
import type {
  CodeableConcept,
  Observation,
  ObservationComponent,
  Quantity,
} from './fhir-resources';
import { ucumSpellings } from './ucum-unit';

/** FHIR import reports what it does not take in English, as for every refused Observation. */
const IMPLAUSIBLE = admissionMessages('us').implausible;
const DATE_REFUSED = testDateRefusalWords('us');

/** Statuses whose Observation holds no result to keep. */
const VOID_STATUSES = new Set(['entered-in-error', 'cancelled']);

/**
 * Where an Observation's lines came from is known only to the reader of the whole file. A result
 * keeps the reference range the Observation states (as text), so a change of range breaks a
 * trend as a PDF's printed range does (decision 0015).
 */
type ObservationOutcome =
  { result: NewResult; range: string | null } | { unmatched: Omit<UnmatchedLine, 'source'> };

let byLoinc: Map<string, CatalogueBiomarker> | undefined;

function biomarkerOfLoinc(code: string): CatalogueBiomarker | undefined {
  if (byLoinc === undefined) {
    byLoinc = new Map();
    for (const biomarker of ALL_BIOMARKERS)
      for (const loinc of biomarker.loinc) if (!byLoinc.has(loinc)) byLoinc.set(loinc, biomarker);
  }
  return byLoinc.get(code);
}

/** The catalogue biomarker a code names, or why none does. */
function matchCode(code: CodeableConcept): CatalogueBiomarker | { reason: string } {
  const codings = code.coding ?? [];
  for (const coding of codings) {
    if (coding.system !== LABTRAIL_BIOMARKER || coding.code === undefined) continue;
    const biomarker = /^\d+$/u.test(coding.code) ? findBiomarker(Number(coding.code)) : undefined;
    if (biomarker !== undefined) return biomarker;
  }
  const loincs = codings.flatMap((coding) =>
    coding.system === LOINC && coding.code !== undefined ? [coding.code.trim()] : [],
  );
  for (const loinc of loincs) {
    const biomarker = biomarkerOfLoinc(loinc);
    if (biomarker !== undefined) return biomarker;
  }
  return {
    reason:
      loincs.length === 0
        ? 'the result has no LOINC code'
        : `LOINC ${loincs.join(', ')} is not in the catalogue`,
  };
}

/** The name a coded element gives itself: its text, else its first coding's display or code. */
export function nameOf(code: CodeableConcept): string {
  const coding = code.coding?.find((each) => each.display !== undefined || each.code !== undefined);
  return code.text ?? coding?.display ?? coding?.code ?? '';
}

function conceptText(concept: CodeableConcept): string | undefined {
  return concept.text ?? concept.coding?.find((coding) => coding.display !== undefined)?.display;
}

function quantityText(quantity: Quantity | undefined): string {
  if (quantity?.value === undefined) return '';
  return `${quantity.comparator ?? ''}${String(quantity.value)}`;
}

/** The unit a quantity names: its UCUM code spelt as labs print it, else its display unit. */
function unitsOf(quantity: Quantity): string[] {
  const units: string[] = [];
  if (quantity.code !== undefined) units.push(...ucumSpellings(quantity.code));
  if (quantity.unit !== undefined) units.push(quantity.unit.trim());
  return [...new Set(units)];
}

function rangeText(element: ObservationComponent | Observation): string | null {
  const [range] = element.referenceRange ?? [];
  if (range === undefined) return null;
  if (range.text !== undefined) return range.text;
  const low = range.low?.value;
  const high = range.high?.value;
  if (low !== undefined && high !== undefined) return `${String(low)} - ${String(high)}`;
  if (low !== undefined) return `>= ${String(low)}`;
  if (high !== undefined) return `<= ${String(high)}`;
  return null;
}

/**
 * A measured value in the biomarker's unit, or why it cannot be: admitted as every way in admits
 * one (admitValue), so a value no lab can report is refused naming the limits.
 */
function readQuantity(
  biomarker: CatalogueBiomarker,
  quantity: Quantity,
  testDate: string,
): NewResult | { reason: string } {
  if (quantity.value === undefined) return { reason: 'no value' };
  const units = unitsOf(quantity);
  let admitted: ReturnType<typeof admitValue> | undefined;
  for (const unit of units.length === 0 ? [''] : units) {
    admitted = admitValue({ biomarker, value: quantity.value, unit });
    if (!('problem' in admitted) || admitted.problem.kind !== 'unknown_unit') break;
  }
  const shown = quantity.unit ?? quantity.code ?? '';
  if (admitted === undefined || 'problem' in admitted) {
    const problem = admitted?.problem;
    if (problem?.kind === 'implausible') return { reason: IMPLAUSIBLE(problem) };
    return {
      reason:
        shown === ''
          ? `no unit is given, and ${biomarker.name} is measured in ${biomarker.unit}`
          : `unit ${shown} cannot be converted to ${biomarker.unit} for ${biomarker.name}`,
    };
  }
  const comparator = quantity.comparator?.startsWith('<')
    ? '<'
    : quantity.comparator?.startsWith('>')
      ? '>'
      : null;
  return {
    biomarkerId: biomarker.id,
    value: admitted.canonical,
    originalValue: quantity.value,
    // The spelling that converted ('mIU/L' for UCUM's 'm[IU]/L'), so the Observation's reference
    // range, in the same unit, converts too; the provenance keeps what the file wrote.
    originalUnit: admitted.unit,
    comparator,
    testDate,
  };
}

/** A word ('Negative', 'Reactive') as the catalogue's value for it, or why it is none. */
function readWord(
  biomarker: CatalogueBiomarker,
  word: string,
  testDate: string,
): NewResult | { reason: string } {
  const term = normaliseTerm(word);
  const entry = Object.entries(biomarker.text_values ?? {}).find(
    ([known]) => normaliseTerm(known) === term,
  );
  if (entry === undefined)
    return { reason: `"${word}" is not a result ${biomarker.name} is reported with` };
  return {
    biomarkerId: biomarker.id,
    value: entry[1],
    originalValue: entry[1],
    originalUnit: '',
    comparator: null,
    valueText: word.trim(),
    testDate,
  };
}

/** One coded value (the Observation itself or one of its components) as a result or a reason. */
function readElement(
  element: ObservationComponent | Observation,
  testDate: string,
): ObservationOutcome {
  const word =
    element.valueString ??
    (element.valueCodeableConcept === undefined
      ? undefined
      : conceptText(element.valueCodeableConcept));
  const line = (reason: string): ObservationOutcome => ({
    unmatched: {
      name: nameOf(element.code),
      value: quantityText(element.valueQuantity) || (word ?? ''),
      unit: element.valueQuantity?.unit ?? element.valueQuantity?.code ?? '',
      ref_range: rangeText(element),
      page: 1,
      reason,
    },
  });
  const biomarker = matchCode(element.code);
  if ('reason' in biomarker) return line(biomarker.reason);
  const read =
    element.valueQuantity !== undefined
      ? readQuantity(biomarker, element.valueQuantity, testDate)
      : word !== undefined
        ? readWord(biomarker, word, testDate)
        : { reason: 'no value' };
  if ('reason' in read) return line(read.reason);
  // The export's flag comes back with the value; a `note` stays a comment.
  const flagCause = element.extension?.find(
    (extension) => extension.url === FLAGGED_INACCURATE,
  )?.valueString;
  return {
    result: flagCause === undefined ? read : { ...read, flagCause },
    range: rangeText(element),
  };
}

/** YYYY-MM-DD of a FHIR date or date-time; undefined for a partial date ('2024-03') or none. */
function datePart(value: string | undefined): string | undefined {
  const match = value === undefined ? null : /^(\d{4}-\d{2}-\d{2})/u.exec(value);
  return match?.[1];
}

/**
 * What one Observation adds: a result for its value, or one per component when the value is in
 * its components (blood pressure as systolic and diastolic), dated by the Observation, else by
 * the report listing it; or unmatched lines saying why not (a date outside the test date rule is
 * one: a value from another era never becomes the latest); nothing for a panel, whose members are
 * results of their own. Its `note` is a comment; only Labtrail's flag extension flags it.
 */
export function readObservation(
  observation: Observation,
  reportDate: string | undefined,
  window: TestDateWindow,
): ObservationOutcome[] {
  const unmatched = (reason: string): ObservationOutcome[] => [
    {
      unmatched: {
        name: nameOf(observation.code),
        value: quantityText(observation.valueQuantity) || (observation.valueString ?? ''),
        unit: observation.valueQuantity?.unit ?? '',
        ref_range: rangeText(observation),
        page: 1,
        reason,
      },
    },
  ];
  if (VOID_STATUSES.has(observation.status))
    return unmatched(`the result's status is ${observation.status}`);
  const testDate =
    datePart(observation.effectiveDateTime) ??
    datePart(observation.effectivePeriod?.start) ??
    datePart(observation.issued) ??
    datePart(reportDate);
  if (testDate === undefined) return unmatched('the result has no test date');
  const refusal = testDateRefusal(testDate, window);
  if (refusal !== undefined) return unmatched(DATE_REFUSED(testDate, refusal));
  const hasValue =
    observation.valueQuantity !== undefined ||
    observation.valueString !== undefined ||
    observation.valueCodeableConcept !== undefined;
  const components = observation.component ?? [];
  // A panel (a blood count, a lipid panel) groups its members, which the file holds on their own.
  if (!hasValue && components.length === 0 && (observation.hasMember ?? []).length > 0) return [];
  if (!hasValue && components.length > 0)
    return components.map((component) => readElement(component, testDate));
  return [readElement(observation, testDate)];
}
