import type { Page } from '@playwright/test';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { expect } from './fixtures';
import { askForEmailCode, codeIn, enterCode } from './sign-in';

/** The server takes API calls only from the app, which says so in this header. */
const APP_HEADERS = { 'X-Client-Source': 'website' };

const RESULT_DATES = ['2025-01-15', '2025-07-15', '2026-01-15'];

interface RangedBiomarker {
  biomarker_id: number;
  range_min: number | null;
  range_max: number | null;
}

/**
 * Signs a new person in with three results, in the middle of the desired range, for every
 * biomarker whose desired range has both bounds, so the overview is as long as a full one and
 * every detail page has a chart. Ends on the overview.
 */
export async function signInWithResults(
  page: Page,
  mail: MailCatcher,
  name: string,
): Promise<void> {
  const email = `${name}-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  const listed = await page.request.get('/v1/health/biomarkers', { headers: APP_HEADERS });
  const categories = (await listed.json()) as { biomarkers: RangedBiomarker[] }[];
  const entries = categories
    .flatMap((category) => category.biomarkers)
    .flatMap(({ biomarker_id, range_min, range_max }) =>
      range_min === null || range_max === null
        ? []
        : RESULT_DATES.map((test_date) => ({
            biomarker_id,
            value: (range_min + range_max) / 2,
            test_date,
          })),
    );
  const added = await page.request.post('/v1/health/biomarkers', {
    headers: APP_HEADERS,
    data: entries,
  });
  expect(added.ok()).toBe(true);
  await page.reload();
}
