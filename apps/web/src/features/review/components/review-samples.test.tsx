import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { ReviewSamples } from './review-samples';

function renderSamples() {
  render(
    <I18nextProvider i18n={i18n}>
      <ReviewSamples />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('the review’s parts on /storybook', () => {
  it('shows a page with its rows boxed, and the result rows in each of their states', () => {
    renderSamples();

    const page = screen.getByRole('group', { name: 'Page 1 of 1' });
    expect(
      within(page)
        .getAllByRole('button')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['HDL-C', 'LDL-C', 'TG', 'Glyco-Hb', 'Glucose', 'Non-HDL-C (calc.)']);
    for (const state of ['In range', 'Out of range', 'Corrected by you', 'Mapped by you']) {
      expect(screen.getAllByText(state).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Flagged as inaccurate')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Map Non-HDL-C (calc.) to a biomarker' }),
    ).toBeTruthy();
  });

  it('lights up the row of a chosen box and the box of a chosen row', async () => {
    const user = renderSamples();
    const page = screen.getByRole('group', { name: 'Page 1 of 1' });

    await user.click(within(page).getByRole('button', { name: 'TG' }));
    expect(
      screen
        .getByRole('button', { name: 'TG read as Triglycerides 150 mg/dL' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Glucose 410 mg/dL' }));
    expect(within(page).getByRole('button', { name: 'Glucose' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(page).getByRole('button', { name: 'TG' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('finds sample biomarkers by name or alias in the picker', async () => {
    const user = renderSamples();

    await user.type(screen.getByRole('combobox', { name: 'Search the biomarkers' }), 'non-hdl');
    expect(screen.getByRole('status').textContent).toBe('1 biomarker found');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(
      screen.getByRole('option', { name: /Non-HDL Cholesterol/ }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByText('Chosen: Non-HDL Cholesterol')).toBeTruthy();
  });
});
