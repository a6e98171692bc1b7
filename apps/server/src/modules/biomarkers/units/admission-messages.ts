import type { Language } from '@labtrail/contract/auth';
import { withUnit } from '@labtrail/contract/display-unit';
import type { AdmissionProblem } from './admit-value';

type Implausible = Extract<AdmissionProblem, { kind: 'implausible' }>;
type NoUnit = Extract<AdmissionProblem, { kind: 'no_unit' }>;

/** The words naming a refused value, by language; numbers as the person's language writes them. */
interface AdmissionMessages {
  implausible: (problem: Implausible) => string;
  noUnit: (problem: NoUnit) => string;
}

function numbers(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  return (value) => format.format(value);
}

/** 'mg/dL, mmol/L or g/L'. */
function listed(units: readonly string[], or: string): string {
  const head = units.slice(0, -1);
  const last = units.at(-1) ?? '';
  return head.length === 0 ? last : `${head.join(', ')} ${or} ${last}`;
}

const number = { en: numbers('en-US'), de: numbers('de-DE') };

const US: AdmissionMessages = {
  implausible: ({ biomarker, value, unit, min, max }) =>
    `${biomarker.name} ${withUnit(number.en(value), unit)} is outside what a lab can report (${withUnit(`${number.en(min)}–${number.en(max)}`, unit)}); check the value and its unit.`,
  noUnit: ({ biomarker, units }) =>
    `there is no unit, and ${biomarker.name} is reported in ${listed(units, 'or')}; add the unit, so that the value is not read in the wrong one`,
};

const DE: AdmissionMessages = {
  implausible: ({ biomarker, value, unit, min, max }) =>
    `${biomarker.name_de} ${withUnit(number.de(value), unit)} liegt außerhalb dessen, was ein Labor messen kann (${withUnit(`${number.de(min)}–${number.de(max)}`, unit)}); bitte prüfen Sie den Wert und seine Einheit.`,
  noUnit: ({ biomarker, units }) =>
    `es fehlt die Einheit, und ${biomarker.name_de} wird in ${listed(units, 'oder')} angegeben; ergänzen Sie die Einheit, damit der Wert nicht in der falschen gelesen wird`,
};

/** Why a value was refused, in the person's language. */
export function admissionMessages(language: Language): AdmissionMessages {
  return language === 'de' ? DE : US;
}
