import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits the form around it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button>Cancel</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to be a submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit">Record</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Record' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('responds to clicks and to the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Record</Button>);

    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Record' }));

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Record
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Record' });
    await user.click(button);

    expect(onClick).not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows its variant and passes on the ref and the other button props', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" className="extra" aria-describedby="hint">
        Delete
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button.className).toBe('button button--danger extra');
    expect(button.getAttribute('aria-describedby')).toBe('hint');
  });
});
