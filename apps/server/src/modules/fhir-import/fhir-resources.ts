import Type from 'typebox';
import { compileOnFirstUse } from '../../compile-on-first-use';

/*
 * The part of FHIR R4 an import reads, as TypeBox schemas. Each schema checks only the elements
 * the reader uses and lets every other element through: a portal's export carries many more.
 */

const Coding = Type.Object({
  system: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  display: Type.Optional(Type.String()),
});

const CodeableConcept = Type.Object({
  coding: Type.Optional(Type.Array(Coding)),
  text: Type.Optional(Type.String()),
});
export type CodeableConcept = Type.Static<typeof CodeableConcept>;

const Quantity = Type.Object({
  value: Type.Optional(Type.Number()),
  comparator: Type.Optional(
    Type.Union([Type.Literal('<'), Type.Literal('<='), Type.Literal('>='), Type.Literal('>')]),
  ),
  unit: Type.Optional(Type.String()),
  system: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
});
export type Quantity = Type.Static<typeof Quantity>;

const ReferenceRange = Type.Object({
  low: Type.Optional(Quantity),
  high: Type.Optional(Quantity),
  text: Type.Optional(Type.String()),
});

const Period = Type.Object({ start: Type.Optional(Type.String()) });

/** An extension: read only for the flag Labtrail's own export writes. */
const Extension = Type.Object({ url: Type.String(), valueString: Type.Optional(Type.String()) });

/** The value elements an Observation and each of its components may carry. */
const values = {
  extension: Type.Optional(Type.Array(Extension)),
  valueQuantity: Type.Optional(Quantity),
  valueString: Type.Optional(Type.String()),
  valueCodeableConcept: Type.Optional(CodeableConcept),
  dataAbsentReason: Type.Optional(CodeableConcept),
  referenceRange: Type.Optional(Type.Array(ReferenceRange)),
};

const Component = Type.Object({ code: CodeableConcept, ...values });
export type ObservationComponent = Type.Static<typeof Component>;

/** When an Observation or a DiagnosticReport was taken. */
const timing = {
  effectiveDateTime: Type.Optional(Type.String()),
  effectivePeriod: Type.Optional(Period),
  issued: Type.Optional(Type.String()),
};

const Observation = Type.Object({
  resourceType: Type.Literal('Observation'),
  id: Type.Optional(Type.String()),
  status: Type.String(),
  code: CodeableConcept,
  component: Type.Optional(Type.Array(Component)),
  /** A panel's members: the panel itself holds no value. */
  hasMember: Type.Optional(Type.Array(Type.Object({ reference: Type.Optional(Type.String()) }))),
  /** Who is responsible for the value: the lab, when it names itself in `display`. */
  performer: Type.Optional(
    Type.Array(
      Type.Object({
        reference: Type.Optional(Type.String()),
        display: Type.Optional(Type.String()),
      }),
    ),
  ),
  method: Type.Optional(CodeableConcept),
  ...timing,
  ...values,
});
export type Observation = Type.Static<typeof Observation>;

/** Any resource: what a Bundle entry or a contained resource is before it is read further. */
const AnyResource = Type.Object({
  resourceType: Type.String(),
  id: Type.Optional(Type.String()),
});
export type AnyResource = Type.Static<typeof AnyResource>;

const Reference = Type.Object({ reference: Type.Optional(Type.String()) });

const DiagnosticReport = Type.Object({
  resourceType: Type.Literal('DiagnosticReport'),
  id: Type.Optional(Type.String()),
  result: Type.Optional(Type.Array(Reference)),
  contained: Type.Optional(Type.Array(AnyResource)),
  ...timing,
});
export type DiagnosticReport = Type.Static<typeof DiagnosticReport>;

const Bundle = Type.Object({
  resourceType: Type.Literal('Bundle'),
  entry: Type.Optional(
    Type.Array(
      Type.Object({
        fullUrl: Type.Optional(Type.String()),
        resource: Type.Optional(AnyResource),
      }),
    ),
  ),
});

const FhirFile = Type.Union([Bundle, Observation, DiagnosticReport]);
/** What a FHIR import may be: a Bundle of any type, or one Observation or DiagnosticReport. */
export type FhirFile = Type.Static<typeof FhirFile>;

const fhirFile = compileOnFirstUse(FhirFile);
const observation = compileOnFirstUse(Observation);
const diagnosticReport = compileOnFirstUse(DiagnosticReport);

/** The file as FHIR, or undefined when it is no JSON or no Bundle, Observation or DiagnosticReport. */
export function parseFhirFile(bytes: Uint8Array): FhirFile | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
  return fhirFile().Check(parsed) ? parsed : undefined;
}

export function isObservation(resource: unknown): resource is Observation {
  return observation().Check(resource);
}

export function isDiagnosticReport(resource: unknown): resource is DiagnosticReport {
  return diagnosticReport().Check(resource);
}
