import { Transform } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@labtrail/contract/documents';
import { HttpError } from '../../http/http-error';
import { DOCUMENT_MESSAGES } from './messages';

/** Every PDF starts with these bytes, whatever the browser claims the file to be. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Fails the stream with 415 unless its first bytes are a PDF's (an empty file included). */
export function requirePdfMagic(): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = () => head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length < PDF_MAGIC.length) {
          done();
          return;
        }
        checked = true;
        if (!check()) {
          done(new HttpError(415, DOCUMENT_MESSAGES.notPdf));
          return;
        }
        done(null, head);
        return;
      }
      done(null, chunk);
    },
    flush(done) {
      done(checked ? null : new HttpError(415, DOCUMENT_MESSAGES.notPdf));
    },
  });
}

/** Fails the stream with 413 as soon as more than 25 MB have passed, before the rest is read. */
export function limitSize(maxBytes = UPLOAD_MAX_BYTES): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new HttpError(413, DOCUMENT_MESSAGES.tooLarge) : null, chunk);
    },
  });
}
