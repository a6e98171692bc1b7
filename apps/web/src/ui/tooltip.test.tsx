import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

function renderFlagButton() {
  render(
    <Tooltip content="Flag as inaccurate">
      <button type="button" aria-label="Flag">
        ⚑
      </button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Flag' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Tooltip', () => {
  it('appears 100 ms after the pointer arrives, not before, and describes its trigger', () => {
    const button = renderFlagButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.mouseEnter(button);
    advance(99);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    advance(1);

    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Flag as inaccurate');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('does not appear when the pointer only passes over', () => {
    const button = renderFlagButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.mouseEnter(button);
    advance(50);
    fireEvent.mouseLeave(button);
    advance(200);

    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides 150 ms after the pointer leaves', () => {
    const button = renderFlagButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseEnter(button);
    advance(100);
    expect(screen.getByRole('tooltip')).toBeTruthy();

    fireEvent.mouseLeave(button);
    advance(149);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    advance(1);

    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('appears at once on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup();
    renderFlagButton();

    await user.tab();
    expect(screen.getByRole('tooltip', { name: 'Flag as inaccurate' })).toBeTruthy();

    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    renderFlagButton();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('leaves the trigger’s own handlers and ref working', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Tooltip content="Edit">
        <button type="button" ref={ref} onClick={onClick}>
          Pen
        </button>
      </Tooltip>,
    );

    await user.click(screen.getByRole('button', { name: 'Pen' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Pen' }));
  });
});
