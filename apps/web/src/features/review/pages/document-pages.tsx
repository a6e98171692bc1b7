import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_PAINT_MARGIN } from '../review-constants';
import { marksOnPage } from '../review-marks';
import type { PageMark } from '../review-marks';
import { useReveal } from '../reveal';
import type { RevealRequest } from '../reveal';
import { pageAspectRatio, placeBox } from './box-geometry';
import type { DocumentPage } from './document-page';
import { useElementWidth, useHasBeenNearView } from './element-observers';
import './document-pages.css';

export interface DocumentPagesProps {
  pages: readonly DocumentPage[];
  marks: readonly PageMark[];
  /** The chosen row: its box is pressed and its value's box shown. */
  selectedKey: string | null;
  /** The row the pointer is over in the list: its box lights up like the chosen one's. */
  hoveredKey: string | null;
  onSelectMark: (key: string) => void;
  /** Each new request scrolls its box (or, without one, its page) into view. */
  reveal: RevealRequest | null;
  /** Where a revealed box lands: 'nearest' beside the list, 'center' in a page view of its own. */
  revealBlock: ScrollLogicalPosition;
}

type KeepElement<K> = (key: K, element: HTMLElement | null) => void;

/** One page at the width it is given: drawn once it comes near the screen, redrawn on a resize. */
function PageSheet({
  page,
  label,
  keepSheet,
  children,
}: {
  page: DocumentPage;
  label: string;
  keepSheet: KeepElement<number>;
  children: ReactNode;
}) {
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useHasBeenNearView(sheet, PAGE_PAINT_MARGIN);
  const width = useElementWidth(sheet);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      setSheet(element);
      keepSheet(page.number, element);
    },
    [keepSheet, page.number],
  );

  useEffect(() => {
    if (!near || width === undefined || width === 0 || page.paint === undefined) return undefined;
    if (canvas.current === null) return undefined;
    const job = page.paint(canvas.current, width);
    return () => {
      job.cancel();
    };
  }, [near, width, page]);

  return (
    <div
      ref={attach}
      className="review-page"
      role="group"
      aria-label={label}
      style={{ aspectRatio: pageAspectRatio(page.width, page.height) }}
    >
      {/* The drawing shows what the list says in words; it is not read out. */}
      {page.paint !== undefined && (
        <canvas ref={canvas} className="review-page__canvas" aria-hidden="true" />
      )}
      {children}
    </div>
  );
}

/** Keeps each mounted element of a kind by its key, for scrolling to it. */
function useElementMap<K>(): [RefObject<Map<K, HTMLElement>>, KeepElement<K>] {
  const elements = useRef(new Map<K, HTMLElement>());
  const keep = useCallback((key: K, element: HTMLElement | null) => {
    if (element === null) elements.current.delete(key);
    else elements.current.set(key, element);
  }, []);
  return [elements, keep];
}

/**
 * A document's pages one below the other, each result's row boxed over its page. A box is a
 * button named by what the report printed: choosing it chooses its row in the list.
 */
export function DocumentPages({
  pages,
  marks,
  selectedKey,
  hoveredKey,
  onSelectMark,
  reveal,
  revealBlock,
}: DocumentPagesProps) {
  const { t } = useTranslation();
  const [boxes, keepBox] = useElementMap<string>();
  const [sheets, keepSheet] = useElementMap<number>();
  const chosen = marks.find((mark) => mark.key === selectedKey);

  useReveal(
    reveal,
    (key) => {
      const page = marks.find((mark) => mark.key === key)?.page;
      const box = boxes.current.get(key);
      if (box !== undefined || page === null || page === undefined) return box;
      return sheets.current.get(page);
    },
    revealBlock,
  );

  return (
    <div className="review-pages">
      {pages.map((page) => (
        <PageSheet
          key={page.number}
          page={page}
          label={t('review.pageLabel', { page: page.number, count: pages.length })}
          keepSheet={keepSheet}
        >
          {marksOnPage(marks, page.number).map((mark) => {
            const isChosen = mark.key === selectedKey;
            const classes = ['review-mark', `review-mark--${mark.kind}`];
            if (isChosen || mark.key === hoveredKey) classes.push('review-mark--lit');
            return (
              <button
                key={mark.key}
                ref={(element) => {
                  keepBox(mark.key, element);
                }}
                type="button"
                className={classes.join(' ')}
                style={mark.rowBox === null ? undefined : placeBox(mark.rowBox)}
                aria-label={mark.label}
                aria-pressed={isChosen}
                onClick={() => {
                  onSelectMark(mark.key);
                }}
              />
            );
          })}
          {chosen?.page === page.number && chosen.valueBox !== null && (
            <span
              className="review-mark__value"
              style={placeBox(chosen.valueBox)}
              aria-hidden="true"
            />
          )}
        </PageSheet>
      ))}
    </div>
  );
}
