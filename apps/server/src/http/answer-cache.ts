import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/**
 * A serialised answer as bytes, plain and gzipped (every browser accepts gzip; the answers are
 * ~280 KB of JSON that shrinks to a fifth), with a strong validator per coding.
 */
export interface CachedAnswer {
  identity: Buffer;
  gzip: Buffer;
  /** A hash of the plain bytes, quoted; the gzipped representation's adds `-gzip`. */
  etag: string;
}

/** Enough for every answer of a few hundred people at once (one is ~40–400 KB), and no more. */
export const ANSWER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Compresses off the main thread (zlib's pool), so a miss does not stall other requests. */
export async function answerOf(body: string): Promise<CachedAnswer> {
  const identity = Buffer.from(body, 'utf8');
  return {
    identity,
    gzip: await gzip(identity),
    etag: `"${crypto.createHash('sha256').update(identity).digest('base64url')}"`,
  };
}

function sizeOf(answer: CachedAnswer): number {
  return answer.identity.length + answer.gzip.length;
}

/**
 * Serialised answers of a person's reads, by key (route, person, language), each kept for one
 * version of the person's results. The caller reads the version from the database on every
 * request, so a change made anywhere (another API process, a worker) is never served stale: the
 * old entry just stops matching. Bounded by size; the least recently used go first.
 */
export function createAnswerCache(maxBytes = ANSWER_CACHE_MAX_BYTES) {
  const entries = new Map<string, { version: string; answer: CachedAnswer }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= sizeOf(entry.answer);
  };
  return {
    get(key: string, version: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (entry?.version !== version) return undefined;
      // A Map iterates in insertion order: re-inserting marks the entry as the most recent.
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },

    set(key: string, version: string, answer: CachedAnswer): void {
      remove(key);
      if (sizeOf(answer) > maxBytes) return;
      entries.set(key, { version, answer });
      bytes += sizeOf(answer);
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
