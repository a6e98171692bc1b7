import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

/** The local provider's sign-in page: the person chooses who they are there. */
async function signInAtProvider(page: Page, subject: string, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Sign in to continue to/ })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('signs in with Google: to the provider and back with an id_token, then the biomarkers', async ({
  page,
}) => {
  const stamp = `${test.info().workerIndex}-${Date.now()}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In with Google' }).click();
  await signInAtProvider(page, `google-${stamp}`, `google-${stamp}@example.org`);

  await expect(page).toHaveURL(/\/biomarkers$/);
  await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'labtrail_session')?.httpOnly).toBe(true);
  // The nonce belonged to this one sign-in; the server cleared it.
  expect(cookies.some((cookie) => cookie.name === 'labtrail_sign_in_nonce')).toBe(false);
});

test('signs in with Apple: a form post back to /login, the code exchanged on the server', async ({
  page,
}) => {
  const stamp = `${test.info().workerIndex}-${Date.now()}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In with Apple' }).click();
  await signInAtProvider(page, `apple-${stamp}`, `apple-${stamp}@example.org`);

  await expect(page).toHaveURL(/\/biomarkers$/);
  await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();
});

test('a forged id_token in the address is refused with the spec’s warning', async ({ page }) => {
  await page.goto('/login#id_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
  await expect(page.getByText('SSO login failed: SSO authentication failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log into your account' })).toBeVisible();
});

test('a forged id_token while signed in warns, and the session goes on', async ({ page, mail }) => {
  const email = `forged-signed-in-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();

  await page.goto('/login#id_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');

  await expect(page.getByText('SSO login failed: SSO authentication failed')).toBeVisible();
  await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/biomarkers$/);
  await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();
  const me = await page.request.get('/v1/user/me', { headers: { 'x-client-source': 'website' } });
  expect(me.status()).toBe(200);
});
