import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

/** The server takes API calls only from the app, which says so in this header. */
const APP_HEADERS = { 'X-Client-Source': 'website' };
/** Total Cholesterol in the catalogue. */
const TOTAL_CHOLESTEROL = 101;

test('a person shares their results with a clinician, sees the opening and revokes the link', async ({
  page,
  mail,
  browser,
  baseURL,
}) => {
  const email = `sharing-${test.info().workerIndex}-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);
  const added = await page.request.post('/v1/health/biomarkers', {
    headers: APP_HEADERS,
    data: [{ biomarker_id: TOTAL_CHOLESTEROL, value: 62, test_date: '2026-01-15' }],
  });
  expect(added.ok()).toBe(true);

  await page.getByRole('button', { name: email }).click();
  const account = page.getByRole('dialog', { name: 'Your account' });
  await account.getByLabel('For whom (optional)').fill('Dr. Meier');
  await account.getByLabel('The link works for').selectOption({ label: '1 day' });
  await account.getByRole('button', { name: 'Create link' }).click();
  const link = await account.getByLabel('Your new share link').inputValue();
  expect(link).toMatch(/\/shared#[A-Za-z0-9_-]{43}$/);

  // Someone else's browser: no session, only the link.
  const clinician = await browser.newContext({ baseURL });
  const shared = await clinician.newPage();
  const opened = await shared.goto(link);
  expect(opened?.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(
    shared.getByText(/^Shared read-only view of Labtrail results for Dr\. Meier, until /),
  ).toBeVisible();
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const cholesterol = shared.getByRole('link', { name: /^Total Cholesterol In Range/ });
  await expect(cholesterol).toContainText('62');
  await expect(shared.getByText('Upload Results')).toHaveCount(0);
  await expect(shared.getByRole('button', { name: email })).toHaveCount(0);

  await cholesterol.click();
  await expect(shared.getByRole('heading', { name: 'Total Cholesterol', level: 1 })).toBeVisible();
  expect(new URL(shared.url()).hash).toBe(new URL(link).hash);
  await expect(shared.getByRole('button', { name: 'Flag' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: /entry/i })).toHaveCount(0);
  await shared.getByRole('link', { name: /Biomarkers/ }).click();
  await expect(shared.getByRole('link', { name: /^Total Cholesterol In Range/ })).toBeVisible();

  // The owner sees the opening, then revokes the link.
  await account.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: email }).click();
  const item = account.getByRole('listitem').filter({ hasText: 'Dr. Meier' });
  await expect(item).toContainText('Opened once:');
  await item.getByRole('button', { name: 'Revoke the link “Dr. Meier”' }).click();
  await expect(item).toContainText('Revoked');

  await shared.reload();
  await expect(shared.getByText('This share link was revoked by its owner.')).toBeVisible();
  await expect(shared.getByRole('link', { name: /^Total Cholesterol In Range/ })).toHaveCount(0);
  await clinician.close();
});
