import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const DEMO_BUNDLE = fileURLToPath(new URL('../../apps/server/dist/demo.js', import.meta.url));

export const DEMO_EMAIL = 'demo@labtrail.local';

/** `npm run demo` against a running app's data folder, as a newcomer would run it. */
export async function createDemoAccount(dataDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [DEMO_BUNDLE], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}
