/** The code systems and fixed codes the FHIR export writes and the import reads (docs/fhir.md). */
export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const OBSERVATION_INTERPRETATION =
  'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
export const DIAGNOSTIC_SERVICE_SECTION = 'http://terminology.hl7.org/CodeSystem/v2-0074';
/** Labtrail's own biomarker ids, so every result names its biomarker even without a LOINC. */
export const LABTRAIL_BIOMARKER = 'https://labtrail.app/fhir/CodeSystem/biomarker';

/**
 * The extension a result the person flagged as inaccurate carries, its value the cause they gave:
 * the note says the same in their language, this says it for an importer.
 */
export const FLAGGED_INACCURATE =
  'https://labtrail.app/fhir/StructureDefinition/flagged-inaccurate';

export const BLOOD_PRESSURE_PANEL = { code: '85354-9', display: 'Blood pressure panel' } as const;
export const LABORATORY_REPORT = { code: '11502-2', display: 'Laboratory report' } as const;
