import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { MarkKind } from '../review-marks';
import './review-row.css';

/** How a row of the list takes part in the review: chosen, pointed at, scrolled to, shown on its page. */
export interface RowInteraction {
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onHover: (key: string | null) => void;
  keepRow: (key: string, element: HTMLElement | null) => void;
  /** On a phone: opens the page at the row's box. Beside the pages there is no need. */
  onShowOnPage?: ((key: string) => void) | undefined;
}

interface ReviewRowProps {
  markKey: string;
  kind: MarkKind;
  /** Names the row in its buttons' accessible names ('Show LDL Cholesterol on the page'). */
  name: string;
  /** Whether the row is printed on a page of the document. */
  onPage: boolean;
  interaction: RowInteraction;
  /** The names and the value: the button that chooses the row. */
  summary: ReactNode;
  /** What else the report printed and what happened to the row. */
  children: ReactNode;
  actions: ReactNode;
}

/**
 * One row of the review's list. Pointing at it or choosing it (a click, focus, Enter) lights up
 * its box on the page; the arrow keys move between rows (ReviewList).
 */
export function ReviewRow({
  markKey,
  kind,
  name,
  onPage,
  interaction,
  summary,
  children,
  actions,
}: ReviewRowProps) {
  const { t } = useTranslation();
  const selected = interaction.selectedKey === markKey;
  const { onSelect, onHover, keepRow, onShowOnPage } = interaction;
  const classes = ['review-row', `review-row--${kind}`, selected ? 'review-row--selected' : ''];
  return (
    <li
      ref={(element) => {
        keepRow(markKey, element);
      }}
      className={classes.filter(Boolean).join(' ')}
      onMouseEnter={() => {
        onHover(markKey);
      }}
      onMouseLeave={() => {
        onHover(null);
      }}
    >
      <button
        type="button"
        className="review-row__select"
        aria-pressed={selected}
        data-review-row=""
        onFocus={() => {
          onSelect(markKey);
        }}
        onClick={() => {
          onSelect(markKey);
        }}
      >
        {summary}
      </button>
      {children}
      <div className="review-row__actions">
        {onPage && onShowOnPage !== undefined && (
          <Button
            variant="secondary"
            aria-label={t('review.showOnPageLabel', { name })}
            onClick={() => {
              onShowOnPage(markKey);
            }}
          >
            {t('review.showOnPage')}
          </Button>
        )}
        {actions}
      </div>
    </li>
  );
}

/** A printed name and the biomarker it was read as; the name alone when they are the same. */
export function ReadAs({ printed, biomarker }: { printed: string | null; biomarker: string }) {
  const { t } = useTranslation();
  if (printed === null || printed === biomarker) {
    return <span className="review-row__biomarker">{biomarker}</span>;
  }
  return (
    <span className="review-row__names">
      <span className="review-row__printed-name">{printed}</span> <span aria-hidden="true">→</span>{' '}
      <span className="visually-hidden">{t('review.readAs')}</span>{' '}
      <span className="review-row__biomarker">{biomarker}</span>
    </span>
  );
}

/** Facts of a row, one after the other: 'Printed: 4.2 mmol/L · Range: < 3.0 · Flag: H'. */
export function RowFacts({ facts }: { facts: readonly (string | null)[] }) {
  const shown = facts.filter((fact): fact is string => fact !== null);
  if (shown.length === 0) return null;
  return (
    <ul className="review-row__facts">
      {shown.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

export type BadgeTone = 'in-range' | 'out-of-range' | 'neutral' | 'note';

/** Short words about a row (in range, corrected, mapped): words, never colour alone. */
export function RowBadges({ badges }: { badges: readonly { text: string; tone: BadgeTone }[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="review-row__badges">
      {badges.map((badge) => (
        <li key={badge.text} className={`review-badge review-badge--${badge.tone}`}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
