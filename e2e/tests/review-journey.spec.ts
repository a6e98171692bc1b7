import type { Page } from '@playwright/test';
import type { GeneratorBiomarker } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { generateLabReport } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { expect, test } from '../support/fixtures';
import { askForEmailCode, codeIn, enterCode } from '../support/sign-in';

const normal = (min: number, max: number) => ({ bands: [{ name: 'Normal', min, max }] });

/**
 * What the generator prints: three biomarkers every lab names the same way, and one test no
 * catalogue knows, so each report has an unmatched line for the person to map.
 */
const PRINTED: GeneratorBiomarker[] = [
  {
    id: 1,
    name: 'Glucose',
    name_de: 'Glukose',
    aliases: [],
    unit: 'mg/dL',
    units: [],
    plausible: { min: 20, max: 600 },
    desired_result: 'Normal',
    ranges: normal(70, 99),
  },
  {
    id: 2,
    name: 'Sodium',
    name_de: 'Natrium',
    aliases: [],
    unit: 'mmol/L',
    units: [],
    plausible: { min: 110, max: 170 },
    desired_result: 'Normal',
    ranges: normal(135, 145),
  },
  {
    id: 3,
    name: 'Potassium',
    name_de: 'Kalium',
    aliases: [],
    unit: 'mmol/L',
    units: [],
    plausible: { min: 2, max: 8 },
    desired_result: 'Normal',
    ranges: normal(3.5, 5.1),
  },
  {
    id: 4,
    name: 'Frobnicase',
    name_de: 'Frobnicase',
    aliases: [],
    unit: 'U/L',
    units: [],
    plausible: { min: 10, max: 60 },
    desired_result: 'Normal',
    ranges: normal(13, 60),
  },
];

function report(seed: number) {
  const generated = generateLabReport(seed, 'table', PRINTED);
  const names = generated.truth.results.map((result) => result.biomarker_id);
  // Each seed used here prints every row; a generator change that drops one should fail loudly.
  expect(names.sort()).toEqual([1, 2, 3, 4]);
  return generated;
}

async function upload(page: Page, name: string, pdf: Buffer) {
  const documents = page.getByRole('complementary', { name: 'My Documents' });
  await documents
    .locator('input[type="file"]')
    .setInputFiles([{ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click({ timeout: 20_000 });
  await documents.getByRole('link', { name: `Review ${name}` }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/documents\/[^/]+\/review$/);
}

test('a generated report reviewed: a value boxed on its page, corrected; a line mapped, and the next report arrives mapped', async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  const email = `review-journey-${String(Date.now())}@example.org`;
  await askForEmailCode(page, email);
  await enterCode(page, codeIn((await mail.lastMailTo(email)).text));
  await expect(page).toHaveURL(/\/biomarkers$/);

  const first = report(11);
  await upload(page, 'Spring panel', first.pdf);

  const list = page.getByRole('region', { name: 'What was read from Spring panel' });
  const pages = page.getByRole('region', { name: 'Pages of Spring panel' });
  const glucoseRow = list.getByRole('button', { name: /^Glucose / });
  await glucoseRow.click();
  const glucoseBox = pages.getByRole('button', { name: 'Glucose', exact: true });
  await expect(glucoseBox).toHaveAttribute('aria-pressed', 'true');
  await expect(glucoseBox).toBeInViewport();

  await list.getByRole('button', { name: 'Correct Glucose' }).click();
  const correct = page.getByRole('dialog', { name: 'Correct Glucose' });
  await correct.getByRole('textbox', { name: 'Value' }).fill('123');
  await correct
    .getByRole('textbox', { name: 'Why (optional)' })
    .fill('The lab sent a corrected report');
  await correct.getByRole('button', { name: 'Save correction' }).click();
  await expect(correct).toBeHidden();
  await expect(list.getByRole('button', { name: /^Glucose / })).toContainText('123');
  await expect(list.getByText('Corrected by you')).toBeVisible();

  const frobnicase = list.getByRole('button', { name: /^Frobnicase / });
  await expect(frobnicase).toBeVisible();
  await list.getByRole('button', { name: 'Map Frobnicase to a biomarker' }).click();
  const map = page.getByRole('dialog', { name: 'Map “Frobnicase” to a biomarker' });
  await map.getByRole('combobox', { name: 'Search the biomarkers' }).fill('lipase');
  await map
    .getByRole('option', { name: /^Lipase/ })
    .first()
    .click();
  await map.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(map).toBeHidden();
  await expect(list.getByText('Mapped by you')).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Lines not matched (0)' })).toHaveCount(0);

  // The corrected value is the history's, and it says where it came from.
  await page.goto('/biomarkers');
  await page.getByRole('link', { name: 'Glucose' }).first().click();
  await expect(page.getByText(/corrected by you/)).toBeVisible();

  await page.goto('/biomarkers');
  await upload(page, 'Autumn panel', report(12).pdf);
  const second = page.getByRole('region', { name: 'What was read from Autumn panel' });
  const mapped = second.getByRole('button', { name: /^Frobnicase / });
  await expect(mapped).toBeVisible();
  await expect(mapped).toContainText('Lipase');
  await expect(second.getByText('Mapped by you')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Map Frobnicase to a biomarker' })).toHaveCount(
    0,
  );
  expect(failures).toEqual([]);
});
