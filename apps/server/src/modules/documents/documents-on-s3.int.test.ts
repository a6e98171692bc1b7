import fs from 'node:fs';
import path from 'node:path';
import { startS3Server } from '@labtrail/testkit/s3-server';
import type { S3Server } from '@labtrail/testkit/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historyOf,
  labReport,
  listDocuments,
  uploadPdf,
  waitForAnalyses,
} from '../../../test/lab-documents';
import { bucketKeys } from '../../../test/s3-bucket';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { DOCUMENTS_DIR_NAME } from '../../storage/create-local-blob-store';
import { S3_KEY_PREFIX } from '../../storage/create-s3-blob-store';
import { MARKER_IDS } from '../summaries/engine/marker-keys';

let s3: S3Server;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env });
});

afterAll(async () => {
  await server.close();
  await s3.stop();
});

const id = (key: Parameters<typeof MARKER_IDS.get>[0]) => String(MARKER_IDS.get(key));

describe('documents on S3-compatible storage', () => {
  it('are uploaded into the bucket, listed, downloaded as sent, and deleted from it', async () => {
    const cookie = await signInWithPhone(server, '+4917300000001');
    const pdf = labReport({ haemoglobin: 14.1, ldl: 120, hba1c: 5.2 });
    const documentId = await uploadPdf(server.url, cookie, pdf, 'Blood count.pdf');

    const keys = await bucketKeys(s3);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${S3_KEY_PREFIX}[0-9a-f-]{36}$`));
    // Nothing of the document is kept on this machine's disk.
    expect(fs.existsSync(path.join(server.dataDir, DOCUMENTS_DIR_NAME))).toBe(false);

    expect(await listDocuments(server.url, cookie)).toEqual([
      expect.objectContaining({ user_document_id: documentId, display_name: 'Blood count' }),
    ]);
    const download = await fetch(`${server.url}/v1/user/document/${documentId}`, {
      headers: { cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    await waitForAnalyses(server.url, cookie);
    const deleted = await call(server.url, 'DELETE', `/v1/user/document/${documentId}`, {
      cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await bucketKeys(s3)).toEqual([]);
    expect(await listDocuments(server.url, cookie)).toEqual([]);
    expect(
      (await fetch(`${server.url}/v1/user/document/${documentId}`, { headers: { cookie } })).status,
    ).toBe(404);
  });

  it('are analysed from the bucket: the report’s values appear once each', async () => {
    const cookie = await signInWithPhone(server, '+4917300000002');
    const documentId = await uploadPdf(
      server.url,
      cookie,
      labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 6.1 }),
    );
    const [document] = await waitForAnalyses(server.url, cookie);
    expect(document).toMatchObject({ status: 'done', report_date: '2026-03-12' });
    const history = await historyOf(server.url, cookie);
    expect(Object.keys(history)).toHaveLength(3);
    expect(history[id('haemoglobin')]).toEqual([
      expect.objectContaining({ value: 13.5, source: 'document', document_id: documentId }),
    ]);
    expect(history[id('ldl')]).toEqual([expect.objectContaining({ value: 172 })]);
    expect(history[id('hba1c')]).toEqual([expect.objectContaining({ value: 6.1 })]);
  });
});
