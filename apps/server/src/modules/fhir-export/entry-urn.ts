import crypto from 'node:crypto';

/** Labtrail's namespace for name-based UUIDs of exported resources (RFC 9562 §5.5). */
const NAMESPACE = Buffer.from('6c6f8a1e3b2d4f5e9a7c0d1e2f3a4b5c', 'hex');

/**
 * A version-5 UUID named by the kind of resource and the row it comes from, so exporting the same
 * data twice gives the same ids and an importer can tell a bundle it has seen.
 */
export function resourceUuid(kind: string, rowId: string): string {
  const hash = crypto
    .createHash('sha1')
    .update(NAMESPACE)
    .update(`${kind}/${rowId}`)
    .digest()
    .subarray(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

export function urnOf(uuid: string): string {
  return `urn:uuid:${uuid}`;
}
