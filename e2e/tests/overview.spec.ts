import { createDemoAccount, DEMO_EMAIL } from '../support/create-demo-account';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

// One journey: the demo person may ask for a sign-in code only every 30 seconds.
test('the demo person’s overview: counts, analysis, categories, a biomarker, in English and German', async ({
  page,
  mail,
  labtrail,
}) => {
  await createDemoAccount(labtrail.dataDir);
  await askForEmailCode(page, DEMO_EMAIL);
  await enterCode(page, codeIn((await mail.lastMailTo(DEMO_EMAIL)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  const chart = page.getByRole('img', { name: /\d+ in range, \d+ out of range, \d+ with no data/ });
  await expect(chart).toBeVisible();
  const label = await chart.getAttribute('aria-label');
  const [inRange, outOfRange, noData] = (label?.match(/\d+/g) ?? []).map(Number);
  const total = (inRange ?? 0) + (outOfRange ?? 0) + (noData ?? 0);
  expect(total).toBeGreaterThanOrEqual(200);
  await expect(
    page.getByText(`${String((inRange ?? 0) + (outOfRange ?? 0))}/${String(total)}`),
  ).toBeVisible();

  const analysis = page.locator('section', {
    has: page.getByRole('heading', { name: 'Analysis' }),
  });
  await expect(analysis.getByText('Unread')).toBeVisible();
  await expect(analysis.getByText(/You have results for/)).toBeVisible();
  await analysis.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByText('Summary marked as read')).toBeVisible();
  await expect(analysis.getByText('Unread')).toBeHidden();
  await expect(analysis.getByRole('heading', { name: 'Concerning Biomarkers' })).toBeVisible();
  await expect(analysis.getByText(/^Triglycerides \d+ mg\/dL \(High\)$/)).toBeVisible();
  await analysis.getByRole('button', { name: 'Show less' }).click();
  await expect(analysis.getByRole('heading', { name: 'Concerning Biomarkers' })).toBeHidden();

  const heart = page.locator('section', {
    has: page.getByRole('heading', { name: 'Heart Health' }),
  });
  await heart.getByRole('button', { name: 'View Summary & Recommendations' }).click();
  await expect(heart.getByRole('heading', { name: 'Biomarker Connections' })).toBeVisible();
  await expect(heart.getByText(/insulin resistance/).first()).toBeVisible();
  await expect(heart.getByRole('link', { name: /Triglycerides.*Out of Range/ })).toBeVisible();

  const infection = page.locator('section', {
    has: page.getByRole('heading', { name: 'Infection and Immunity' }),
  });
  const shownBefore = await infection.getByRole('link').count();
  await infection.getByRole('button', { name: 'Show biomarkers with no data' }).click();
  await expect(infection.getByRole('link', { name: /No Data/ }).first()).toBeVisible();
  expect(await infection.getByRole('link').count()).toBeGreaterThan(shownBefore);

  await heart.getByRole('link', { name: /^LDL Cholesterol (In Range|Out of Range)/ }).click();
  await expect(page).toHaveURL(/\/biomarker$/);
  await page.getByRole('link', { name: 'Biomarkers/' }).click();
  await expect(page).toHaveURL(/\/biomarkers$/);

  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'de');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analyse' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Herzgesundheit' })).toBeVisible();
  await expect(page.getByText(/Sie haben Ergebnisse für/).first()).toBeVisible();
});

test('the two columns sit in the middle of a desktop window, scroll bar aside', async ({
  page,
  mail,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = `layout-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page.getByRole('heading', { name: 'Biomarkers', level: 1 })).toBeVisible();

  const layout = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const main = box('.overview__main');
    const side = box('.overview__side');
    const root = document.documentElement;
    return {
      // The window's width less any classic scroll bar (headless Chromium overlays its own).
      usableWidth: root.clientWidth,
      main: main && { left: main.left, width: main.width },
      side: side && { right: side.right, width: side.width, left: side.left },
    };
  });
  expect(layout.main?.width).toBe(600);
  expect(layout.side?.width).toBe(298);
  expect((layout.side?.left ?? 0) - (layout.main?.left ?? 0) - 600).toBe(61);
  const leftMargin = layout.main?.left ?? Number.NaN;
  const rightMargin = layout.usableWidth - (layout.side?.right ?? Number.NaN);
  expect(Math.abs(leftMargin - rightMargin)).toBeLessThanOrEqual(1);
});
