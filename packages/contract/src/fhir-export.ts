import Type from 'typebox';

/**
 * `GET /v1/user/export/fhir`: the person's results as a FHIR R4 (4.0.1) `Bundle` of type
 * `collection`. Only the elements Labtrail writes are described here; docs/fhir.md says how each
 * result maps to them.
 */

export const FhirExportQuery = Type.Object(
  {
    documents: Type.Boolean({
      default: false,
      description: 'Also include every uploaded document, its bytes base64-encoded',
    }),
  },
  { title: 'FhirExportQuery', additionalProperties: false },
);
export type FhirExportQuery = Type.Static<typeof FhirExportQuery>;

const Coding = Type.Object(
  { system: Type.String(), code: Type.String(), display: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

const CodeableConcept = Type.Object(
  { coding: Type.Optional(Type.Array(Coding)), text: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type FhirCodeableConcept = Type.Static<typeof CodeableConcept>;

/** `system` and `code` name the UCUM unit; both are left out for a unit UCUM cannot write. */
const SimpleQuantity = Type.Object(
  {
    value: Type.Number(),
    unit: Type.String(),
    system: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type FhirSimpleQuantity = Type.Static<typeof SimpleQuantity>;

const Quantity = Type.Object(
  {
    value: Type.Number(),
    comparator: Type.Optional(Type.Union([Type.Literal('<'), Type.Literal('>')])),
    unit: Type.String(),
    system: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type FhirQuantity = Type.Static<typeof Quantity>;

const Reference = Type.Object({ reference: Type.String() }, { additionalProperties: false });
export type FhirReference = Type.Static<typeof Reference>;

const Annotation = Type.Object(
  { text: Type.String(), time: Type.Optional(Type.String({ format: 'date-time' })) },
  { additionalProperties: false },
);

const ReferenceRange = Type.Object(
  {
    low: Type.Optional(SimpleQuantity),
    high: Type.Optional(SimpleQuantity),
    text: Type.String(),
  },
  { additionalProperties: false },
);
export type FhirReferenceRange = Type.Static<typeof ReferenceRange>;

/** What an Observation and each of its components say about one measured value. */
const MeasuredValue = {
  extension: Type.Optional(
    Type.Array(
      Type.Object(
        { url: Type.String(), valueString: Type.String() },
        {
          additionalProperties: false,
          description: 'Labtrail’s flagged-inaccurate extension: the cause the person gave',
        },
      ),
    ),
  ),
  valueQuantity: Type.Optional(Quantity),
  valueString: Type.Optional(Type.String()),
  interpretation: Type.Optional(Type.Array(CodeableConcept)),
  referenceRange: Type.Optional(Type.Array(ReferenceRange)),
};

const ObservationComponent = Type.Object(
  { code: CodeableConcept, ...MeasuredValue },
  { additionalProperties: false },
);
export type FhirObservationComponent = Type.Static<typeof ObservationComponent>;

export const FhirPatient = Type.Object(
  { resourceType: Type.Literal('Patient'), id: Type.String() },
  { additionalProperties: false },
);
export type FhirPatient = Type.Static<typeof FhirPatient>;

export const FhirObservation = Type.Object(
  {
    resourceType: Type.Literal('Observation'),
    id: Type.String(),
    status: Type.Literal('final'),
    category: Type.Array(CodeableConcept),
    code: CodeableConcept,
    subject: Reference,
    effectiveDateTime: Type.String({ format: 'date' }),
    ...MeasuredValue,
    note: Type.Optional(Type.Array(Annotation)),
    component: Type.Optional(Type.Array(ObservationComponent)),
  },
  { additionalProperties: false },
);
export type FhirObservation = Type.Static<typeof FhirObservation>;

export const FhirDiagnosticReport = Type.Object(
  {
    resourceType: Type.Literal('DiagnosticReport'),
    id: Type.String(),
    status: Type.Literal('final'),
    category: Type.Array(CodeableConcept),
    code: CodeableConcept,
    subject: Reference,
    effectiveDateTime: Type.Optional(Type.String({ format: 'date' })),
    issued: Type.String({ format: 'date-time' }),
    result: Type.Optional(Type.Array(Reference)),
  },
  { additionalProperties: false },
);
export type FhirDiagnosticReport = Type.Static<typeof FhirDiagnosticReport>;

export const FhirDocumentReference = Type.Object(
  {
    resourceType: Type.Literal('DocumentReference'),
    id: Type.String(),
    status: Type.Literal('current'),
    subject: Reference,
    date: Type.String({ format: 'date-time' }),
    description: Type.String(),
    content: Type.Array(
      Type.Object(
        {
          attachment: Type.Object(
            {
              contentType: Type.String(),
              data: Type.String({ description: 'The file, base64-encoded' }),
              title: Type.String(),
              size: Type.Integer(),
              creation: Type.String({ format: 'date-time' }),
            },
            { additionalProperties: false },
          ),
        },
        { additionalProperties: false },
      ),
    ),
    context: Type.Optional(
      Type.Object({ related: Type.Array(Reference) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type FhirDocumentReference = Type.Static<typeof FhirDocumentReference>;

const FhirResource = Type.Union([
  FhirPatient,
  FhirObservation,
  FhirDiagnosticReport,
  FhirDocumentReference,
]);
export type FhirResource = Type.Static<typeof FhirResource>;

export const FhirBundle = Type.Object(
  {
    resourceType: Type.Literal('Bundle'),
    type: Type.Literal('collection'),
    timestamp: Type.String({ format: 'date-time' }),
    entry: Type.Array(
      Type.Object(
        {
          fullUrl: Type.String({ description: '`urn:uuid:…`; references between entries use it' }),
          resource: FhirResource,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { title: 'FhirBundle', additionalProperties: false },
);
export type FhirBundle = Type.Static<typeof FhirBundle>;
