import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { markKey, reviewMarks } from '../review-marks';
import type { RevealRequest } from '../reveal';
import { sampleDocumentReview, sampleReviewResult } from '../sample-review';
import { plainPages, recordScrolling } from '../testing/render-review';
import type { DocumentPage } from './document-page';
import { DocumentPages } from './document-pages';

const A4: [number, number] = [595, 842];

const REVIEW = sampleDocumentReview({
  results: [
    sampleReviewResult({ result_id: 'on-1', page: 1 }),
    sampleReviewResult({
      result_id: 'on-2',
      biomarker_name: 'Glucose',
      printed: { name: 'GLU', value: '5.1', unit: 'mmol/L', range: null, flag: null },
      page: 2,
      row_box: { x: 0.1, y: 0.6, width: 0.8, height: 0.04 },
      value_box: { x: 0.5, y: 0.6, width: 0.1, height: 0.04 },
    }),
    sampleReviewResult({ result_id: 'no-box', page: 2, row_box: null, value_box: null }),
  ],
  unmatched: [],
  dismissed: [],
});

function renderPages({
  pages = plainPages(A4, A4),
  selectedKey = null,
  reveal = null,
  scrollsItself = false,
}: {
  pages?: DocumentPage[];
  selectedKey?: string | null;
  reveal?: RevealRequest | null;
  scrollsItself?: boolean;
} = {}) {
  const onSelectMark = vi.fn<(key: string) => void>();
  const element = (props: { selectedKey: string | null; reveal: RevealRequest | null }) => (
    <I18nextProvider i18n={i18n}>
      <DocumentPages
        pages={pages}
        marks={reviewMarks(REVIEW)}
        hoveredKey={null}
        onSelectMark={onSelectMark}
        scrollsItself={scrollsItself}
        {...props}
      />
    </I18nextProvider>
  );
  const view = render(element({ selectedKey, reveal }));
  return {
    onSelectMark,
    user: userEvent.setup(),
    rerender: (props: { selectedKey: string | null; reveal: RevealRequest | null }) => {
      view.rerender(element(props));
    },
  };
}

describe('DocumentPages', () => {
  it('boxes each row on its own page and names the box by what the report printed', () => {
    renderPages();

    const second = screen.getByRole('group', { name: 'Page 2 of 2' });
    const glucose = within(second).getByRole('button', { name: 'GLU' });
    expect([
      glucose.style.left,
      glucose.style.top,
      glucose.style.width,
      glucose.style.height,
    ]).toEqual(['10%', '60%', '80%', '4%']);
    expect(
      within(screen.getByRole('group', { name: 'Page 1 of 2' })).getAllByRole('button'),
    ).toHaveLength(1);
    // A value with a page but no box has nothing to draw.
    expect(within(second).getAllByRole('button')).toHaveLength(1);
  });

  it('presses the chosen row’s box and marks its value’s cell; a box chosen tells its key', async () => {
    const { user, onSelectMark } = renderPages({ selectedKey: markKey.result('on-2') });

    const glucose = screen.getByRole('button', { name: 'GLU' });
    expect(glucose.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'LDL-C' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    const cells = document.querySelectorAll<HTMLElement>('.review-mark__value');
    expect(
      [...cells].map((cell) => [cell.parentElement?.getAttribute('aria-label'), cell.style.left]),
    ).toEqual([['Page 2 of 2', '50%']]);

    await user.click(screen.getByRole('button', { name: 'LDL-C' }));
    expect(onSelectMark).toHaveBeenCalledWith(markKey.result('on-1'));
  });

  it('scrolls a box into the middle of the pages, once per request', () => {
    const scrolling = recordScrolling();
    const { rerender } = renderPages({ scrollsItself: true });
    const glucose = screen.getByRole('button', { name: 'GLU' });
    const pane = glucose.closest<HTMLElement>('.review-pages');
    if (pane === null) throw new Error('The pages are not in a pane');
    // Laid out as a browser would: a 600px pane scrolled down 100px, the box 900px below its top.
    vi.spyOn(pane, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 400, 600));
    vi.spyOn(glucose, 'getBoundingClientRect').mockReturnValue(new DOMRect(40, 1000, 320, 40));
    pane.scrollTop = 100;

    rerender({ selectedKey: null, reveal: { key: markKey.result('on-2'), seq: 1 } });
    rerender({
      selectedKey: markKey.result('on-2'),
      reveal: { key: markKey.result('on-2'), seq: 1 },
    });

    // 100 already scrolled, + 900 down to the box, − (600 − 40) / 2 to have it in the middle.
    expect(scrolling.panes).toEqual([{ pane, top: 720 }]);
    expect(scrolling.intoView).toEqual([]);
  });

  it('in a view that does not scroll by itself, brings a box or a page without one into view', () => {
    const scrolling = recordScrolling();
    const { rerender } = renderPages({ reveal: { key: markKey.result('on-2'), seq: 1 } });
    const glucose = screen.getByRole('button', { name: 'GLU' });
    expect(scrolling.intoView).toEqual([glucose]);

    rerender({ selectedKey: null, reveal: { key: markKey.result('no-box'), seq: 2 } });
    expect(scrolling.intoView).toEqual([
      glucose,
      screen.getByRole('group', { name: 'Page 2 of 2' }),
    ]);
    expect(scrolling.panes).toEqual([]);
  });
});

/** Stand-ins for the browser's observers, which jsdom lacks; the test says what they see. */
function stubObservers() {
  const near: (() => void)[] = [];
  const resized: ((width: number) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        near.push(() => {
          callback([{ isIntersecting: true }]);
        });
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
        resized.push((width) => {
          callback([{ contentRect: { width } }]);
        });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    comeNear: (index: number) => {
      act(() => near[index]?.());
    },
    resize: (index: number, width: number) => {
      act(() => resized[index]?.(width));
    },
  };
}

describe('drawing the pages', () => {
  it('draws a page only once it comes near the screen, at its width, and again when that changes', async () => {
    const observers = stubObservers();
    const cancels: number[] = [];
    const painted: [number, number][] = [];
    const drawn = (number: number): DocumentPage => ({
      number,
      width: A4[0],
      height: A4[1],
      paint: (canvas, width) => {
        expect(canvas).toBeInstanceOf(HTMLCanvasElement);
        painted.push([number, width]);
        return { done: Promise.resolve(), cancel: () => cancels.push(number) };
      },
    });
    renderPages({ pages: [drawn(1), drawn(2)] });

    observers.resize(0, 480);
    observers.resize(1, 480);
    expect(painted).toEqual([]);

    observers.comeNear(0);
    await waitFor(() => {
      expect(painted).toEqual([[1, 480]]);
    });

    observers.resize(0, 360);
    await waitFor(() => {
      expect(painted).toEqual([
        [1, 480],
        [1, 360],
      ]);
    });
    expect(cancels).toEqual([1]);
  });

  it('starts a new drawing of a page only once the one it stops has stopped', async () => {
    const observers = stubObservers();
    const started: number[] = [];
    let finishFirst: () => void = () => undefined;
    const page: DocumentPage = {
      number: 1,
      width: A4[0],
      height: A4[1],
      paint: (_canvas, width) => {
        started.push(width);
        return {
          done:
            started.length === 1
              ? new Promise<void>((resolve) => {
                  finishFirst = resolve;
                })
              : Promise.resolve(),
          cancel: () => undefined,
        };
      },
    };
    renderPages({ pages: [page] });
    observers.comeNear(0);
    observers.resize(0, 480);
    await waitFor(() => {
      expect(started).toEqual([480]);
    });

    observers.resize(0, 360);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([480]);

    finishFirst();
    await waitFor(() => {
      expect(started).toEqual([480, 360]);
    });
  });
});
