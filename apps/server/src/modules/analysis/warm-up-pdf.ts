/**
 * A one-page PDF with a line of text, read once when a worker's analysis thread starts: it loads
 * pdf.js, its worker module and a standard font and runs the reader, so the first real document
 * is read as fast as the next rather than paying that second of loading. Its cross-reference table
 * is left out on purpose: pdf.js rebuilds it from the objects, as it does for many real PDFs.
 */
export const WARM_UP_PDF = new TextEncoder().encode(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R',
    '  /Resources <</Font <</F1 5 0 R>>>>>> endobj',
    '4 0 obj <</Length 51>> stream',
    'BT /F1 12 Tf 72 720 Td (Haemoglobin 13.5 g/dL) Tj ET',
    'endstream endobj',
    '5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);
