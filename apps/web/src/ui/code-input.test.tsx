import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

interface HarnessProps {
  length?: number;
  onComplete?: (code: string) => void;
  onSubmit?: () => void;
}

/** The input as a screen holds it: the screen keeps the digits. */
function Harness({ length, onComplete = vi.fn(), onSubmit = vi.fn() }: HarnessProps) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      value={value}
      onChange={setValue}
      onComplete={onComplete}
      onSubmit={onSubmit}
      label="Verification code"
      digitLabel={(position, total) => `Digit ${position} of ${total}`}
      {...(length === undefined ? {} : { length })}
    />
  );
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
const values = () => boxes().map((box) => box.value);
const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });

describe('CodeInput', () => {
  it('shows six labelled numeric boxes in a named group, the first open to one-time codes', () => {
    render(<Harness />);

    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(boxes().map((input) => input.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ]);
    expect(boxes().every((input) => input.inputMode === 'numeric')).toBe(true);
    expect(boxes().map((input) => input.getAttribute('autocomplete'))).toEqual([
      'one-time-code',
      'off',
      'off',
      'off',
      'off',
      'off',
    ]);
  });

  it('takes digits only, one per box, moving on after each', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(box(1));
    await user.keyboard('a1-b2 ');

    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(box(3));
  });

  it('spreads pasted digits over the boxes, ignoring everything else, and submits when full', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);

    await user.click(box(1));
    await user.paste('Code: 12-34 5678');

    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('moves back on Backspace in an empty box, then deletes from there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));

    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(values()).toEqual(['1', '2', '', '', '', '']);

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
  });

  it('submits on Enter, whatever has been typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onComplete = vi.fn();
    render(<Harness onSubmit={onSubmit} onComplete={onComplete} />);

    await user.click(box(1));
    await user.keyboard('12{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('submits by itself once the last box is filled', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);

    await user.click(box(1));
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');

    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('does not submit again when a digit of a full code is changed, but does for a new whole code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);

    await user.click(box(2));
    await user.keyboard('9');
    expect(values()).toEqual(['1', '9', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);

    await user.click(box(1));
    await user.paste('654321');
    expect(onComplete).toHaveBeenLastCalledWith('654321');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('replaces a digit typed over, and puts a digit typed past the end into the first empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');

    await user.click(box(1));
    await user.keyboard('9');
    await user.click(box(5));
    await user.keyboard('3');

    expect(values()).toEqual(['9', '2', '3', '', '', '']);
  });

  it('has as many boxes as its length', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness length={4} onComplete={onComplete} />);

    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('987654');

    expect(values()).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('9876');
  });
});
