import type {
  FhirCodeableConcept,
  FhirObservationComponent,
  FhirReferenceRange,
  FhirSimpleQuantity,
} from '@labtrail/contract/fhir-export';
import { rangeBoundsText } from '@labtrail/contract/ranges';
import type { ResultsTable } from '../../db/schema';
import { desiredBand, judgedBands, tidyNumber } from '../biomarkers/assess-value';
import type {
  CatalogueBiomarker,
  CatalogueRangeSet,
} from '../biomarkers/catalogue/catalogue-types';
import type { Localised } from '../biomarkers/localise';
import { rangeSetFor } from '../biomarkers/range-set-for';
import { FLAGGED_INACCURATE, LABTRAIL_BIOMARKER, LOINC, UCUM } from './code-systems';
import type { ExportContext } from './export-context';
import { interpretationOf } from './interpretation';
import { ucumCodeOf } from './ucum-units';

export type MeasuredValue = Omit<FhirObservationComponent, 'code'>;

/** The biomarker's main LOINC code and its Labtrail id; the text is its name as the app shows it. */
export function biomarkerCode(biomarker: CatalogueBiomarker, text: Localised): FhirCodeableConcept {
  const [loinc] = biomarker.loinc;
  return {
    coding: [
      ...(loinc === undefined ? [] : [{ system: LOINC, code: loinc, display: biomarker.name }]),
      { system: LABTRAIL_BIOMARKER, code: String(biomarker.id), display: biomarker.name },
    ],
    text: text.biomarkerName(biomarker),
  };
}

function quantity(biomarker: CatalogueBiomarker, value: number): FhirSimpleQuantity {
  const code = ucumCodeOf(biomarker.unit);
  return {
    value: tidyNumber(value),
    unit: biomarker.unit,
    ...(code === undefined ? {} : { system: UCUM, code }),
  };
}

/**
 * The desired range of the set that fits the person at the test date (the general one while
 * their sex is unknown), the one the app colours green; its text names the range as the app
 * labels it, the only part a one-sided or qualitative range can carry in full. Bounds stay in the
 * catalogue's unit, whose UCUM code the quantities carry.
 */
function referenceRange(
  biomarker: CatalogueBiomarker,
  set: CatalogueRangeSet,
  qualitative: boolean,
  text: Localised,
): FhirReferenceRange[] {
  const named = desiredBand(set, biomarker.desired_result)?.name;
  const desired = judgedBands(set, biomarker.desired_result).find((band) => band.name === named);
  if (desired === undefined) return [];
  const name = text.bandName(desired);
  if (qualitative) return [{ text: name }];
  return [
    {
      ...(desired.min === null ? {} : { low: quantity(biomarker, desired.min) }),
      ...(desired.max === null ? {} : { high: quantity(biomarker, desired.max) }),
      text: `${name}: ${rangeBoundsText(desired)} ${biomarker.unit}`,
    },
  ];
}

/**
 * A result's value in the catalogue's unit (a printed bound with its comparator), or the word a
 * qualitative result was printed as, with its reference range, interpretation and flag.
 */
export function measuredValue(
  biomarker: CatalogueBiomarker,
  result: ResultsTable,
  context: Pick<ExportContext, 'text' | 'person'>,
): MeasuredValue {
  const { text, person } = context;
  const word = result.value_text ?? null;
  const qualitative = word !== null;
  const set = rangeSetFor(biomarker, person, result.test_date);
  const ranges = referenceRange(biomarker, set, qualitative, text);
  return {
    ...(result.flag_cause === null
      ? {}
      : { extension: [{ url: FLAGGED_INACCURATE, valueString: result.flag_cause }] }),
    ...(qualitative
      ? { valueString: word }
      : {
          valueQuantity: {
            ...quantity(biomarker, result.value),
            ...(result.comparator === null ? {} : { comparator: result.comparator }),
          },
        }),
    interpretation: [interpretationOf(biomarker, result, qualitative, context)],
    ...(ranges.length === 0 ? {} : { referenceRange: ranges }),
  };
}
