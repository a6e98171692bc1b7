import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInWithResults } from '../support/sign-in-with-results';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Spec §4: charts are 140 high; the smallest text a person should have to read is 11 px. */
const CHART_HEIGHT_PX = 140;
const SMALLEST_READABLE_FONT_PX = 11;

/** Layout rounding between two boxes that should line up. */
const ALIGNMENT_TOLERANCE_PX = 1;

async function openBiomarker(page: Page, section: string, name: string): Promise<void> {
  const category = page.locator('section', { has: page.getByRole('heading', { name: section }) });
  await category.getByRole('link', { name: new RegExp(`^${name}`) }).click();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** How many lines the element's text is laid out on. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

async function topOf(element: Locator): Promise<number> {
  return (await element.boundingBox())?.y ?? Number.NaN;
}

test('at phone width the chart keeps its height and readable dates, and nothing scrolls sideways', async ({
  page,
  mail,
}) => {
  await page.setViewportSize(PHONE);
  await signInWithResults(page, mail, 'phone-chart');
  await openBiomarker(page, 'Electrolyte Balance', 'Sodium');

  const chart = page.getByRole('group', { name: 'Sodium over time' });
  await expect(chart).toBeInViewport();
  expect((await chart.boundingBox())?.height).toBeGreaterThanOrEqual(CHART_HEIGHT_PX);
  const dateFontSizes = await chart.evaluate((svg) => {
    if (!(svg instanceof SVGSVGElement)) return [];
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return Array.from(
      svg.querySelectorAll('text[aria-hidden="true"]'),
      (date) => Number.parseFloat(getComputedStyle(date).fontSize) * scale,
    );
  });
  expect(dateFontSizes.length).toBeGreaterThan(0);
  for (const size of dateFontSizes) expect(size).toBeGreaterThanOrEqual(SMALLEST_READABLE_FONT_PX);
  await noSidewaysScroll(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${String(viewport.width)} px blood pressure's two panels line up row by row and no range bounds break`, async ({
    page,
    mail,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithResults(page, mail, `pressure-${String(viewport.width)}`);
    await openBiomarker(page, 'Vitals', 'Systolic Blood Pressure');
    await expect(page.getByRole('heading', { name: 'Blood Pressure', level: 1 })).toBeVisible();

    const panel = (name: string) =>
      page.locator('section', { has: page.getByRole('heading', { name, level: 2 }) });
    const systolic = panel('Systolic Blood Pressure');
    const diastolic = panel('Diastolic Blood Pressure');
    const systolicBox = await systolic.boundingBox();
    const diastolicBox = await diastolic.boundingBox();
    expect(diastolicBox?.x).toBeGreaterThan((systolicBox?.x ?? 0) + (systolicBox?.width ?? 0));

    // Title, status, then the ranges both halves have (diastolic has five, systolic six).
    const rows = [
      (section: Locator) => section.getByRole('heading', { level: 2 }),
      (section: Locator) => section.getByText(/In Range|Out of Range/),
      ...Array.from(
        { length: 5 },
        (_, index) => (section: Locator) => section.getByRole('listitem').nth(index),
      ),
    ];
    for (const row of rows) {
      expect(
        Math.abs((await topOf(row(systolic))) - (await topOf(row(diastolic)))),
      ).toBeLessThanOrEqual(ALIGNMENT_TOLERANCE_PX);
    }

    const bounds = page.locator('.ranges-panel__bounds');
    expect(await bounds.count()).toBeGreaterThanOrEqual(10);
    for (const text of await bounds.all()) expect(await linesOf(text)).toBe(1);
    await noSidewaysScroll(page);
  });
}
