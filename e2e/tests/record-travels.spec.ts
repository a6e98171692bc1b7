import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';
import { signInWithResults } from '../support/sign-in-with-results';

/** Clicks a download button and answers the saved file's name and path. */
async function download(page: Page, button: Locator): Promise<{ name: string; path: string }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: await file.path() };
}

test('a record travels: FHIR, CSV and the clinician report download, and another person imports them', async ({
  page,
  browser,
  baseURL,
  mail,
}) => {
  test.setTimeout(90_000);
  await signInWithResults(page, mail, 'travelling');
  await page.getByRole('button', { name: /^travelling-/ }).click();
  const account = page.getByRole('dialog', { name: 'Your account' });

  const fhir = await download(
    page,
    account.getByRole('button', { name: 'Download FHIR (R4) bundle' }),
  );
  expect(fhir.name).toMatch(/^labtrail-fhir-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(await fs.readFile(fhir.path, 'utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  const observations = bundle.entry.filter(
    (entry) => entry.resource.resourceType === 'Observation',
  );
  expect(observations.length).toBeGreaterThan(100);

  const csv = await download(
    page,
    account.getByRole('button', { name: 'Download results as CSV' }),
  );
  expect(csv.name).toMatch(/^labtrail-results-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await fs.readFile(csv.path, 'utf8')).trim().split('\n');
  expect(lines[0]).toMatch(/^date,biomarker,loinc,value,/);

  const report = await download(
    page,
    account.getByRole('button', { name: 'Download a report for your clinician' }),
  );
  expect(report.name).toMatch(/^labtrail-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await fs.readFile(report.path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const email = `arriving-${String(Date.now())}@example.org`;
  await askForEmailCode(other, email);
  await enterCode(other, codeIn((await mail.lastMailTo(email)).text));
  await expect(other).toHaveURL(/\/biomarkers$/);
  await other.getByRole('button', { name: email }).click();
  const theirAccount = other.getByRole('dialog', { name: 'Your account' });

  await theirAccount.getByLabel('Import results from CSV').setInputFiles(csv.path);
  const add = theirAccount.getByRole('button', { name: /^Add \d+ results$/ });
  await expect(add).toHaveText(`Add ${String(lines.length - 1)} results`);
  await add.click();
  await expect(other.getByText(`${String(lines.length - 1)} results added`)).toBeVisible();

  await theirAccount.getByLabel('FHIR file to import').setInputFiles(fhir.path);
  await expect(theirAccount.getByText(/^File imported\./)).toBeVisible();
  await theirAccount.getByRole('button', { name: 'Close' }).click();
  await expect(other.getByText('In Range').first()).toBeVisible();
  await context.close();
});
