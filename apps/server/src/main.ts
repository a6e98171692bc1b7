import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';

/** Where `npm run build` puts the SPA, from both src/ (tests) and dist/ (bundle). */
const WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Built beside main.js; a bundle without it reads documents in-process. */
const ANALYSIS_THREAD = fileURLToPath(new URL('./analysis-thread.js', import.meta.url));
/** Built beside main.js; a bundle without it makes clinician reports in-process. */
const REPORT_THREAD = fileURLToPath(new URL('./report-thread.js', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp({
  config,
  webRoot: WEB_ROOT,
  analysisThreadFile: fs.existsSync(ANALYSIS_THREAD) ? ANALYSIS_THREAD : undefined,
  reportThreadFile: fs.existsSync(REPORT_THREAD) ? REPORT_THREAD : undefined,
}).catch((error: unknown) => {
  console.error(
    `Labtrail could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(error);
  process.exit(1);
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(
    `Labtrail could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
  );
  process.exit(1);
}
console.log(`Labtrail is running at http://${config.host}:${config.port}`);

function shutDown(signal: NodeJS.Signals): void {
  app.log.info({ signal }, 'shutting down');
  // In-flight requests get a grace period; a hung one must not keep the process alive forever.
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
