import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notifications } from './notifications';

describe('Notifications', () => {
  it('show each message in a live region, success and warning told apart beyond colour', () => {
    render(
      <Notifications
        label="Notifications"
        items={[
          { id: 1, type: 'success', message: 'Document deleted successfully' },
          { id: 2, type: 'warning', message: 'Please enter a value' },
        ]}
      />,
    );

    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const success = screen.getByText('Document deleted successfully').parentElement;
    const warning = screen.getByText('Please enter a value').parentElement;
    expect(success?.className).toContain('notifications__item--success');
    expect(warning?.className).toContain('notifications__item--warning');
    expect(success?.querySelector('svg')?.innerHTML).not.toBe(
      warning?.querySelector('svg')?.innerHTML,
    );
  });
});
