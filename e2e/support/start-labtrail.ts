import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@labtrail/testkit/free-port';
import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import { startOpenIdProvider } from '@labtrail/testkit/openid-provider';
import type { LocalOpenIdProvider } from '@labtrail/testkit/openid-provider';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';

const SERVER_BUNDLE = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const START_TIMEOUT_MS = 20_000;

export interface RunningLabtrail {
  url: string;
  dataDir: string;
  mail: MailCatcher;
  /** The local OpenID provider standing in for Google and Apple. */
  provider: LocalOpenIdProvider;
  stop(): Promise<void>;
}

async function waitUntilHealthy(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Labtrail did not become healthy at ${url}:\n${output()}`);
}

/**
 * The built app as a person runs it (`node apps/server/dist/main.js`), on a free port with its own
 * data folder, sending mail to a real SMTP server that the tests can read.
 */
export async function startLabtrail(): Promise<RunningLabtrail> {
  const [port, mail, dataDir] = await Promise.all([
    findFreePort(),
    startMailCatcher(),
    createTemporaryDirectory('labtrail-e2e'),
  ]);
  const url = `http://127.0.0.1:${port}`;
  const provider = await startOpenIdProvider({ redirectUri: `${url}/login` });
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir.path,
      DATABASE_URL: '',
      SMTP_URL: mail.url,
      LOG_LEVEL: 'warn',
      ...provider.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });

  try {
    await waitUntilHealthy(url, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await Promise.all([mail.close(), provider.stop(), dataDir.remove()]);
    throw error;
  }

  return {
    url,
    dataDir: dataDir.path,
    mail,
    provider,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await Promise.all([mail.close(), provider.stop(), dataDir.remove()]);
    },
  };
}
