import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { FullRefreshContext } from '../../../lib/full-refresh';
import type { FullRefresh } from '../../../lib/full-refresh';
import { i18n } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/paths';
import { ReviewPage } from '../components/review-page';
import type { DocumentPage, LoadDocumentPages } from '../pages/document-page';
import { DocumentPagesContext } from '../pages/use-document-pages';

/** Pages of the given sizes (PDF points) with nothing drawn on them: jsdom cannot run pdf.js. */
export function plainPages(...sizes: [number, number][]): DocumentPage[] {
  return sizes.map(([width, height], index) => ({ number: index + 1, width, height }));
}

/** A loader answering every document with these pages, recording which documents it was asked for. */
export function plainPagesLoader(pages: DocumentPage[]) {
  const asked: string[] = [];
  const load: LoadDocumentPages = (documentId) => {
    asked.push(documentId);
    return Promise.resolve({ data: { pages, release: () => undefined } });
  };
  return { load, asked };
}

export interface Scrolling {
  /** Elements scrolled into view, the window and every pane around them moving. */
  intoView: Element[];
  /** Panes scrolled by themselves, and where to. */
  panes: { pane: Element; top: number | undefined }[];
}

/**
 * Records scrolling: jsdom lays nothing out and has neither scrollIntoView nor an element's
 * scrollTo. Gone again after the test.
 */
export function recordScrolling(): Scrolling {
  const scrolling: Scrolling = { intoView: [], panes: [] };
  Element.prototype.scrollIntoView = function record(this: Element) {
    scrolling.intoView.push(this);
  };
  Element.prototype.scrollTo = function record(this: Element, options?: ScrollToOptions | number) {
    scrolling.panes.push({
      pane: this,
      top: typeof options === 'number' ? undefined : options?.top,
    });
  };
  onTestFinished(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    Reflect.deleteProperty(Element.prototype, 'scrollTo');
  });
  return scrolling;
}

/** A screen as narrow as a phone's, as the browser's media query tells it. */
export function onPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Destination() {
  return <h1>Biomarkers</h1>;
}

/**
 * The review at `entry` as the app shows it (its route, translations, a fresh cache, a full
 * refresh to ask for), its pages given by `loadPages` instead of pdf.js.
 */
export function renderReview(entry: string, loadPages: LoadDocumentPages) {
  const fullRefresh = vi.fn<FullRefresh>(() => Promise.resolve());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: PATHS.review, element: <ReviewPage /> },
      { path: PATHS.biomarkers, element: <Destination /> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FullRefreshContext value={fullRefresh}>
          <DocumentPagesContext value={loadPages}>
            <RouterProvider router={router} />
          </DocumentPagesContext>
        </FullRefreshContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient, fullRefresh, user: userEvent.setup() };
}
