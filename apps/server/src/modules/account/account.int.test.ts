import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AccountExport } from '@labtrail/contract/account';
import type { DocumentReview } from '@labtrail/contract/review';
import type { CreatedShare } from '@labtrail/contract/sharing';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { DOCUMENTS_DIR_NAME } from '../../storage/create-local-blob-store';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import { tableReport, uploadPdf, waitForAnalyses } from '../../../test/lab-documents';

const LDL = ALL_BIOMARKERS.find((biomarker) => biomarker.name.startsWith('LDL'));
const LIPASE = ALL_BIOMARKERS.find((biomarker) => biomarker.name === 'Lipase');
const PDF = makePdf([[{ x: 50, y: 780, text: 'Lipid panel' }]]);

let server: TestServer;
let phones = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** A person with a value, a document they have opened once, and so a summary. */
async function personWithData() {
  phones += 1;
  const cookie = await signInWithPhone(server, `+4917200${String(phones).padStart(5, '0')}`);
  const me = await call(server.url, 'GET', '/v1/user/me', { cookie });
  const userId = (me.body.data as { user_id: string }).user_id;
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [{ biomarker_id: LDL?.id, value: 172, test_date: '2026-06-01' }],
  });
  expect(added.status).toBe(200);
  const documentId = await uploadPdf(server.url, cookie, PDF, 'Lipids.pdf');
  const read = await fetch(`${server.url}/v1/user/document/${documentId}`, { headers: { cookie } });
  expect(read.status).toBe(200);
  return { cookie, userId, documentId };
}

function storedFiles(): string[] {
  const root = path.join(server.dataDir, DOCUMENTS_DIR_NAME);
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.incoming'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function rowsOf(userId: string) {
  const { db } = openTestDatabase(server);
  try {
    const count = async (
      table: 'sessions' | 'results' | 'summaries' | 'documents' | 'user_identities',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const users = await db.selectFrom('users').select('id').where('id', '=', userId).execute();
    const audit = await db
      .selectFrom('audit_events')
      .select(['action', 'subject_id'])
      .where('user_id', '=', userId)
      .orderBy('at')
      .execute();
    return {
      users: users.length,
      sessions: await count('sessions'),
      results: await count('results'),
      summaries: await count('summaries'),
      documents: await count('documents'),
      audit,
    };
  } finally {
    await db.destroy();
  }
}

describe('exporting one’s data', () => {
  it('gives everything held about the person as a JSON file, and only theirs', async () => {
    const ada = await personWithData();
    const other = await personWithData();

    const answer = await call(server.url, 'GET', '/v1/user/export', { cookie: ada.cookie });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="labtrail-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = answer.json as AccountExport;
    expect(exported.account.user_id).toBe(ada.userId);
    expect(exported.account.phone).toMatch(/^\+49172/);
    expect(exported.results).toEqual([
      expect.objectContaining({ biomarker_id: LDL?.id, value: 172, test_date: '2026-06-01' }),
    ]);
    expect(exported.documents.map((document) => document.id)).toEqual([ada.documentId]);
    expect(exported.summary).not.toBeNull();
    // Signed in by phone: reminders were never on (their digests: reminders.int.test.ts).
    expect(exported.retest_reminders).toEqual({ enabled: false, digests: [] });
    expect(JSON.stringify(exported)).not.toContain(other.userId);
    expect(JSON.stringify(exported)).not.toContain(other.documentId);
    expect(exported.audit_log.map((event) => [event.action, event.subject_id])).toEqual([
      ['document_read', ada.documentId],
      ['data_exported', null],
    ]);
  });

  it('includes the sex, year of birth and units the person gave, and null before they give any', async () => {
    const { cookie } = await personWithData();
    const before = (await call(server.url, 'GET', '/v1/user/export', { cookie }))
      .json as AccountExport;
    expect(before.personal_profile).toBeNull();
    const saved = await call(server.url, 'PUT', '/v1/user/profile', {
      cookie,
      body: { sex: 'female', birth_year: 1980, unit_system: 'si' },
    });
    expect(saved.status).toBe(200);

    const exported = (await call(server.url, 'GET', '/v1/user/export', { cookie }))
      .json as AccountExport;

    expect(exported.personal_profile).toEqual({
      sex: 'female',
      birth_year: 1980,
      unit_system: 'si',
      updated_at: expect.any(String) as unknown,
    });
  });

  it('includes where each value was printed, the changes made in review and the names taught', async () => {
    phones += 1;
    const cookie = await signInWithPhone(server, `+4917200${String(phones).padStart(5, '0')}`);
    const documentId = await uploadPdf(
      server.url,
      cookie,
      tableReport([
        [
          ['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0'],
          ['Glucose', '112', 'mg/dL', '70 - 100'],
          ['Frobnicase', '42', 'U/L', '10 - 50'],
        ],
      ]),
    );
    await waitForAnalyses(server.url, cookie);
    const review = (
      await call(server.url, 'GET', `/v1/user/document/${documentId}/review`, {
        cookie,
      })
    ).json as DocumentReview;
    const glucose = review.results.find((result) => result.printed?.name === 'Glucose');
    const reviewPath = `/v1/user/document/${documentId}/review`;
    await call(server.url, 'POST', `${reviewPath}/result/${glucose?.result_id ?? ''}/dismiss`, {
      cookie,
      body: { reason: 'Not fasting' },
    });
    await call(server.url, 'POST', `${reviewPath}/line/${review.unmatched[0]?.line_id ?? ''}/map`, {
      cookie,
      body: { biomarker_id: LIPASE?.id },
    });

    const exported = (await call(server.url, 'GET', '/v1/user/export', { cookie }))
      .json as AccountExport;

    expect(exported.results.find((result) => result.biomarker_id === LIPASE?.id)).toMatchObject({
      provenance: { page: 1, printed: { name: 'Frobnicase', value: '42' }, mapped: true },
    });
    expect(exported.result_changes.map((change) => [change.kind, change.reason])).toEqual([
      ['dismissed', 'Not fasting'],
      ['mapped', null],
    ]);
    expect(exported.private_aliases).toEqual([
      {
        printed_name: 'Frobnicase',
        biomarker_id: LIPASE?.id,
        created_at: expect.any(String) as unknown,
      },
    ]);
  });

  it('includes the share links with their openings, never a token nor its hash', async () => {
    const ada = await personWithData();
    const created = await call(server.url, 'POST', '/v1/user/shares', {
      cookie: ada.cookie,
      body: { expires_in_hours: 48, include_documents: true, label: 'Dr. Meier' },
    });
    const { token, share } = created.json as CreatedShare;
    await call(server.url, 'GET', '/v1/shared', { headers: { authorization: `Share ${token}` } });

    const exported = (await call(server.url, 'GET', '/v1/user/export', { cookie: ada.cookie }))
      .json as AccountExport;

    expect(exported.share_links).toEqual([
      {
        share_id: share.share_id,
        label: 'Dr. Meier',
        include_documents: true,
        include_flag_reasons: false,
        created_at: share.created_at,
        expires_at: share.expires_at,
        revoked_at: null,
        opened_at: [expect.any(String) as unknown],
      },
    ]);
    expect(exported.audit_log.map((event) => [event.action, event.subject_id])).toContainEqual([
      'share_opened',
      share.share_id,
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(token);
    expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('needs a session', async () => {
    expect((await call(server.url, 'GET', '/v1/user/export')).status).toBe(401);
  });
});

describe('deleting one’s account', () => {
  it('removes the rows, the files and the sessions, leaves others alone, and keeps it on record', async () => {
    const ada = await personWithData();
    const other = await personWithData();
    const filesBefore = storedFiles();

    const answer = await call(server.url, 'DELETE', '/v1/user', { cookie: ada.cookie });

    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join()).toMatch(/labtrail_session=;/);
    expect((await call(server.url, 'GET', '/v1/user/me', { cookie: ada.cookie })).status).toBe(401);
    expect(await rowsOf(ada.userId)).toEqual({
      users: 0,
      sessions: 0,
      results: 0,
      summaries: 0,
      documents: 0,
      audit: [
        { action: 'document_read', subject_id: ada.documentId },
        { action: 'account_deleted', subject_id: null },
      ],
    });
    expect(storedFiles()).toHaveLength(filesBefore.length - 1);
    expect(await rowsOf(other.userId)).toMatchObject({ users: 1, results: 1, documents: 1 });
    const othersDocument = await fetch(`${server.url}/v1/user/document/${other.documentId}`, {
      headers: { cookie: other.cookie },
    });
    expect(othersDocument.status).toBe(200);
  });

  it('lets the same phone number start afresh afterwards', async () => {
    const ada = await personWithData();
    const phone = (
      (await call(server.url, 'GET', '/v1/user/me', { cookie: ada.cookie })).body.data as {
        phone: string;
      }
    ).phone;
    await call(server.url, 'DELETE', '/v1/user', { cookie: ada.cookie });

    const again = await signInWithPhone(server, phone);
    const me = await call(server.url, 'GET', '/v1/user/me', { cookie: again });
    expect((me.body.data as { user_id: string }).user_id).not.toBe(ada.userId);
    const history = await call(server.url, 'GET', '/v1/health/biomarkers/history', {
      cookie: again,
    });
    expect(history.json).toEqual({});
  });
});
