import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { useNotificationStore } from '../../stores/notification-store';
import { StorybookPage } from './storybook-page';

afterEach(() => {
  useNotificationStore.setState({ notifications: [] });
});

function renderPage() {
  render(
    <I18nextProvider i18n={createI18n()}>
      <StorybookPage />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const section = (name: string) => screen.getByRole('region', { name });

describe('StorybookPage', () => {
  it('shows the twelve sections in the spec’s order', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Storybook' })).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Logo',
      'Colors',
      'Font',
      'Buttons',
      'Icons',
      'Input',
      'Menu',
      'Modal',
      'Banners',
      'Charts',
      'Upload',
      'Tooltips',
    ]);
  });

  it('names every colour swatch, the five range colours from green to dark red among them', () => {
    renderPage();

    const colors = section('Colors');
    expect(
      within(colors).getByRole('heading', { level: 3, name: 'Range colors, green to dark red' }),
    ).toBeTruthy();
    for (const name of [
      'Accent, soft',
      'Range 1: green',
      'Range 2: yellow',
      'Range 3: orange',
      'Range 4: red-orange',
      'Range 1: green',
      'Range 5: dark red',
      'In range',
      'Out of range',
      'No data',
      'Background',
    ]) {
      expect(within(colors).getByText(name)).toBeTruthy();
    }
  });

  it('shows every button variant, enabled and disabled', () => {
    renderPage();

    const buttons = within(section('Buttons')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Primary',
      'Secondary',
      'Danger',
      'Link',
      'Primary, disabled',
      'Secondary, disabled',
      'Danger, disabled',
      'Link, disabled',
    ]);
    expect(buttons.filter((button) => (button as HTMLButtonElement).disabled)).toHaveLength(4);
  });

  it('shows the sample banners and sends a success and a warning notification', async () => {
    const user = renderPage();
    const banners = section('Banners');

    expect(
      within(banners)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Account not found', 'Invalid file format', 'File too large (>25MB)']);
    await user.click(within(banners).getByRole('button', { name: 'Show a success notification' }));
    await user.click(within(banners).getByRole('button', { name: 'Show a warning notification' }));

    expect(
      useNotificationStore.getState().notifications.map(({ type, message }) => ({ type, message })),
    ).toEqual([
      { type: 'success', message: 'Biomarker test value successfully submitted' },
      { type: 'warning', message: 'Please enter a value' },
    ]);
  });

  it('opens a sample dialog, and one that cannot be closed while loading', async () => {
    const user = renderPage();

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('dialog', { name: 'Sample dialog' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open a loading dialog' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Request loading' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish loading' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the files chosen in the upload box', async () => {
    const user = renderPage();
    const upload = section('Upload');
    expect(within(upload).getByText('No files chosen yet')).toBeTruthy();
    const input = upload.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('The upload box has no file input');

    await user.upload(input, [
      new File(['%PDF'], 'blood.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'lipids.pdf', { type: 'application/pdf' }),
    ]);

    await waitFor(() => {
      expect(
        within(upload)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['blood.pdf', 'lipids.pdf']);
    });
  });

  it('shows the chart with its counts in words', () => {
    renderPage();

    const charts = section('Charts');
    expect(
      within(charts).getByRole('img', {
        name: '12 in range, 3 out of range, 5 with no data',
      }),
    ).toBeTruthy();
  });

  it('shows the tooltip on its sample button', async () => {
    const user = renderPage();
    const trigger = screen.getByRole('button', { name: 'Hover or focus me' });

    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(trigger);

    expect(await screen.findByRole('tooltip', { name: 'Flag as inaccurate' })).toBeTruthy();
  });
});
