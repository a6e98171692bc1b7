import fs from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

test('a person downloads all their data, then deletes the account with it', async ({
  page,
  mail,
}) => {
  const email = `leaving-${test.info().workerIndex}-${Date.now()}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  await page.getByRole('button', { name: email }).click();
  const account = page.getByRole('dialog', { name: 'Your account' });
  const downloading = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^labtrail-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as {
    account: { email: string };
    audit_log: { action: string }[];
  };
  expect(exported.account.email).toBe(email);
  expect(exported.audit_log.map((event) => event.action)).toEqual(['data_exported']);

  await account.getByRole('button', { name: 'Delete account' }).click();
  await account.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and all its data have been deleted')).toBeVisible();
  await page.goto('/biomarkers');
  await expect(page).toHaveURL(/\/login$/);
});
