import { useId, useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Enough to see the latest; older items wait behind a button. */
const ITEMS_SHOWN = 5;

interface FoldedItemsProps {
  /** The list's `<li>` elements, newest first. */
  items: readonly ReactElement[];
  className: string;
}

/**
 * A list of the detail screen with its newest items only and 'Show all N', which expands it in
 * place. A single hidden item is shown rather than hidden behind a button of its own size.
 */
export function FoldedItems({ items, className }: FoldedItemsProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const foldable = items.length > ITEMS_SHOWN + 1;
  return (
    <>
      <ol id={listId} className={className}>
        {foldable && !expanded ? items.slice(0, ITEMS_SHOWN) : items}
      </ol>
      {foldable && (
        <button
          type="button"
          className="detail__fold"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            setExpanded(!expanded);
          }}
        >
          {expanded ? t('provenance.showFewer') : t('provenance.showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}
