import { describe, expect, it } from 'vitest';
import { resourceUuid, urnOf } from './entry-urn';

describe('ids of exported resources', () => {
  it('are version-5 UUIDs, the same for the same row and different across kinds', () => {
    const id = resourceUuid('Observation', 'row-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(resourceUuid('Observation', 'row-1')).toBe(id);
    expect(resourceUuid('DiagnosticReport', 'row-1')).not.toBe(id);
    expect(urnOf(id)).toBe(`urn:uuid:${id}`);
  });
});
