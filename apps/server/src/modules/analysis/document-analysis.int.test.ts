import fs from 'node:fs';
import path from 'node:path';
import type { HistoryResponse } from '@labtrail/contract/biomarkers';
import type { DocumentsResponse } from '@labtrail/contract/documents';
import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText as PdfTextItem } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithEmail, signInWithPhone } from '../../../test/sign-in-helpers';
import { DOCUMENTS_DIR_NAME } from '../../storage/create-local-blob-store';
import { MARKER_IDS } from '../summaries/engine/marker-keys';

let server: TestServer;
let mail: MailCatcher;
let phoneCounter = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ env: { SMTP_URL: mail.url } });
});

afterAll(async () => {
  await server.close();
  await mail.close();
});

function row(y: number, cells: readonly string[]): PdfTextItem[] {
  const columns = [50, 230, 310, 380];
  return cells.map((text, index) => ({ x: columns[index] ?? 50, y, text }));
}

/** A plain English report: a header, a results table and a comment with numbers in it. */
const REPORT = makePdf([
  [
    { x: 50, y: 800, text: 'City Diagnostics Laboratory', size: 14 },
    { x: 50, y: 780, text: 'Patient: Ada Lovelace' },
    { x: 350, y: 780, text: 'Report Date: 12/03/2026' },
    ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
    ...row(720, ['Haemoglobin', '13.5', 'g/dL', '13.0 - 17.0']),
    ...row(705, ['LDL Cholesterol', '172', 'mg/dL', '< 100']),
    ...row(690, ['HbA1c', '6.1', '%', '4.0 - 5.6']),
    ...row(675, ['Mystery Marker X', '4.2', 'mg/dL', '1 - 5']),
    { x: 50, y: 640, text: 'Comment: please fast for 12 hours before the next test on 2 days.' },
  ],
]);

async function newPerson(): Promise<string> {
  phoneCounter += 1;
  return signInWithPhone(server, `+4917200${String(phoneCounter).padStart(5, '0')}`);
}

function newPersonWithEmail(email: string): Promise<string> {
  return signInWithEmail(server.url, mail, email);
}

async function upload(cookie: string, bytes: Buffer, name = 'March report.pdf'): Promise<string> {
  const form = new FormData();
  form.append('other', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${server.url}/v2/user/document`, {
    method: 'POST',
    headers: { 'x-client-source': 'website', cookie },
    body: form,
  });
  const body = (await response.json()) as { user_document_id: string };
  return body.user_document_id;
}

async function documentStatus(cookie: string, id: string) {
  const categories = (await call(server.url, 'GET', '/v1/user/documents', { cookie }))
    .json as DocumentsResponse;
  const found = categories.flatMap((category) =>
    category.documents.map((document) => ({ ...document, type: category.document_type })),
  );
  return found.find((document) => document.user_document_id === id);
}

async function settled(cookie: string, id: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const document = await documentStatus(cookie, id);
    if (document?.status === 'done' || document?.status === 'failed') return document;
    if (Date.now() > deadline)
      throw new Error(`document ${id} still ${document?.status ?? 'gone'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function historyOf(cookie: string): Promise<HistoryResponse> {
  return (await call(server.url, 'GET', '/v1/health/biomarkers/history', { cookie }))
    .json as HistoryResponse;
}

const id = (key: Parameters<typeof MARKER_IDS.get>[0]) => String(MARKER_IDS.get(key));

describe('a lab report PDF', () => {
  it('becomes values linked to the document, a new summary and an e-mail', async () => {
    const cookie = await newPersonWithEmail('ada@example.org');
    const documentId = await upload(cookie, REPORT);
    const document = await settled(cookie, documentId);
    expect(document).toMatchObject({
      status: 'done',
      type: 'blood_work',
      report_date: '2026-03-12',
    });

    const history = await historyOf(cookie);
    expect(history[id('haemoglobin')]).toEqual([
      expect.objectContaining({ value: 13.5, source: 'document', document_id: documentId }),
    ]);
    expect(history[id('ldl')]?.[0]).toMatchObject({ value: 172, in_range: false });
    expect(history[id('hba1c')]?.[0]?.test_date).toBe('2026-03-12T00:00:00.000Z');
    expect(Object.keys(history)).toHaveLength(3);

    const summary = (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie }))
      .json as BiomarkersSummary;
    expect(summary.is_read).toBe(false);
    expect(summary.data.concerning_biomarkers).toContain('172');

    const ready = await mail.lastMailTo('ada@example.org', { subject: 'Your analysis is ready' });
    expect(ready.subject).toBe('Your analysis is ready');
    expect(ready.text).toContain('March report');
    expect(ready.text).toMatch(/Open Labtrail: http:\/\/localhost:\d+\/biomarkers/);
  });

  it('is analysed once in effect when a worker dies mid-claim: one set of values', async () => {
    const cookie = await newPerson();
    const documentId = await upload(cookie, REPORT);
    await settled(cookie, documentId);
    // As if a worker had claimed it again and died: the claim runs out, another worker takes it.
    const database = openTestDatabase(server);
    try {
      await database.db
        .updateTable('documents')
        .set({ status: 'processing', claimed_until: Date.now() - 1000, attempts: 1 })
        .where('id', '=', documentId)
        .execute();
    } finally {
      await database.db.destroy();
    }
    await call(server.url, 'GET', '/v1/user/documents', { cookie });
    const deadline = Date.now() + 30_000;
    while ((await documentStatus(cookie, documentId))?.status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const history = await historyOf(cookie);
    expect(history[id('haemoglobin')]).toHaveLength(1);
    expect(history[id('ldl')]).toHaveLength(1);
  });

  it('fails a corrupt PDF with a readable reason while the next document succeeds', async () => {
    const cookie = await newPerson();
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const broken = await upload(cookie, corrupt, 'broken.pdf');
    const good = await upload(cookie, REPORT);
    const failed = await settled(cookie, broken);
    expect(failed.status).toBe('failed');
    expect((await settled(cookie, good)).status).toBe('done');
    const database = openTestDatabase(server);
    try {
      const row = await database.db
        .selectFrom('documents')
        .select('error')
        .where('id', '=', broken)
        .executeTakeFirst();
      expect(row?.error).toBe('unreadable');
    } finally {
      await database.db.destroy();
    }
  });
});

describe('a try that fails', () => {
  async function documentRow(documentId: string) {
    const database = openTestDatabase(server);
    try {
      return await database.db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', documentId)
        .executeTakeFirstOrThrow();
    } finally {
      await database.db.destroy();
    }
  }

  it('is tried again later when the failure may pass (the file missing for a moment)', async () => {
    const cookie = await newPerson();
    const database = openTestDatabase(server);
    const documentId = await upload(cookie, REPORT);
    await settled(cookie, documentId);
    try {
      // Analyse it again, holding the worker off while its file goes missing.
      await database.db
        .updateTable('documents')
        .set({ status: 'pending', claimed_until: Date.now() + 60_000, attempts: 0 })
        .where('id', '=', documentId)
        .execute();
      const row = await documentRow(documentId);
      const file = path.join(server.dataDir, DOCUMENTS_DIR_NAME, row.blob_key);
      fs.renameSync(file, `${file}.away`);
      await database.db
        .updateTable('documents')
        .set({ claimed_until: null })
        .where('id', '=', documentId)
        .execute();
      const deadline = Date.now() + 10_000;
      let retried = await documentRow(documentId);
      while (!(retried.status === 'pending' && retried.attempts === 1) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        retried = await documentRow(documentId);
      }
      expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
      expect(retried.error).toBe('failed');
      expect(retried.claimed_until ?? 0).toBeGreaterThan(Date.now());

      fs.renameSync(`${file}.away`, file);
      await database.db
        .updateTable('documents')
        .set({ claimed_until: null })
        .where('id', '=', documentId)
        .execute();
      expect((await settled(cookie, documentId)).status).toBe('done');
    } finally {
      await database.db.destroy();
    }
  });

  it('is given up with a reason once its last allowed try was cut off', async () => {
    const cookie = await newPerson();
    const documentId = await upload(cookie, REPORT);
    await settled(cookie, documentId);
    const database = openTestDatabase(server);
    try {
      await database.db
        .updateTable('documents')
        .set({ status: 'processing', attempts: 3, claimed_until: Date.now() - 1000 })
        .where('id', '=', documentId)
        .execute();
    } finally {
      await database.db.destroy();
    }
    expect(await settled(cookie, documentId)).toMatchObject({ status: 'failed' });
    expect((await documentRow(documentId)).error).toBe('abandoned');
  });
});
