import { makePdf } from '@labtrail/testkit/make-pdf';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

const cells = (y: number, values: readonly string[]) =>
  values.map((text, index) => ({ x: [50, 230, 310, 380][index] ?? 50, y, text }));

/** A small lab report as labs lay them out: header, date, a results table. */
const REPORT = makePdf([
  [
    { x: 50, y: 800, text: 'Riverside Medical Laboratory', size: 14 },
    { x: 350, y: 780, text: 'Report Date: 05/02/2026' },
    ...cells(740, ['Test', 'Result', 'Unit', 'Reference Range']),
    ...cells(720, ['Triglycerides', '245', 'mg/dL', '< 150']),
    ...cells(705, ['HDL Cholesterol', '36', 'mg/dL', '> 40']),
    ...cells(690, ['Glucose Fasting', '104', 'mg/dL', '70 - 100']),
  ],
]);

test('an uploaded report turns into values on the dashboard and an e-mail', async ({
  page,
  mail,
}) => {
  const email = `analysis-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  const documents = page.getByRole('complementary', { name: 'My Documents' });
  await documents
    .locator('input[type="file"]')
    .setInputFiles({ name: 'February panel.pdf', mimeType: 'application/pdf', buffer: REPORT });
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const ready = await mail.lastMailTo(email, { subject: 'Your analysis is ready' });
  expect(ready.text).toContain('February panel');
  // No reload: the dashboard refreshes by itself once the analysis is done.
  const heart = page.locator('section', {
    has: page.getByRole('heading', { name: 'Heart Health' }),
  });
  await expect(
    heart.getByRole('link', { name: /^Triglycerides Out of Range 245 mg\/dL/ }),
  ).toBeVisible();
  await expect(documents.getByText('Blood Work')).toBeVisible();
});
