import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Ticks the ALTCHA box and waits until the proof of work is done. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByRole('checkbox').click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled({ timeout: 15_000 });
}

/** Types a code into the six boxes; filling the last one submits. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (match?.[1] === undefined) throw new Error(`no code in: ${text}`);
  return match[1];
}

export async function askForEmailCode(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Email' }).click();
  await page.getByLabel('Email').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
}
