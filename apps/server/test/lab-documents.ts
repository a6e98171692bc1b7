import type { HistoryResponse } from '@labtrail/contract/biomarkers';
import type { DocumentsResponse } from '@labtrail/contract/documents';
import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText } from '@labtrail/testkit/make-pdf';
import { call } from './sign-in-helpers';

export interface LabValues {
  haemoglobin: number;
  ldl: number;
  hba1c: number;
}

function row(y: number, cells: readonly string[]): PdfText[] {
  const columns = [50, 230, 310, 380];
  return cells.map((text, index) => ({ x: columns[index] ?? 50, y, text }));
}

/**
 * A report printing each page's rows as a table under the same header, one row every 15 points;
 * the first page carries the report date.
 */
export function tableReport(
  pages: readonly (readonly (readonly string[])[])[],
  reportDate = '12/03/2026',
): Buffer {
  return makePdf(
    pages.map((rows, page) => [
      ...(page === 0 ? [{ x: 350, y: 780, text: `Report Date: ${reportDate}` }] : []),
      ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
      ...rows.flatMap((cells, index) => row(720 - 15 * index, cells)),
    ]),
  );
}

/**
 * A text lab report (as a lab's PDF export prints one) holding three known values, under the
 * letterhead of `lab`.
 */
export function labReport(
  values: LabValues,
  reportDate = '12/03/2026',
  lab = 'City Diagnostics Laboratory',
): Buffer {
  return makePdf([
    [
      { x: 50, y: 800, text: lab, size: 14 },
      { x: 350, y: 780, text: `Report Date: ${reportDate}` },
      ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
      ...row(720, ['Haemoglobin', String(values.haemoglobin), 'g/dL', '13.0 - 17.0']),
      ...row(705, ['LDL Cholesterol', String(values.ldl), 'mg/dL', '< 100']),
      ...row(690, ['HbA1c', String(values.hba1c), '%', '4.0 - 5.6']),
    ],
  ]);
}

/** Uploads a PDF as the web app does; the new document's id. */
export async function uploadPdf(
  serverUrl: string,
  cookie: string,
  bytes: Buffer,
  name = 'report.pdf',
): Promise<string> {
  const form = new FormData();
  form.append('other', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${serverUrl}/v2/user/document`, {
    method: 'POST',
    headers: { 'x-client-source': 'website', cookie },
    body: form,
  });
  const body = (await response.json()) as { user_document_id?: string };
  if (response.status !== 200 || body.user_document_id === undefined)
    throw new Error(`upload refused: ${String(response.status)} ${JSON.stringify(body)}`);
  return body.user_document_id;
}

/** The person's documents as the list shows them. */
export async function listDocuments(serverUrl: string, cookie: string) {
  const categories = (await call(serverUrl, 'GET', '/v1/user/documents', { cookie }))
    .json as DocumentsResponse;
  return categories.flatMap((category) => category.documents);
}

/** Waits until every listed document's analysis has ended (done or failed). */
export async function waitForAnalyses(
  serverUrl: string,
  cookie: string,
  timeoutMs = 30_000,
): Promise<Awaited<ReturnType<typeof listDocuments>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const documents = await listDocuments(serverUrl, cookie);
    const open = documents.filter((document) => !['done', 'failed'].includes(document.status));
    if (open.length === 0) return documents;
    if (Date.now() > deadline)
      throw new Error(`${String(open.length)} documents still in analysis`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function historyOf(serverUrl: string, cookie: string): Promise<HistoryResponse> {
  return (await call(serverUrl, 'GET', '/v1/health/biomarkers/history', { cookie }))
    .json as HistoryResponse;
}
