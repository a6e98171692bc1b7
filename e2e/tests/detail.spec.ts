import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

test('record a value, see it in the chart and the overview, flag it, delete it', async ({
  page,
  mail,
}) => {
  const email = `detail-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  const heart = page.locator('section', {
    has: page.getByRole('heading', { name: 'Heart Health' }),
  });
  await heart.getByRole('button', { name: 'Show biomarkers with no data' }).click();
  await heart.getByRole('link', { name: /^LDL Cholesterol No Data/ }).click();
  await expect(page.getByRole('heading', { name: 'LDL Cholesterol', level: 1 })).toBeVisible();
  await expect(page.getByText('No Data')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Results' })).toBeVisible();

  await page.getByRole('button', { name: 'Entry menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Entry' }).click();
  const dialog = page.getByRole('dialog');
  const record = dialog.getByRole('button', { name: 'Record' });
  await expect(record).toBeDisabled();
  await dialog.getByLabel(/Value/).fill('172');
  await dialog.getByLabel(/Date/).fill('2026-01-15');
  await record.click();
  await expect(page.getByText('Biomarker test value successfully submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Out of Range')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Jan 15, 2026: 172 mg/dL' })).toBeVisible();
  await expect(page.getByText('Last Updated Jan 15, 2026')).toBeVisible();

  await page.getByRole('link', { name: 'Biomarkers/' }).click();
  await expect(
    heart.getByRole('link', { name: /^LDL Cholesterol Out of Range 172 mg\/dL/ }),
  ).toBeVisible();
  await heart.getByRole('link', { name: /^LDL Cholesterol/ }).click();

  await page.getByRole('button', { name: 'Flag as inaccurate' }).click();
  const flag = page.getByRole('dialog');
  await expect(flag.getByRole('button', { name: 'Flag as Inaccurate' })).toBeDisabled();
  await flag.getByLabel('The result is incorrect').check();
  await flag.getByRole('button', { name: 'Flag as Inaccurate' }).click();
  await expect(page.getByText('Biomarker successfully flagged as inaccurate')).toBeVisible();
  // A flagged value no longer counts as the latest.
  await expect(page.getByText('No Data')).toBeVisible();

  await page.getByRole('button', { name: 'Entry menu' }).click();
  await page.getByRole('menuitem', { name: 'Delete Entry' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Biomarker value successfully deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Results' })).toBeVisible();
});

test('blood pressure shows both halves together and records without a date', async ({
  page,
  mail,
}) => {
  const email = `pressure-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  const vitals = page.locator('section', { has: page.getByRole('heading', { name: 'Vitals' }) });
  await vitals.getByRole('button', { name: 'Show biomarkers with no data' }).click();
  await vitals.getByRole('link', { name: /^Systolic Blood Pressure/ }).click();
  await expect(page.getByRole('heading', { name: 'Blood Pressure', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Diastolic Blood Pressure' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/Date/)).toHaveCount(0);
  await dialog.getByLabel(/Value/).fill('78');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Biomarker test value successfully submitted')).toBeVisible();
  const diastolic = page.locator('section', {
    has: page.getByRole('heading', { name: 'Diastolic Blood Pressure' }),
  });
  await expect(diastolic.getByText('78 mmHg')).toBeVisible();
  await expect(diastolic.getByText('In Range')).toBeVisible();
});
