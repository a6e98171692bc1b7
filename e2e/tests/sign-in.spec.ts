import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { lastSmsTo } from '@labtrail/testkit/sms-outbox';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode, solveCaptcha } from '../support/sign-in';

test('signs in with an e-mail code read from the real SMTP server', async ({ page, mail }) => {
  const email = `ada-${test.info().workerIndex}-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await expect(page.getByText(email)).toBeVisible();
  const message = await mail.lastMailTo(email);
  expect(message.subject).toBe('Your Labtrail sign-in code');
  await enterCode(page, codeIn(message.text));
  await expect(page).toHaveURL(/\/biomarkers$/);
  await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login\/verify-code$/);
});

test('signs in with a phone code recorded by the console SMS provider', async ({
  page,
  labtrail,
}) => {
  const phone = `+49 170 ${String(Date.now()).slice(-7)}`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Phone' }).click();
  await page.getByLabel('Phone').fill(phone);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  const sms = await lastSmsTo(path.join(labtrail.dataDir, 'outbox'), phone.replace(/[()\s-]/g, ''));
  await enterCode(page, codeIn(sms.text));
  await expect(page).toHaveURL(/\/biomarkers$/);
});

test('a wrong code shows the server’s message in the banner', async ({ page, mail }) => {
  const email = `wrong-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  const code = codeIn((await mail.lastMailTo(email)).text);
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  await expect(page).toHaveURL(/\/login\/verify-code$/);
});

test('asking to resend too soon explains why', async ({ page }) => {
  const email = `resend-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(
    page.getByText(/^Failed to resend code: Please wait \d+ seconds before requesting a new code$/),
  ).toBeVisible({
    timeout: 15_000,
  });
});

test('Log Out ends the session on the server and returns to /login', async ({
  page,
  mail,
  baseURL,
}) => {
  const email = `logout-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'labtrail_session');
  expect(session?.httpOnly).toBe(true);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/biomarkers');
  await expect(page).toHaveURL(/\/login$/);

  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `labtrail_session=${session?.value ?? ''}` },
  });
  expect((await api.get('/v1/user/me')).status()).toBe(401);
  await api.dispose();
});

test('a session ended on the server sends the person back to /login with a warning', async ({
  page,
  mail,
  baseURL,
}) => {
  const email = `expiry-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);
  // Let the overview finish loading, so the request after the revocation is the reload's.
  await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const session = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'labtrail_session',
  );

  // Another client revokes the session; the browser still holds the cookie.
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: {
      cookie: `labtrail_session=${session?.value ?? ''}`,
      'x-client-source': 'website',
    },
  });
  expect((await api.post('/v1/user/logout')).status()).toBe(200);
  await api.dispose();

  await page.reload();
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in person opening a sign-in screen lands on the biomarkers, and Back stays there', async ({
  page,
  mail,
}) => {
  const email = `signed-in-login-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();

  for (const screen of ['/login/email', '/login/phone', '/login']) {
    await page.goto(screen);
    await expect(page).toHaveURL(/\/biomarkers$/);
    await expect(page.getByRole('heading', { name: 'Biomarkers' })).toBeVisible();
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/biomarkers$/);
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

for (const screen of [
  { link: 'Email', field: 'Email' },
  { link: 'Phone', field: 'Phone number' },
]) {
  test(`the captcha is as wide as the field above it on the ${screen.link} screen`, async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: screen.link }).click();
    const field = await page.getByLabel(screen.field).boundingBox();
    const captcha = await page.locator('.altcha-main').boundingBox();

    expect(captcha?.width).toBeGreaterThan(0);
    expect(Math.abs((captcha?.width ?? 0) - (field?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((captcha?.x ?? 0) - (field?.x ?? 0))).toBeLessThanOrEqual(1);
  });
}
