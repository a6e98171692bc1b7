import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInWithResults } from '../support/sign-in-with-results';

/** Restored positions may differ by a rounding of the layout. */
const SCROLL_TOLERANCE_PX = 3;

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test('a biomarker far down the overview opens at the top, and Back returns to the same place', async ({
  page,
  mail,
}) => {
  await signInWithResults(page, mail, 'scroll');
  const farDown = page.getByRole('link', { name: /^Gamma Globulin \(Absolute\) In Range/ });
  await farDown.scrollIntoViewIfNeeded();
  const overviewScroll = await scrollY(page);
  expect(overviewScroll).toBeGreaterThan(2 * (page.viewportSize()?.height ?? 0));

  await farDown.click();
  const title = page.getByRole('heading', { name: 'Gamma Globulin (Absolute)', level: 1 });
  await expect(title).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(farDown).toBeInViewport();
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - overviewScroll))
    .toBeLessThanOrEqual(SCROLL_TOLERANCE_PX);
});

test('the first load of /login and of /biomarkers logs no warning or error', async ({
  page,
  mail,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log into your account' })).toBeVisible();
  await signInWithResults(page, mail, 'console');
  await expect(page.getByRole('heading', { name: 'Heart Health' })).toBeVisible();

  expect(logged).toEqual([]);
});

test('a reload of /biomarkers asks for its data while the page’s code is still loading', async ({
  page,
  mail,
}) => {
  await signInWithResults(page, mail, 'early-data');
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route('**/assets/biomarkers-overview-page-*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  const asked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/v1/health/biomarkers',
    { timeout: 10_000 },
  );

  await page.reload();
  // Only the route's loader can ask now: the page's own code has not arrived.
  await asked;
  releaseCode();

  await expect(page.getByRole('heading', { name: 'Heart Health' })).toBeVisible();
});
