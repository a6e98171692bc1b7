import { Transform } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@labtrail/contract/documents';
import { DomainError } from '../../domain-error';
import { DOCUMENT_MESSAGES } from './messages';

/** Every PDF starts with these bytes, whatever the browser claims the file to be. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

function notPdf(): DomainError {
  return new DomainError('not_pdf', DOCUMENT_MESSAGES.notPdf);
}

/** Fails the stream with `not_pdf` unless its first bytes are a PDF's (an empty file included). */
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
          done(notPdf());
          return;
        }
        done(null, head);
        return;
      }
      done(null, chunk);
    },
    flush(done) {
      done(checked ? null : notPdf());
    },
  });
}

function tooLarge(): DomainError {
  return new DomainError('file_too_large', DOCUMENT_MESSAGES.tooLarge);
}

/**
 * Fails the stream (`file_too_large`, or the refusal given) as soon as more than `maxBytes` (25 MB
 * unless told) have passed.
 */
export function limitSize(maxBytes = UPLOAD_MAX_BYTES, refusal = tooLarge): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? refusal() : null, chunk);
    },
  });
}
