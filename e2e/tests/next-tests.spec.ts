import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

test('a recorded value appears under Next Tests on the overview and opens its biomarker', async ({
  page,
  mail,
}) => {
  const email = `next-tests-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);
  // Nothing measured, nothing due.
  await expect(page.getByRole('heading', { name: 'Next Tests' })).toBeHidden();

  const heart = page.locator('section', {
    has: page.getByRole('heading', { name: 'Heart Health' }),
  });
  await heart.getByRole('button', { name: 'Show biomarkers with no data' }).click();
  await heart.getByRole('link', { name: /^LDL Cholesterol No Data/ }).click();
  await page.getByRole('button', { name: 'Entry menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Entry' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Value/).fill('172');
  // Long ago: its retest is overdue by now.
  await dialog.getByLabel(/Date/).fill('2024-01-15');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Biomarker test value successfully submitted')).toBeVisible();
  await page.getByRole('link', { name: 'Biomarkers/' }).click();

  const nextTests = page.locator('section', {
    has: page.getByRole('heading', { name: 'Next Tests' }),
  });
  await expect(nextTests.getByRole('listitem')).toHaveCount(1);
  await expect(nextTests.getByText('Overdue')).toBeVisible();
  await nextTests.getByRole('link', { name: 'LDL Cholesterol' }).click();
  await expect(page).toHaveURL(/\/biomarker$/);
  await expect(page.getByRole('heading', { name: 'LDL Cholesterol', level: 1 })).toBeVisible();
});
