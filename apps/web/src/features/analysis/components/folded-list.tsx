import { Children, isValidElement, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Enough to see what a list is about; the rest, least telling last, wait behind a button. */
const ITEMS_SHOWN = 3;

/**
 * A markdown list of the analysis with its first items only and 'and N more', which expands it
 * in place. A single hidden item is shown rather than hidden behind a button of its own size.
 */
export function FoldedList({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const items = Children.toArray(children).filter(isValidElement);
  const hidden = items.length - ITEMS_SHOWN;
  if (hidden < 2) return <ul>{items}</ul>;
  return (
    <>
      <ul>{expanded ? items : items.slice(0, ITEMS_SHOWN)}</ul>
      <button
        type="button"
        className="analysis-card__toggle analysis-card__toggle--list"
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(!expanded);
        }}
      >
        {expanded ? t('analysis.showLess') : t('analysis.moreItems', { count: hidden })}
      </button>
    </>
  );
}
