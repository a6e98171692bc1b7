import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { DomainError } from '../../domain-error';
import { CUT_OFF_MESSAGE } from '../../http/register-error-handling';
import { limitSize } from './upload-guards';

/*
 * What the routes receiving one file (a PDF, a FHIR import) do with its multipart part.
 */

/**
 * The file part, once its headers have arrived. The parser may have given it up meanwhile (the
 * body ended inside it): a stream destroyed before its end never ends for a reader, so it is
 * refused here.
 */
export async function takeFile(
  upload: Promise<MultipartFile | undefined>,
): Promise<MultipartFile | undefined> {
  const file = await upload;
  if (file !== undefined && file.file.destroyed && !file.file.readableEnded)
    throw new DomainError('request_cut_off', CUT_OFF_MESSAGE);
  return file;
}

/**
 * Reads a refused upload to its end (25 MB at most) and drops it. A browser still sending its
 * file when the connection is closed reports a network error instead of the answer; once the body
 * is in, the answer reaches the person.
 */
export async function discardUpload(upload: Promise<MultipartFile | undefined>): Promise<void> {
  try {
    const file = await takeFile(upload);
    if (file === undefined) return;
    const drop = new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });
    await pipeline(file.file, limitSize(), drop);
  } catch {
    // Over 25 MB, not multipart, or cut off: the connection is closed instead; the refusal stands.
  }
}
