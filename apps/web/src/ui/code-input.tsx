import { useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from '../lib/constants';
import './code-input.css';

interface CodeInputProps {
  /** The digits entered so far, in order (never more than `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Called with the code when the last empty box is filled (or a whole code is pasted). */
  onComplete: (code: string) => void;
  /** Enter in any box. */
  onSubmit: () => void;
  /** Accessible name of the whole input, e.g. "Verification code". */
  label: string;
  /** Accessible name of each box, e.g. "Digit 1 of 6". */
  digitLabel: (position: number, length: number) => string;
  length?: number;
  invalid?: boolean;
}

const NON_DIGITS = /\D/g;

function digitsOf(text: string): string {
  return text.replace(NON_DIGITS, '');
}

/**
 * One box per digit; digits only. Typing moves to the next box, pasting (or a one-time code
 * filled in by the phone) spreads the digits over the boxes, Backspace in an empty box moves
 * back, the arrow keys move between boxes. The digits have no gaps: a digit typed past the end
 * lands in the first empty box.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  onSubmit,
  label,
  digitLabel,
  length = VERIFICATION_CODE_LENGTH,
  invalid = false,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `index` on, replacing what was there. */
  const fill = (index: number, digits: string) => {
    if (digits === '') return;
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(
      0,
      length,
    );
    onChange(next);
    focusBox(start + digits.length);
    // Complete now, and not merely edited: the last empty box was filled, or a whole code arrived.
    if (next.length === length && (value.length < length || digits.length === length)) {
      onComplete(next);
    }
  };

  const handleInput = (index: number, text: string) => {
    const previous = value.charAt(index);
    const digits = digitsOf(text);
    if (digits === '') {
      if (text === '' && previous !== '') onChange(value.slice(0, index) + value.slice(index + 1));
      return;
    }
    // A digit typed beside the one already in the box replaces it.
    const typed = previous !== '' && digits.length === 2 ? digits.replace(previous, '') : digits;
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        onSubmit();
        return;
      case 'Backspace':
        if (value.charAt(index) === '' && index > 0) {
          event.preventDefault();
          focusBox(index - 1);
        }
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, digitsOf(event.clipboardData.getData('text')).slice(0, length));
  };

  return (
    <div className="code-input" role="group" aria-label={label}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, length)}
          aria-invalid={invalid || undefined}
          value={value.charAt(index)}
          onChange={(event) => {
            handleInput(index, event.target.value);
          }}
          onKeyDown={(event) => {
            handleKeyDown(index, event);
          }}
          onPaste={(event) => {
            handlePaste(index, event);
          }}
          onFocus={(event) => {
            event.target.select();
          }}
        />
      ))}
    </div>
  );
}
