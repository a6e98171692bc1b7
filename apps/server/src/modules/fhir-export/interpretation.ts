import type { FhirCodeableConcept } from '@labtrail/contract/fhir-export';
import type { ResultsTable } from '../../db/schema';
import { assessBySex, assessValue } from '../biomarkers/assess-value';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { rangeSetFor, sexSetsFor } from '../biomarkers/range-set-for';
import type { ExportContext } from './export-context';
import { OBSERVATION_INTERPRETATION } from './code-systems';

const DISPLAYS = { H: 'High', L: 'Low', N: 'Normal', A: 'Abnormal' } as const;
type InterpretationCode = keyof typeof DISPLAYS;

interface Standing {
  side: 'low' | 'in' | 'high';
  label: string | undefined;
}

/**
 * Where the value stands against the ranges that fit the person, as the app shows it: while
 * their sex is unknown, where women's and men's ranges differ it is in range only if it is for
 * both, and out of range on the side either sex's range puts it.
 */
function standingOf(
  biomarker: CatalogueBiomarker,
  result: Pick<ResultsTable, 'value' | 'comparator' | 'test_date'>,
  { text, person }: Pick<ExportContext, 'text' | 'person'>,
): Standing {
  const { value, comparator, test_date } = result;
  const bySex = assessBySex(biomarker, value, comparator, sexSetsFor(biomarker, person, test_date));
  if (bySex === undefined) {
    const set = rangeSetFor(biomarker, person, test_date);
    const { side, band } = assessValue(biomarker, value, comparator, set);
    return { side, label: band === undefined ? undefined : text.bandName(band) };
  }
  const { female, male } = bySex;
  const femaleName = female.band === undefined ? '' : text.bandName(female.band);
  const maleName = male.band === undefined ? '' : text.bandName(male.band);
  return {
    side: female.side === 'in' ? male.side : female.side,
    label: femaleName === maleName ? femaleName : text.bandsBySex(femaleName, maleName),
  };
}

/**
 * The v3 ObservationInterpretation of a result, with the app's range label as its text: H or L
 * for a measurement outside the desired range, N inside it; a qualitative result is N when it is
 * the expected answer and A otherwise, as a word has no direction.
 */
export function interpretationOf(
  biomarker: CatalogueBiomarker,
  result: Pick<ResultsTable, 'value' | 'comparator' | 'test_date'>,
  qualitative: boolean,
  context: Pick<ExportContext, 'text' | 'person'>,
): FhirCodeableConcept {
  const { side, label } = standingOf(biomarker, result, context);
  const code: InterpretationCode =
    side === 'in' ? 'N' : qualitative ? 'A' : side === 'high' ? 'H' : 'L';
  return {
    coding: [{ system: OBSERVATION_INTERPRETATION, code, display: DISPLAYS[code] }],
    ...(label === undefined || label === '' ? {} : { text: label }),
  };
}
