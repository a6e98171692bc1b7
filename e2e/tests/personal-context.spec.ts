import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

test('a person gives their sex and SI units: the overview shows the unit and the range that fits', async ({
  page,
  mail,
}) => {
  const email = `about-me-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  const blood = page.locator('section', {
    has: page.getByRole('heading', { name: 'Blood Health' }),
  });
  await blood.getByRole('button', { name: 'Show biomarkers with no data' }).click();
  await blood.getByRole('link', { name: /^Hemoglobin No Data/ }).click();
  await page.getByRole('button', { name: 'Entry menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Entry' }).click();
  const entry = page.getByRole('dialog');
  await entry.getByLabel(/Value/).fill('12.5');
  await entry.getByLabel(/Date/).fill('2026-01-15');
  await entry.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Biomarker test value successfully submitted')).toBeVisible();
  await page.getByRole('link', { name: 'Biomarkers/' }).click();
  // Sex unknown: 12.5 g/dL is normal for a woman but mild anaemia for a man.
  await expect(
    blood.getByRole('link', { name: /^Hemoglobin Out of Range 12\.5 g\/dL/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: email }).click();
  const account = page.getByRole('dialog', { name: 'Your account' });
  const about = account.getByRole('region', { name: 'About you' });
  await about.getByRole('radio', { name: 'Female' }).check();
  await about.getByRole('textbox', { name: 'Year of birth' }).fill('1980');
  await about.getByRole('radio', { name: 'SI' }).check();
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByRole('status')).toHaveText(
    'Saved. Your ranges, units and analysis are updated.',
  );
  await account.getByRole('button', { name: 'Close' }).click();

  await expect(blood.getByRole('link', { name: /^Hemoglobin In Range 125 g\/L/ })).toBeVisible();
  await blood.getByRole('link', { name: /^Hemoglobin/ }).click();
  await expect(
    page.getByText('These ranges are for women, as you gave on your account.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Jan 15, 2026: 125 g/L' })).toBeVisible();

  // Back to nothing given: both sexes' ranges again, the units stay SI.
  await page.getByRole('button', { name: email }).click();
  await account
    .getByRole('region', { name: 'About you' })
    .getByRole('button', { name: 'Delete sex and year of birth' })
    .click();
  await expect(account.getByRole('status')).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByText('Ranges differ for women and men; which applies depends on your sex.'),
  ).toBeVisible();
});
