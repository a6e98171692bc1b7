import type { Page } from '@playwright/test';
import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText } from '@labtrail/testkit/make-pdf';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

function row(y: number, cells: readonly string[]): PdfText[] {
  const columns = [50, 230, 310, 380];
  return cells.map((text, index) => ({ x: columns[index] ?? 50, y, text }));
}

/** Two pages: haemoglobin on the first; glucose and a test the catalogue does not know on the second. */
function twoPageReport(): Buffer {
  const header = row(740, ['Test', 'Result', 'Unit', 'Reference Range']);
  return makePdf([
    [
      { x: 350, y: 780, text: 'Report Date: 12/03/2026' },
      ...header,
      ...row(720, ['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0']),
    ],
    [
      ...header,
      ...row(720, ['Glucose', '112 H', 'mg/dL', '70 - 100']),
      ...row(705, ['Frobnicase', '42', 'U/L', '10 - 50']),
    ],
  ]);
}

/** How many dark pixels each page's canvas holds: pdf.js drew the print when there are some. */
function inkOnPages(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('canvas'), (canvas) => {
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let index = 0; index < (pixels?.length ?? 0); index += 4) {
        if ((pixels?.[index] ?? 255) < 128) dark += 1;
      }
      return dark;
    }),
  );
}

test('the review draws the document’s pages with pdf.js in the browser, each row boxed over them', async ({
  page,
  mail,
}) => {
  test.setTimeout(60_000);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  const email = `review-pages-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  const documents = page.getByRole('complementary', { name: 'My Documents' });
  await documents
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'March.pdf', mimeType: 'application/pdf', buffer: twoPageReport() }]);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click({ timeout: 20_000 });
  await documents.getByRole('link', { name: 'Review March' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/documents\/[^/]+\/review$/);

  const pages = page.getByRole('region', { name: 'Pages of March' });
  // The first review loads pdf.js and its worker (about 1 MB) before a page can be drawn: on a
  // busy 2-core machine that has taken longer than the default 5 s.
  await expect(pages.getByRole('group', { name: 'Page 2 of 2' })).toBeVisible({ timeout: 20_000 });
  const glucoseBox = pages.getByRole('button', { name: 'Glucose', exact: true });
  await expect(glucoseBox).toBeVisible();
  await expect.poll(() => inkOnPages(page)).toEqual([expect.any(Number), expect.any(Number)]);
  await expect.poll(async () => (await inkOnPages(page)).every((dark) => dark > 100)).toBe(true);

  const list = page.getByRole('region', { name: 'What was read from March' });
  await list.getByRole('button', { name: /^Glucose 112 mg\/dL/ }).click();
  await expect(glucoseBox).toHaveAttribute('aria-pressed', 'true');
  await expect(glucoseBox).toBeInViewport();

  await pages.getByRole('button', { name: 'Frobnicase', exact: true }).click();
  await expect(list.getByRole('button', { name: /^Frobnicase 42 U\/L/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(pages).toBeHidden();
  await list.getByRole('button', { name: 'Show Glucose on the page' }).click();
  const dialog = page.getByRole('dialog', { name: '“Glucose” on its page' });
  await expect(dialog.getByRole('button', { name: 'Glucose', exact: true })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(failures).toEqual([]);
});
