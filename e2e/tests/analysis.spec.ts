import { makePdf } from '@labtrail/testkit/make-pdf';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

const cells = (y: number, values: readonly string[]) =>
  values.map((text, index) => ({ x: [50, 230, 310, 380][index] ?? 50, y, text }));

/** A small lab report as labs lay them out: header, date, a results table of these rows. */
function report(rows: readonly (readonly string[])[]): Buffer {
  return makePdf([
    [
      { x: 50, y: 800, text: 'Riverside Medical Laboratory', size: 14 },
      { x: 350, y: 780, text: 'Report Date: 05/02/2026' },
      ...cells(740, ['Test', 'Result', 'Unit', 'Reference Range']),
      ...rows.flatMap((row, index) => cells(720 - index * 15, row)),
    ],
  ]);
}

/** A new person signs in by e-mail code and drops one report on the dashboard's documents. */
async function signInAndUpload(
  page: Page,
  mail: MailCatcher,
  email: string,
  file: { name: string; buffer: Buffer },
): Promise<void> {
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);
  await page
    .getByRole('complementary', { name: 'My Documents' })
    .locator('input[type="file"]')
    .setInputFiles({ ...file, mimeType: 'application/pdf' });
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

test('an uploaded report turns into values on the dashboard and an e-mail', async ({
  page,
  mail,
}) => {
  const email = `analysis-${String(Date.now())}@example.org`;
  await signInAndUpload(page, mail, email, {
    name: 'February panel.pdf',
    buffer: report([
      ['Triglycerides', '245', 'mg/dL', '< 150'],
      ['HDL Cholesterol', '36', 'mg/dL', '> 40'],
      ['Glucose Fasting', '104', 'mg/dL', '70 - 100'],
    ]),
  });
  const ready = await mail.lastMailTo(email, { subject: 'Your analysis is ready' });
  expect(ready.text).toContain('February panel');
  // No reload: the dashboard refreshes by itself once the analysis is done.
  const heart = page.locator('section', {
    has: page.getByRole('heading', { name: 'Heart Health' }),
  });
  await expect(
    heart.getByRole('link', { name: /^Triglycerides Out of Range 245 mg\/dL/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'My Documents' }).getByText('Blood Work'),
  ).toBeVisible();
});

test('a critical value from a report leads the analysis card as an alert; a bound shows as one', async ({
  page,
  mail,
}) => {
  const email = `critical-${String(Date.now())}@example.org`;
  // A value labs phone through to a doctor, and a value printed as a bound.
  await signInAndUpload(page, mail, email, {
    name: 'Urgent.pdf',
    buffer: report([
      ['Potassium', '6.9', 'mmol/L', '3.5 - 5.1'],
      ['eGFR', '>60', 'mL/min/1.73m2', '>60'],
    ]),
  });
  await mail.lastMailTo(email, { subject: 'Your analysis is ready' });

  const analysis = page.locator('section', {
    has: page.getByRole('heading', { name: 'Analysis' }),
  });
  const alert = analysis.getByRole('alert');
  await expect(alert).toContainText('Seek medical care today');
  await expect(alert).toContainText('Potassium 6.9 mmol/L');
  await expect(alert).toContainText('call emergency services');
  // Before the insights, and there without opening the card.
  const alertTop = (await alert.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const insightsTop =
    (await analysis.getByRole('heading', { name: 'Insights' }).boundingBox())?.y ?? 0;
  expect(alertTop).toBeLessThan(insightsTop);
  await expect(analysis.getByText(/mild|not alarming/u)).toHaveCount(0);

  const kidney = page.locator('section', {
    has: page.getByRole('heading', { name: 'Kidney Function' }),
  });
  await expect(kidney.getByRole('link', { name: /eGFR.*>60/u })).toBeVisible();
});
