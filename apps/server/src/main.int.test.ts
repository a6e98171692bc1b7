import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findFreePort } from '@labtrail/testkit/free-port';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { beforeAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const bundle = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function runToExit(env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [bundle], { env: { ...process.env, ...env } }).then(
    () => ({ code: 0, stderr: '' }),
    (error: unknown) => {
      const failure = error as { code: number; stderr: string };
      return { code: failure.code, stderr: failure.stderr };
    },
  );
}

describe('the server process', () => {
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverDir });
  });

  it('loads the AWS SDK only when S3 storage is configured, not at every start', () => {
    const source = fs.readFileSync(bundle, 'utf8');
    expect(source).not.toMatch(/^import\b[^;]*from\s*["']@aws-sdk\//m);
    expect(source).toContain('import("@aws-sdk/client-s3")');
  });

  it('refuses a bad setting with one line naming it and exit code 1', async () => {
    const { code, stderr } = await runToExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Configuration error: PORT must be an integer from 1 to 65535 (got "eighty")',
    ]);
  });

  it('prints its URL, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = await createTemporaryDirectory('labtrail-main');
    const port = await findFreePort();
    const child = spawn(process.execPath, [bundle], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir.path,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      for await (const chunk of child.stdout) {
        output += String(chunk);
        if (output.includes('running at')) break;
      }
      expect(output).toContain(`Labtrail is running at http://127.0.0.1:${port}`);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await dataDir.remove();
    }
  });
});
