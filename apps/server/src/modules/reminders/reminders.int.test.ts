import type { AccountExport } from '@labtrail/contract/account';
import type { RetestReminders } from '@labtrail/contract/reminders';
import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import type { CaughtMail, MailCatcher } from '@labtrail/testkit/mail-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/create-database';
import {
  call,
  codeIn,
  DAY,
  SECOND,
  sessionCookie,
  signInWithPhone,
  solveCaptcha,
  TestClock,
} from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { biomarkerByLoinc } from '../summaries/engine/crafted-results';
import { MARKER_IDS } from '../summaries/engine/marker-keys';
import type { MarkerKey } from '../summaries/engine/marker-keys';

const SUBJECT = {
  us: 'Tests are due: your retest reminder',
  de: 'Tests sind fällig: Ihre Erinnerung',
};

const clock = new TestClock(Date.UTC(2026, 5, 15, 12, 0, 0));
let mail: MailCatcher;
/** Refuses the first reminder to this address, as a mail server with trouble for a moment. */
const REFUSED_ONCE = 'refused-once@example.org';
let refusals = 0;
let server: TestServer;
let worker: TestServer;
let database: DatabaseHandle;

beforeAll(async () => {
  mail = await startMailCatcher({
    refuse: (message) => {
      if (!message.to.includes(REFUSED_ONCE) || message.subject !== SUBJECT.us || refusals > 0)
        return false;
      refusals += 1;
      return true;
    },
  });
  server = await startTestServer({ clock, env: { SMTP_URL: mail.url } });
  // A second worker process on the same database, the same clock and the same secret.
  worker = await startTestServer({
    clock,
    env: {
      ROLE: 'worker',
      SMTP_URL: mail.url,
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl,
    },
  });
  database = openTestDatabase(server);
});

afterAll(async () => {
  await database.db.destroy();
  await worker.close();
  await server.close();
  await mail.close();
});

async function signIn(email: string, language: 'us' | 'de' = 'us'): Promise<string> {
  await call(server.url, 'POST', '/v2/user/login', {
    body: { email, language, captcha: await solveCaptcha(server.url) },
  });
  const verified = await call(server.url, 'POST', '/v1/user/verify', {
    body: {
      tz_offset: -2,
      version: '0.0.1',
      email,
      code: codeIn((await mail.lastMailTo(email)).text),
    },
  });
  return sessionCookie(verified.headers);
}

async function enter(
  cookie: string,
  entries: readonly { key: MarkerKey; value: number; test_date: string }[],
): Promise<void> {
  const answer = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: entries.map((entry) => ({
      biomarker_id: MARKER_IDS.get(entry.key),
      value: entry.value,
      test_date: entry.test_date,
    })),
  });
  expect(answer.status).toBe(200);
}

async function setReminders(cookie: string, enabled: boolean) {
  return call(server.url, 'PUT', '/v1/user/reminders', { cookie, body: { enabled } });
}

async function readReminders(cookie: string, language = 'us'): Promise<RetestReminders> {
  const answer = await call(server.url, 'GET', '/v1/user/reminders', {
    cookie,
    headers: { 'accept-language': language },
  });
  expect(answer.status).toBe(200);
  return answer.json as RetestReminders;
}

/** Waits until every reminder check that is due by the clock has run (on either worker). */
async function settle(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const waiting = await database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('kind', '=', 'retest-reminder')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'running'),
          eb.and([eb('status', '=', 'pending'), eb('available_at', '<=', clock.now())]),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(waiting.count) === 0) return;
    if (Date.now() > deadline) throw new Error('reminder checks did not run');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function digestsTo(email: string, language: 'us' | 'de' = 'us'): CaughtMail[] {
  return mail.mailsTo(email).filter((message) => message.subject === SUBJECT[language]);
}

function nth(mails: readonly CaughtMail[], index: number): CaughtMail {
  const found = mails[index];
  if (found === undefined) throw new Error(`no mail number ${String(index + 1)}`);
  return found;
}

function unsubscribeTokenIn(message: CaughtMail): string {
  const link = /https?:\/\/\S+\/reminders\/unsubscribe\?token=(\S+)/u.exec(message.text);
  if (link?.[1] === undefined) throw new Error(`no unsubscribe link in: ${message.text}`);
  return decodeURIComponent(link[1]);
}

async function unsubscribe(token: string) {
  return call(server.url, 'POST', '/v1/reminders/unsubscribe', { body: { token } });
}

describe('retest reminders', () => {
  const ada = 'ada@example.org';
  const ben = 'ben@example.org';
  let adaCookie = '';
  let benCookie = '';

  it('sends one digest of the due tests when a person opts in, however many workers run', async () => {
    adaCookie = await signIn(ada);
    await enter(adaCookie, [
      { key: 'ferritin', value: 100, test_date: '2024-01-10' },
      { key: 'hdl', value: 65, test_date: '2026-06-01' },
    ]);
    benCookie = await signIn(ben);
    await enter(benCookie, [{ key: 'haemoglobin', value: 14, test_date: '2025-03-01' }]);

    const before = await readReminders(adaCookie);
    expect(before).toMatchObject({ enabled: false, email_available: true, last_digest_at: null });
    expect(before.next_tests).toEqual([
      {
        biomarker_id: MARKER_IDS.get('ferritin'),
        biomarker_name: 'Ferritin',
        last_test_date: '2024-01-10',
        due_date: '2025-01-10',
        due: true,
      },
      {
        biomarker_id: MARKER_IDS.get('hdl'),
        biomarker_name: 'HDL Cholesterol',
        last_test_date: '2026-06-01',
        due_date: '2027-06-01',
        due: false,
      },
    ]);

    const turnedOn = await setReminders(adaCookie, true);
    expect(turnedOn.status).toBe(200);
    expect((turnedOn.json as RetestReminders).enabled).toBe(true);
    expect((await setReminders(benCookie, true)).status).toBe(200);
    // Asked twice: still one schedule.
    expect((await setReminders(adaCookie, true)).status).toBe(200);

    const digest = await mail.lastMailTo(ada, { subject: SUBJECT.us, timeoutMs: 20_000 });
    await settle();
    expect(digestsTo(ada)).toHaveLength(1);
    expect(digest.text).toContain(
      'By your results in Labtrail, this test is due again:\n\n- Ferritin: last tested Jan 10, 2024, due since Jan 10, 2025',
    );
    expect(digest.text).toMatch(/\nOpen Labtrail: http:\/\/localhost:\d+\/biomarkers\n/u);
    // Only Ada's own due test: not her HDL (not due), not Ben's hemoglobin.
    expect(digest.text).not.toContain('HDL');
    expect(digest.text).not.toContain('Hemoglobin');
    expect(digest.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/reminders\/unsubscribe\?token=[^>]+>$/u,
    );
    const benDigest = await mail.lastMailTo(ben, { subject: SUBJECT.us });
    expect(benDigest.text).toContain('Hemoglobin: last tested Mar 1, 2025, due since Mar 1, 2026');
    expect(benDigest.text).not.toContain('Ferritin');

    const after = await readReminders(adaCookie);
    expect(after.last_digest_at).toBe(new Date(clock.now()).toISOString());

    // A day on, both workers look again: nothing new is due, nothing is sent.
    clock.advance(DAY);
    await settle();
    expect(digestsTo(ada)).toHaveLength(1);
    expect(digestsTo(ben)).toHaveLength(1);
  });

  it('sends no second digest within a week, even when reminders are turned off and on again', async () => {
    clock.advance(2 * DAY);
    // A test that is due now, but the last digest went three days ago.
    await enter(adaCookie, [{ key: 'tsh', value: 2, test_date: '2025-02-01' }]);
    expect((await setReminders(adaCookie, false)).status).toBe(200);
    expect((await setReminders(adaCookie, true)).status).toBe(200);
    await settle();
    expect(digestsTo(ada)).toHaveLength(1);
  });

  it('sends the next digest after a week with only the newly due test', async () => {
    clock.advance(5 * DAY);
    await settle();
    const digests = digestsTo(ada);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.text).toContain(
      '- TSH (Thyroid-Stimulating Hormone): last tested Feb 1, 2025, due since Feb 1, 2026',
    );
    expect(digests[1]?.text).not.toContain('Ferritin');
    // Ben has nothing newly due: a week on, still his one digest.
    expect(digestsTo(ben)).toHaveLength(1);
  });

  it('stops with the e-mail’s unsubscribe link, without signing in', async () => {
    const token = unsubscribeTokenIn(nth(digestsTo(ada), 1));
    const answer = await unsubscribe(token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ unsubscribed: true });
    expect((await readReminders(adaCookie)).enabled).toBe(false);
    // The same link again: nothing left to stop, still fine.
    expect((await unsubscribe(token)).status).toBe(200);

    await enter(adaCookie, [{ key: 'crp', value: 1, test_date: '2025-01-05' }]);
    clock.advance(8 * DAY);
    await settle();
    expect(digestsTo(ada)).toHaveLength(2);
  });

  it('refuses a link that was altered or made up, with a clear message', async () => {
    const token = unsubscribeTokenIn(nth(digestsTo(ben), 0));
    const [userId, expiry] = token.split('.');
    for (const forged of [
      `${userId ?? ''}.${expiry ?? ''}.AAAA`,
      token.replace(/^./u, (first) => (first === 'a' ? 'b' : 'a')),
      'not-a-token',
    ]) {
      const answer = await unsubscribe(forged);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'This unsubscribe link is not valid. Check that it was copied in full.',
        code: 'unsubscribe_link_invalid',
      });
    }
    // A week and more has passed: Ben's session ended, he signs in again.
    benCookie = await signIn(ben);
    expect((await readReminders(benCookie)).enabled).toBe(true);
    const empty = await unsubscribe('');
    expect(empty.status).toBe(400);
  });

  it('writes the digest in German for a German person', async () => {
    const eva = 'eva@example.org';
    const cookie = await signIn(eva, 'de');
    await enter(cookie, [{ key: 'haemoglobin', value: 14, test_date: '2025-03-01' }]);
    expect((await setReminders(cookie, true)).status).toBe(200);
    const digest = await mail.lastMailTo(eva, { subject: SUBJECT.de, timeoutMs: 20_000 });
    expect(digest.text).toContain(
      'Nach Ihren Ergebnissen in Labtrail ist dieser Test wieder fällig:\n\n- Hämoglobin: zuletzt getestet am 01.03.2025, fällig seit 01.03.2026',
    );
    expect(digest.text).toContain('Erinnerungen abbestellen: http://localhost:');
    expect(digest.html).toContain('<html lang="de">');
  });

  it('sends a digest the mail server refused on the job’s next try, once', async () => {
    const cookie = await signIn(REFUSED_ONCE);
    await enter(cookie, [{ key: 'ferritin', value: 100, test_date: '2024-01-10' }]);
    expect((await setReminders(cookie, true)).status).toBe(200);
    await settle();
    expect(refusals).toBe(1);
    expect(digestsTo(REFUSED_ONCE)).toHaveLength(0);
    // The job's backoff passes by the server's clock.
    clock.advance(10 * SECOND);
    await settle();
    clock.advance(10 * SECOND);
    await settle();
    expect(digestsTo(REFUSED_ONCE)).toHaveLength(1);
    expect(digestsTo(REFUSED_ONCE)[0]?.text).toContain('Ferritin: last tested Jan 10, 2024');
  });

  it('keeps the digests in the account export', async () => {
    adaCookie = await signIn(ada);
    const answer = await call(server.url, 'GET', '/v1/user/export', { cookie: adaCookie });
    const exported = (answer.json as AccountExport).retest_reminders;
    expect(exported.enabled).toBe(false);
    expect(exported.digests.map((digest) => digest.tests)).toEqual([
      [
        {
          biomarker_id: MARKER_IDS.get('ferritin'),
          last_test_date: '2024-01-10',
          due_date: '2025-01-10',
        },
      ],
      [
        {
          biomarker_id: MARKER_IDS.get('tsh'),
          last_test_date: '2025-02-01',
          due_date: '2026-02-01',
        },
      ],
    ]);
    expect(exported.digests.every((digest) => digest.sent_at !== null)).toBe(true);
  });

  it('cannot be turned on without an e-mail address', async () => {
    const cookie = await signInWithPhone(server, '+4917099900001');
    expect((await readReminders(cookie)).email_available).toBe(false);
    const answer = await setReminders(cookie, true);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('reminders_need_email');
    expect((await readReminders(cookie)).enabled).toBe(false);
  });

  it('is for the signed-in person only', async () => {
    expect((await call(server.url, 'GET', '/v1/user/reminders')).status).toBe(401);
    expect(
      (await call(server.url, 'PUT', '/v1/user/reminders', { body: { enabled: true } })).status,
    ).toBe(401);
  });

  it('stops with the account: its schedule goes with it', async () => {
    const me = await call(server.url, 'GET', '/v1/user/me', { cookie: benCookie });
    const benId = (me.body.data as { user_id: string }).user_id;
    const scheduled = () =>
      database.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'retest-reminder')
        .where('user_id', '=', benId)
        .execute();
    expect(await scheduled()).toHaveLength(1);
    expect((await call(server.url, 'DELETE', '/v1/user', { cookie: benCookie })).status).toBe(200);
    expect(await scheduled()).toEqual([]);
  });

  it('acts on a check once when copies of it run (a claim taken over from a dead worker)', async () => {
    const email = 'copies@example.org';
    const cookie = await signIn(email);
    const me = await call(server.url, 'GET', '/v1/user/me', { cookie });
    const userId = (me.body.data as { user_id: string }).user_id;
    await enter(cookie, [{ key: 'ferritin', value: 100, test_date: '2024-01-10' }]);
    expect((await setReminders(cookie, true)).status).toBe(200);
    await mail.lastMailTo(email, { subject: SUBJECT.us, timeoutMs: 20_000 });
    await settle();
    const pending = () =>
      database.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'retest-reminder')
        .where('user_id', '=', userId)
        .execute();
    const [next] = await pending();
    if (next === undefined) throw new Error('no next check scheduled');
    await database.db
      .insertInto('jobs')
      .values([1, 2, 3].map((copy) => ({ ...next, id: `${next.id}-copy-${String(copy)}` })))
      .execute();
    await enter(cookie, [{ key: 'tsh', value: 2, test_date: '2025-02-01' }]);

    clock.advance(7 * DAY);
    await settle();
    const digests = digestsTo(email);
    expect(digests).toHaveLength(2);
    expect(nth(digests, 1).text).toContain('TSH (Thyroid-Stimulating Hormone)');
    // One of the four handed the schedule on; the other three found it taken and stopped.
    expect(await pending()).toHaveLength(1);
  });

  it('refuses a link past its lifetime, saying so', async () => {
    const token = unsubscribeTokenIn(nth(digestsTo('eva@example.org', 'de'), 0));
    clock.advance(61 * DAY);
    const answer = await unsubscribe(token);
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual({
      error:
        'This unsubscribe link has expired. Sign in and turn retest reminders off on your account page.',
      code: 'unsubscribe_link_expired',
    });
  });
});

// Review F18: K 6.8 (40 days ago), HbA1c 6.8 (200 days), LDL 120 (400 days) were listed like
// routine retests with "Talk to your doctor about when to test."; a prompt TSH of 25 likewise.
describe('a digest with a critical or prompt value', () => {
  const daysAgo = (days: number) => new Date(clock.now() - days * DAY).toISOString().slice(0, 10);

  it.each([
    {
      email: 'kim@example.org',
      language: 'us' as const,
      lines: [
        /\n- Potassium: last tested [^\n]+\. CRITICAL VALUE: seek medical care today, unless a doctor has assessed it since\n- TSH \(Thyroid-Stimulating Hormone\): last tested [^\n]+\. NEEDS A DOCTOR WITHIN A DAY OR TWO: contact your doctor now, unless one has seen it since\n/u,
        /\n- HbA1c: last tested [^\n]+, due since \w{3} \d{1,2}, \d{4}\n/u,
      ],
      advice:
        'Act on the marked values now; do not wait for a retest. For the others, talk to your doctor about when to test.',
      routine: 'Talk to your doctor about when to test.',
    },
    {
      email: 'lena@example.org',
      language: 'de' as const,
      lines: [
        /\n- Kalium: zuletzt getestet am [^\n]+\. KRITISCHER WERT: Lassen Sie sich heute noch ärztlich untersuchen, falls er seitdem nicht ärztlich beurteilt wurde\n- TSH \(Thyreoidea-stimulierendes Hormon\): zuletzt getestet am [^\n]+\. INNERHALB VON EIN BIS ZWEI TAGEN ÄRZTLICH ABKLÄREN LASSEN: Wenden Sie sich jetzt an Ihre Ärztin oder Ihren Arzt, falls das seitdem nicht geschehen ist\n/u,
        /\n- HbA1c: zuletzt getestet am [^\n]+, fällig seit [\d.]+\n/u,
      ],
      advice:
        'Handeln Sie bei den markierten Werten jetzt; warten Sie nicht auf eine erneute Bestimmung.',
      routine: 'Besprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, wann Sie testen.',
    },
  ])('marks them first and says to act now ($language)', async (expected) => {
    const cookie = await signIn(expected.email, expected.language);
    const entered = await call(server.url, 'POST', '/v1/health/biomarkers', {
      cookie,
      body: [
        { biomarker_id: biomarkerByLoinc('2823-3').id, value: 6.8, test_date: daysAgo(40) },
        { biomarker_id: MARKER_IDS.get('hba1c'), value: 6.8, test_date: daysAgo(200) },
        { biomarker_id: MARKER_IDS.get('ldl'), value: 120, test_date: daysAgo(400) },
        { biomarker_id: MARKER_IDS.get('tsh'), value: 25, test_date: daysAgo(10) },
      ],
    });
    expect(entered.status).toBe(200);
    expect((await setReminders(cookie, true)).status).toBe(200);
    const digest = await mail.lastMailTo(expected.email, {
      subject: SUBJECT[expected.language],
      timeoutMs: 20_000,
    });
    for (const line of expected.lines) expect(digest.text).toMatch(line);
    expect(digest.text).toContain(expected.advice);
    expect(digest.text).not.toContain(expected.routine);
    expect(digest.html).toMatch(/<li><strong>[^<]*(CRITICAL VALUE|KRITISCHER WERT)/u);
  });
});
