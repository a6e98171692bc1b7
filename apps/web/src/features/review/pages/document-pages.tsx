import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_PAINT_MARGIN } from '../review-constants';
import { marksOnPage } from '../review-marks';
import type { PageMark } from '../review-marks';
import { centredScrollTop, useReveal } from '../reveal';
import type { RevealRequest } from '../reveal';
import { pageAspectRatio, placeBox } from './box-geometry';
import type { DocumentPage, PaintJob } from './document-page';
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
  /** Each new request scrolls its box (or, without one, its page) into the middle of the view. */
  reveal: RevealRequest | null;
  /**
   * True beside the list: the pages scroll by themselves, so the list stays where it is when a
   * box is scrolled to. False where what holds them scrolls (a dialog of their own).
   */
  scrollsItself: boolean;
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

  // One drawing at a time on a canvas: pdf.js refuses a second before the first has stopped.
  const drawing = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    const { paint } = page;
    if (!near || width === undefined || width === 0 || paint === undefined) return undefined;
    let stopped = false;
    let job: PaintJob | undefined;
    drawing.current = drawing.current.then(() => {
      if (stopped || canvas.current === null) return undefined;
      job = paint(canvas.current, width);
      return job.done;
    });
    return () => {
      stopped = true;
      job?.cancel();
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
  scrollsItself,
}: DocumentPagesProps) {
  const { t } = useTranslation();
  const [boxes, keepBox] = useElementMap<string>();
  const [sheets, keepSheet] = useElementMap<number>();
  const pane = useRef<HTMLDivElement>(null);
  const chosen = marks.find((mark) => mark.key === selectedKey);

  useReveal(
    reveal,
    (key) => {
      const page = marks.find((mark) => mark.key === key)?.page;
      const box = boxes.current.get(key);
      if (box !== undefined || page === null || page === undefined) return box;
      return sheets.current.get(page);
    },
    (element) => {
      if (!scrollsItself || pane.current === null) {
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
        return;
      }
      const { top, height } = pane.current.getBoundingClientRect();
      pane.current.scrollTo({
        top: centredScrollTop(
          { top, height, scrollTop: pane.current.scrollTop },
          element.getBoundingClientRect(),
        ),
      });
    },
  );

  return (
    <div ref={pane} className={scrollsItself ? 'review-pages review-pages--pane' : 'review-pages'}>
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
