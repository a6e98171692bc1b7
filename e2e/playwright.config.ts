import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright never downloads a browser here. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps dialling out on a closed network. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  timeout: 30_000,
  // Two workers share the machine's 2 cores with their servers and Chromium: in CI traces a cold
  // server's first reads took 1.5–2 s each, so a page fed by four of them outlasted a 5 s wait on
  // a busy machine, not through any fault of the app.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: './test-results/results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
