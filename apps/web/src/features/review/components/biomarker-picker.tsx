import type { CatalogueMatch } from '@labtrail/contract/review';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../ui/text-field.css';
import './biomarker-picker.css';

export interface BiomarkerPickerProps {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The biomarkers fitting the text, best first. */
  matches: readonly CatalogueMatch[];
  /** What the list has to say about itself (searching, how many found), announced politely. */
  status: string;
  picked: CatalogueMatch | null;
  onPick: (match: CatalogueMatch) => void;
}

/** Keeps the active option in sight inside the scrolling list (the list is its offset parent). */
function keepInSight(list: HTMLElement, option: HTMLElement): void {
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/**
 * A search field with the biomarkers that fit it (a combobox): each shows its name, category and
 * the alias the words fitted. The arrow keys move through them and Enter picks one; so does a
 * click.
 */
export function BiomarkerPicker({
  label,
  text,
  onTextChange,
  matches,
  status,
  picked,
  onPick,
}: BiomarkerPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const activeIndex = matches.findIndex((match) => match.biomarker_id === activeId);
  const active = matches[activeIndex];
  const optionId = (match: CatalogueMatch) => `${listId}-${String(match.biomarker_id)}`;

  useLayoutEffect(() => {
    if (active === undefined || list.current === null) return;
    const option = list.current.querySelector<HTMLElement>(
      `[data-biomarker="${String(active.biomarker_id)}"]`,
    );
    if (option !== null) keepInSight(list.current, option);
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (activeIndex < 0 || activeIndex === last ? 0 : activeIndex + 1),
      ArrowUp: () => (activeIndex <= 0 ? last : activeIndex - 1),
    };
    const move = moves[event.key];
    if (move !== undefined && matches.length > 0) {
      event.preventDefault();
      setActiveId(matches[move()]?.biomarker_id ?? null);
    } else if (event.key === 'Enter') {
      // Enter picks; it never sends the dialog's form from the search field.
      event.preventDefault();
      if (active !== undefined) onPick(active);
    }
  };

  return (
    <div className="biomarker-picker">
      <div className="text-field">
        <label className="text-field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="text-field__input"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-activedescendant={active === undefined ? undefined : optionId(active)}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="biomarker-picker__status" role="status">
        {status}
      </p>
      <ul
        ref={list}
        id={listId}
        className="biomarker-picker__list"
        role="listbox"
        aria-label={label}
      >
        {matches.map((match) => {
          const isPicked = picked?.biomarker_id === match.biomarker_id;
          const classes = ['biomarker-picker__option'];
          if (match === active) classes.push('biomarker-picker__option--active');
          if (isPicked) classes.push('biomarker-picker__option--picked');
          return (
            <li
              key={match.biomarker_id}
              id={optionId(match)}
              className={classes.join(' ')}
              role="option"
              aria-selected={isPicked}
              data-biomarker={match.biomarker_id}
              // The search field keeps the focus: a click picks without leaving it.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                setActiveId(match.biomarker_id);
                onPick(match);
              }}
            >
              <span className="biomarker-picker__name">{match.biomarker_name}</span>{' '}
              <span className="biomarker-picker__category">{match.category}</span>
              {match.matched !== null && (
                <>
                  {' '}
                  <span className="biomarker-picker__alias">
                    {t('review.picker.alias', { alias: match.matched })}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
