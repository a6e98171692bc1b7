import { AnalysisFailure } from './analysis-failure';
import { ANALYSIS_LIMITS } from './analysis-rules';
import type { OcrEngine } from './read-pdf/create-ocr-engine';
import { measureUnpackedSize } from './read-pdf/measure-unpacked-size';
import { ReadWorkExceeded, readPdfText } from './read-pdf/read-pdf-text';
import type { LabReport } from './understand/parse-lab-report';
import { parseLabReport } from './understand/parse-lab-report';

/** A PDF's bytes in, what the report says out; `signal` ends it when it takes too long. */
export type AnalysePdf = (bytes: Uint8Array, signal: AbortSignal) => Promise<LabReport>;

/** pdfjs's names for files that are no PDF it can read: trying again cannot help. */
const UNREADABLE = new Set([
  'InvalidPDFException',
  'PasswordException',
  'FormatError',
  'MissingPDFException',
  // Any other error pdf.js raised while parsing (such as a page tree that contains itself): the
  // same bytes fail the same way on every try.
  'UnknownErrorException',
]);

/** Reads the text layer (or OCR of pages without one) and understands it as a lab report. */
export function createPdfAnalyser(ocr: OcrEngine | undefined): AnalysePdf {
  return async (bytes, signal) => {
    const unpacked = await measureUnpackedSize(
      bytes,
      {
        maxStreamBytes: ANALYSIS_LIMITS.maxUnpackedStreamBytes,
        maxTotalBytes: ANALYSIS_LIMITS.maxUnpackedBytes,
        maxPageContentBytes: ANALYSIS_LIMITS.maxPageContentBytes,
      },
      signal,
    );
    if (!unpacked.within)
      throw new AnalysisFailure(
        unpacked.limit === 'page_content' ? 'too_many_instructions' : 'too_large',
        true,
      );
    try {
      const text = await readPdfText(bytes, {
        maxPages: ANALYSIS_LIMITS.maxPages,
        maxOcrPages: ANALYSIS_LIMITS.maxOcrPages,
        ocr,
        signal,
        work: ANALYSIS_LIMITS.readWork,
      });
      return parseLabReport(text);
    } catch (error) {
      if (error instanceof ReadWorkExceeded)
        throw new AnalysisFailure(
          error.limit === 'text_items' ? 'too_much_text' : 'pages_too_slow',
          true,
        );
      if (error instanceof Error && UNREADABLE.has(error.name))
        throw new AnalysisFailure('unreadable', true);
      throw error;
    }
  };
}
