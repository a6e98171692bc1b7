import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import './text-field.css';

interface TextFieldProps {
  label: string;
  type: 'email' | 'tel';
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field and tied to it for screen readers; the field is then invalid. */
  error?: string | undefined;
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

/** A labelled single-line field with its validation message. */
export function TextField({
  label,
  type,
  value,
  onChange,
  onBlur,
  error,
  autoComplete,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      />
      {error !== undefined && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
