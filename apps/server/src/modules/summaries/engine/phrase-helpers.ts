import type { Language } from '@labtrail/contract/auth';
import { withUnit } from '@labtrail/contract/display-unit';
import { assessValue, desiredBand, judgedBands, tidyNumber } from '../../biomarkers/assess-value';
import type { CatalogueBand, CatalogueRangeSet } from '../../biomarkers/catalogue/catalogue-types';
import type { CriticalSigns } from '../../biomarkers/catalogue/critical-limits';
import type { ShownUnit } from '../../biomarkers/units/shown-unit';
import { localise } from '../../biomarkers/localise';
import type { CriticalFinding } from './assess-critical';
import type { Limit } from './assess-prompt';
import type { Measurement, Reading } from './read-profile';

export type FormatNumber = (value: number) => string;

export function numberFormat(locale: string): FormatNumber {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (value) => format.format(tidyNumber(value));
}

export function dateFormat(locale: string): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A result as the lab printed it, bound included: '<5 mg/L', '6.8 mmol/L'; a qualitative one by
 * its word ('Reactive'), as the number it is ranked by means nothing to the reader.
 */
export function measurementText(
  measurement: Measurement,
  unit: ShownUnit,
  format: FormatNumber,
): string {
  if (measurement.text !== null)
    return measurement.text.charAt(0).toLocaleUpperCase() + measurement.text.slice(1);
  return withUnit(
    `${measurement.comparator ?? ''}${format(unit.value(measurement.value))}`,
    unit.unit,
  );
}

/**
 * A result as a summary tells it: a printed word by its band's name in the summary's language,
 * because the report's word may be in another ('Reactive' in a German summary, 'Negativ' in an
 * English one); a word without letters (a titre, '1:160') has no language and stays as printed,
 * as does a number.
 */
export function toldMeasurement(
  measurement: Measurement,
  reading: Reading,
  bandName: (band: CatalogueBand) => string,
  format: FormatNumber,
  language: Language,
): string {
  if (toldAsBand(measurement)) {
    const { band } = assessValue(
      reading.biomarker,
      measurement.value,
      measurement.comparator,
      reading.ranges,
    );
    if (band !== undefined) return bandName(band);
  }
  return measurementText(measurement, unitInLanguage(reading.unit, language), format);
}

/** A printed word (not a titre), which the summaries tell by its band's name. */
export function toldAsBand(measurement: Measurement): boolean {
  return measurement.text !== null && /\p{L}/u.test(measurement.text);
}

/** Two results whose numbers can be said to have gone up or down: no bound, no printed word. */
export function comparableMeasurements(a: Measurement, b: Measurement): boolean {
  return a.comparator === null && b.comparator === null && a.text === null && b.text === null;
}

/** The desired band of a range set as bounds with the unit: '<100 mg/dL', '≤33 U/L', '12–16 g/dL'. */
export function desiredBounds(
  set: CatalogueRangeSet,
  desiredName: string,
  unit: ShownUnit,
  format: FormatNumber,
): string {
  const named = desiredBand(set, desiredName)?.name;
  const desired = judgedBands(set, desiredName).find((band) => band.name === named);
  if (desired === undefined) return '';
  const bound = (value: number) => format(unit.bound(value));
  if (desired.min === null && desired.max !== null)
    return withUnit(`${desired.includes_max ? '≤' : '<'}${bound(desired.max)}`, unit.unit);
  if (desired.max === null && desired.min !== null)
    return withUnit(`≥${bound(desired.min)}`, unit.unit);
  if (desired.min !== null && desired.max !== null)
    return withUnit(`${bound(desired.min)}–${bound(desired.max)}`, unit.unit);
  return '';
}

/** The desired band of a range set by its name in the interface language: 'Non-reactive'. */
export function desiredBandName(
  set: CatalogueRangeSet,
  desiredName: string,
  name: (band: CatalogueBand) => string,
): string {
  const desired = desiredBand(set, desiredName);
  return desired === undefined ? '' : name(desired);
}

/** The alert limit a critical value is past: '≥6.5 mmol/L', '<15 mL/min/1.73m²'. */
export function limitText(finding: CriticalFinding, unit: ShownUnit, format: FormatNumber): string {
  return sideLimitText(
    finding.side,
    { value: finding.limit, exclusive: finding.exclusive },
    unit,
    format,
  );
}

/** A limit on one side, in the person's unit: '≥6 mmol/L', '<30 mL/min/1.73m²'. */
export function sideLimitText(
  side: 'low' | 'high',
  limit: Limit,
  unit: ShownUnit,
  format: FormatNumber,
): string {
  const sign = side === 'low' ? (limit.exclusive ? '<' : '≤') : limit.exclusive ? '>' : '≥';
  return withUnit(`${sign}${format(unit.bound(limit.value))}`, unit.unit);
}

/**
 * The band label after a value: one band, or while sex is unknown and women's and men's bands
 * differ, both (`both(female, male)` words them).
 */
export function bandLabel(
  reading: Reading,
  name: (band: CatalogueBand) => string,
  both: (female: string, male: string) => string,
): string {
  if (reading.bySex !== undefined) {
    const { female, male } = reading.bySex;
    if (female.band !== undefined && male.band !== undefined)
      return ` (${both(name(female.band), name(male.band))})`;
  }
  const band = reading.assessment.band;
  if (band === undefined) return '';
  // 'Reactive (Reactive)' would say one thing twice.
  const label = name(band);
  return label.toLocaleLowerCase() === reading.latest.text?.toLocaleLowerCase()
    ? ''
    : ` (${label})`;
}

/** Items joined with commas and a final 'or' ('oder'). */
export function listOr(locale: string, items: readonly string[]): string {
  return listFormat(locale, 'disjunction').format(items);
}

// Making an Intl formatter costs far more than using one, and every summary rewrite lists items
// many times in each language: one formatter per locale and kind, made on first use.
const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(locale: string, type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${locale}:${type}`;
  const known = listFormats.get(key);
  if (known !== undefined) return known;
  const made = new Intl.ListFormat(locale, { type });
  listFormats.set(key, made);
  return made;
}

/**
 * A unit as the language writes numbers: German text gives the number inside a unit its decimal
 * comma too ('mL/min/1,73m²' beside '58 mL/min/1,73m²'), as German lab reports print it.
 */
export function unitInLanguage(unit: ShownUnit, language: Language): ShownUnit {
  return language === 'de' ? { ...unit, unit: unit.unit.replace(/(\d)\.(\d)/g, '$1,$2') } : unit;
}

/** The formatting every sentence of one language builds on, for its locale. */
export function phraseTools(language: Language, locale: string) {
  const formatNumber = numberFormat(locale);
  const unit = (reading: Reading) => unitInLanguage(reading.unit, language);
  return {
    formatNumber,
    formatDate: dateFormat(locale),
    unit,
    name: (reading: Reading) => localise(language).biomarkerName(reading.biomarker),
    value: (reading: Reading) =>
      toldMeasurement(reading.latest, reading, localise(language).bandName, formatNumber, language),
    /** How an earlier result is told, by the same rule as the latest. */
    earlier: (reading: Reading, measurement: Measurement) =>
      toldMeasurement(measurement, reading, localise(language).bandName, formatNumber, language),
    // A result printed as a word is told the desired result by its name ('Non-reactive'), not by
    // the cut-off of a scale the report never showed.
    bounds: (reading: Reading, set = reading.ranges) =>
      reading.latest.text === null
        ? desiredBounds(set, reading.biomarker.desired_result, unit(reading), formatNumber)
        : desiredBandName(set, reading.biomarker.desired_result, localise(language).bandName),
    limit: (reading: Reading) =>
      reading.critical === undefined
        ? ''
        : limitText(reading.critical, unit(reading), formatNumber),
    /** The prompt value's own limit ('>250 U/L') or, without one, the alert limit it is short of. */
    promptLimit: (reading: Reading, which: 'own' | 'alert') => {
      const finding = reading.prompt;
      const limit = which === 'own' ? finding?.limit : finding?.alert;
      return finding === undefined || limit === undefined
        ? ''
        : sideLimitText(finding.side, limit, unit(reading), formatNumber);
    },
    list: (items: readonly string[]) => listFormat(locale, 'conjunction').format(items),
  };
}

/** A language's warning signs for a kind of critical value; glucose's depend on its side. */
export function signsOf(
  signs: Readonly<Record<Exclude<CriticalSigns, 'glucose'>, readonly string[]>>,
  glucose: { low: readonly string[]; high: readonly string[] },
): (kind: CriticalSigns, side: 'low' | 'high') => readonly string[] {
  return (kind, side) => (kind === 'glucose' ? glucose[side] : signs[kind]);
}
