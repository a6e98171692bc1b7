import { expect, test } from '../support/fixtures';

test('/health shows Ok', async ({ page }) => {
  await page.goto('/health');
  await expect(page.locator('body')).toHaveText('Ok');
});

test('the server health check and its OpenAPI document answer', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  const openapi = await request.get('/api/openapi.json');
  expect(openapi.status()).toBe(200);
  expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./);
});

test('the API docs render in the browser', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByText('Labtrail API')).toBeVisible();
  await expect(page.getByText('/api/health')).toBeVisible();
  expect(errors).toEqual([]);
});

test('/ sends a person who is not signed in to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log into your account' })).toBeVisible();
});

test('a protected route replaces itself with /login', async ({ page }) => {
  await page.goto('/health');
  await page.goto('/biomarkers');
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/health$/);
});

test('a deep link to a protected page is served by the app, not a 404', async ({ page }) => {
  const response = await page.goto('/storybook');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
});

test('the crash screen appears when a page throws, and Reload Page reloads', async ({ page }) => {
  // The app sets the page title from an effect inside its error boundary; making that throw once
  // crashes a real render without any test hook in the app.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('crashed-once') !== null) return;
    sessionStorage.setItem('crashed-once', 'yes');
    Object.defineProperty(Document.prototype, 'title', {
      configurable: true,
      get: () => '',
      set: () => {
        throw new Error('title is broken');
      },
    });
  });
  await page.goto('/login');
  await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
  await expect(page.getByText('Please try reloading the page.')).toBeVisible();
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { name: 'Log into your account' })).toBeVisible();
  await expect(page.getByText('Oops, something went wrong.')).toHaveCount(0);
});

test('the page title is set', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Labtrail/);
});

test('i18nextLng=de in localStorage shows German', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('i18nextLng', 'de');
  });
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { name: 'Melden Sie sich bei Ihrem Konto an' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Labtrail (Test-App)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a German browser gets German without a stored choice', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'de-DE', baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { name: 'Melden Sie sich bei Ihrem Konto an' }),
  ).toBeVisible();
  await context.close();
});
