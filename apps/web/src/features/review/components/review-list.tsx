import type {
  DocumentReview,
  ReviewDismissed,
  ReviewResult,
  ReviewUnmatchedLine,
} from '@labtrail/contract/review';
import { useCallback, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReveal } from '../reveal';
import type { RevealRequest } from '../reveal';
import { ChangeTrail } from './change-trail';
import { DismissedRow } from './dismissed-row';
import { ResultRow } from './result-row';
import type { RowInteraction } from './review-row';
import { UnmatchedLineRow } from './unmatched-line-row';
import './review-list.css';

export interface ReviewListProps {
  review: DocumentReview;
  interaction: Omit<RowInteraction, 'keepRow'>;
  /** Each new request scrolls its row into view (a box chosen on the page). */
  reveal: RevealRequest | null;
  /** The dismissal being restored, if any. */
  restoringId: string | null;
  onCorrect: (result: ReviewResult) => void;
  onDismiss: (result: ReviewResult) => void;
  onMap: (line: ReviewUnmatchedLine) => void;
  onRestore: (dismissed: ReviewDismissed) => void;
}

function ListSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="review-list__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="review-list__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where each arrow key moves from the row at `index` of `count`. */
const ROW_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * What the review lists: the values read, the lines left unmatched, the values dismissed, and
 * the change trail. Tab reaches every button; the arrow keys (and Home, End) go from row to row.
 */
export function ReviewList({
  review,
  interaction,
  reveal,
  restoringId,
  onCorrect,
  onDismiss,
  onMap,
  onRestore,
}: ReviewListProps) {
  const { t } = useTranslation();
  const rows = useRef(new Map<string, HTMLElement>());
  const keepRow = useCallback((key: string, element: HTMLElement | null) => {
    if (element === null) rows.current.delete(key);
    else rows.current.set(key, element);
  }, []);
  useReveal(
    reveal,
    (key) => rows.current.get(key),
    (element) => {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    },
  );
  const rowInteraction: RowInteraction = { ...interaction, keepRow };

  const moveBetweenRows = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = ROW_KEYS[event.key];
    const { target } = event;
    if (move === undefined || !(target instanceof HTMLElement)) return;
    if (!target.hasAttribute('data-review-row')) return;
    const selects = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-review-row]')];
    event.preventDefault();
    selects[move(selects.indexOf(target), selects.length)]?.focus();
  };

  return (
    <div className="review-list" onKeyDown={moveBetweenRows}>
      <ListSection title={t('review.results.title', { count: review.results.length })}>
        {review.results.length === 0 ? (
          <p className="review-list__empty">{t('review.results.empty')}</p>
        ) : (
          <ul className="review-list__rows">
            {review.results.map((result) => (
              <ResultRow
                key={result.result_id}
                result={result}
                interaction={rowInteraction}
                onCorrect={onCorrect}
                onDismiss={onDismiss}
              />
            ))}
          </ul>
        )}
      </ListSection>
      {review.unmatched.length > 0 && (
        <ListSection title={t('review.unmatched.title', { count: review.unmatched.length })}>
          <p className="review-list__explanation">{t('review.unmatched.explanation')}</p>
          <ul className="review-list__rows">
            {review.unmatched.map((line) => (
              <UnmatchedLineRow
                key={line.line_id}
                line={line}
                interaction={rowInteraction}
                onMap={onMap}
              />
            ))}
          </ul>
        </ListSection>
      )}
      {review.dismissed.length > 0 && (
        <ListSection title={t('review.dismissed.title', { count: review.dismissed.length })}>
          <ul className="review-list__rows">
            {review.dismissed.map((dismissed) => (
              <DismissedRow
                key={dismissed.dismissal_id}
                dismissed={dismissed}
                interaction={rowInteraction}
                restoring={restoringId === dismissed.dismissal_id}
                onRestore={onRestore}
              />
            ))}
          </ul>
        </ListSection>
      )}
      <ListSection title={t('review.changes.title')}>
        <ChangeTrail changes={review.changes} />
      </ListSection>
    </div>
  );
}
