import path from 'node:path';
import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../db/create-database';
import { startTestServer, testDatabaseKind } from '../../../test/start-test-server';
import { call, codeIn, sessionCookie, solveCaptcha } from '../../../test/sign-in-helpers';

describe.runIf(testDatabaseKind() === 'sqlite')('what the database holds', () => {
  it('keeps codes and session tokens only as hashes', async () => {
    const mail = await startMailCatcher();
    const server = await startTestServer({ env: { SMTP_URL: mail.url } });
    try {
      const email = 'ada@example.org';
      await call(server.url, 'POST', '/v2/user/login', {
        body: { email, captcha: await solveCaptcha(server.url) },
      });
      const code = codeIn((await mail.lastMailTo(email)).text);
      const file = new SQLite(path.join(server.dataDir, SQLITE_FILE_NAME), { readonly: true });
      const dump = () => JSON.stringify(file.prepare('select * from login_codes').all());
      expect(dump()).not.toContain(code);
      expect(dump()).toMatch(/[0-9a-f]{64}/);

      const answer = await call(server.url, 'POST', '/v1/user/verify', {
        body: { tz_offset: -2, version: '0.0.1', email, code },
      });
      const token = sessionCookie(answer.headers).split('=')[1] ?? '';
      expect(token.length).toBeGreaterThan(40);
      expect(JSON.stringify(file.prepare('select * from sessions').all())).not.toContain(token);
      file.close();
    } finally {
      await server.close();
      await mail.close();
    }
  });
});
