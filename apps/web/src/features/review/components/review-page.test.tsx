import { REVIEW_MESSAGES } from '@labtrail/contract/review';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useNotificationStore } from '../../../stores/notification-store';
import { sendJson } from '../../../test/test-server';
import {
  sampleDismissed,
  sampleDocumentReview,
  sampleReviewResult,
  sampleUnmatchedLine,
} from '../sample-review';
import {
  onPhone,
  plainPages,
  plainPagesLoader,
  recordScrolling,
  renderReview,
} from '../testing/render-review';
import type { Scrolling } from '../testing/render-review';
import { startReviewApi } from '../testing/review-api';
import type { ReviewApi } from '../testing/review-api';

// Each test drives the whole screen over a real server, typing and clicking as a person does: on
// a busy two-core machine some take several seconds.
vi.setConfig({ testTimeout: 15_000 });

const A4: [number, number] = [595, 842];
const REVIEW_PATH = '/documents/d1/review';

let api: ReviewApi;

beforeEach(async () => {
  api = await startReviewApi(sampleDocumentReview());
  useNotificationStore.setState({ notifications: [] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await api.server.close();
  await i18n.changeLanguage('us');
});

const messages = () =>
  useNotificationStore.getState().notifications.map((n) => `${n.type}: ${n.message}`);

function renderAt(entry = REVIEW_PATH, pages = plainPages(A4)) {
  const loader = plainPagesLoader(pages);
  return { ...renderReview(entry, loader.load), asked: loader.asked };
}

/** The list's region, once the review has loaded. */
async function list() {
  return screen.findByRole('region', { name: 'What was read from March panel' });
}

/** A box on the page, by what the report printed (its accessible name). */
async function box(name: string) {
  const pages = await screen.findByRole('region', { name: 'Pages of March panel' });
  return within(pages).findByRole('button', { name });
}

/** A row's choosing button, by the start of its accessible name. */
function row(start: string) {
  return within(screen.getByRole('region', { name: 'What was read from March panel' })).getByRole(
    'button',
    { name: (name) => name.startsWith(start) },
  );
}

/** How often the pages beside the list scrolled by themselves. */
function pageScrolls(scrolling: Scrolling): number {
  const pages = screen.getByRole('region', { name: 'Pages of March panel' });
  return scrolling.panes.filter(({ pane }) => pages.contains(pane)).length;
}

/** The body of a request, as JSON. */
const bodyOf = (request: { body: string } | undefined) =>
  JSON.parse(request?.body ?? 'null') as unknown;

describe('the review', () => {
  it('heads the page with the document and lists values, unmatched lines, dismissed values and the trail', async () => {
    renderAt();

    expect(await screen.findByRole('heading', { level: 1, name: 'March panel' })).toBeTruthy();
    expect(screen.getByText('Report of Mar 12, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your biomarkers' })).toHaveProperty(
      'pathname',
      '/biomarkers',
    );
    const region = await list();
    expect(
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Values read (2)', 'Lines not matched (1)', 'Dismissed values (1)', 'Changes']);
    expect(row('LDL-C read as LDL Cholesterol 162 mg/dL').closest('li')?.textContent).toContain(
      'Printed: 4.19 mmol/LRange: < 2.6Flag: HTest date: Mar 12, 2026Out of range',
    );
    expect(row('HDL-C read as HDL Cholesterol 62 mg/dL').closest('li')?.textContent).toContain(
      'In rangeCorrected by you',
    );
    expect(
      within(region).getByText('Why: No biomarker of the catalogue has this name'),
    ).toBeTruthy();
    expect(row('TG read as Triglycerides 230 mg/dL').closest('li')?.textContent).toMatch(
      /Dismissed .+: Not fasting that morning/,
    );
    expect(
      within(region).getByText('You corrected HDL Cholesterol: 52 mg/dL → 62 mg/dL'),
    ).toBeTruthy();
    expect(within(region).getByText('Why: The lab sent a corrected report')).toBeTruthy();
  });

  it('draws each row’s box over its page, as fractions of the page', async () => {
    renderAt(REVIEW_PATH, plainPages(A4, A4));

    const ldl = await box('LDL-C');
    expect(ldl.closest('[role="group"]')?.getAttribute('aria-label')).toBe('Page 1 of 2');
    expect([ldl.style.left, ldl.style.top, ldl.style.width, ldl.style.height]).toEqual([
      '8%',
      '30%',
      '84%',
      '3%',
    ]);
    expect(screen.getByRole('group', { name: 'Page 2 of 2' }).style.aspectRatio).toBe('595 / 842');
  });

  it('chooses a row’s box and scrolls the pages to it when the row is chosen', async () => {
    const scrolling = recordScrolling();
    const { user } = renderAt();
    const ldlBox = await box('LDL-C');
    expect(ldlBox.getAttribute('aria-pressed')).toBe('false');
    expect(pageScrolls(scrolling)).toBe(0);

    await user.click(row('LDL-C read as'));

    expect(ldlBox.getAttribute('aria-pressed')).toBe('true');
    expect(row('LDL-C read as').getAttribute('aria-pressed')).toBe('true');
    expect(pageScrolls(scrolling)).toBeGreaterThan(0);
    // Only the pages move: the window, and the list in it, stay where they are.
    expect(scrolling.intoView).toEqual([]);
    // The value's own cell is marked too.
    const valueMark = ldlBox.parentElement?.querySelector<HTMLElement>('.review-mark__value');
    expect([valueMark?.style.left, valueMark?.style.width]).toEqual(['45%', '10%']);
  });

  it('lights up a row’s box while the pointer is on the row', async () => {
    const scrolling = recordScrolling();
    const { user } = renderAt();
    const lineBox = await box('Non-HDL-C (calc.)');

    await user.hover(row('Non-HDL-C (calc.)'));
    expect(lineBox.classList.contains('review-mark--lit')).toBe(true);
    expect(pageScrolls(scrolling)).toBe(1);

    await user.unhover(row('Non-HDL-C (calc.)'));
    expect(lineBox.classList.contains('review-mark--lit')).toBe(false);
    expect(lineBox.getAttribute('aria-pressed')).toBe('false');
  });

  it('chooses the row of a box chosen on the page and scrolls the list to it', async () => {
    const scrolling = recordScrolling();
    const { user } = renderAt();

    await user.click(await box('HDL-C'));

    const hdl = row('HDL-C read as HDL Cholesterol');
    expect(hdl.getAttribute('aria-pressed')).toBe('true');
    expect(scrolling.intoView).toEqual([hdl.closest('li')]);
    expect((await box('HDL-C')).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes from row to row with the arrow keys, choosing each', async () => {
    recordScrolling();
    const { user } = renderAt();
    await box('LDL-C');

    await user.click(row('HDL-C read as'));
    expect(document.activeElement).toBe(row('HDL-C read as'));
    expect(row('HDL-C read as').getAttribute('aria-pressed')).toBe('true');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row('LDL-C read as'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row('Non-HDL-C (calc.)'));
    expect((await box('Non-HDL-C (calc.)')).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(row('TG read as'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(row('Non-HDL-C (calc.)'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(row('HDL-C read as'));
  });

  it('opens at the value named by ?result=, chosen and scrolled to on its page', async () => {
    const scrolling = recordScrolling();
    renderAt(`${REVIEW_PATH}?result=r-ldl`);

    const ldlBox = await box('LDL-C');
    expect(ldlBox.getAttribute('aria-pressed')).toBe('true');
    expect(row('LDL-C read as').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => {
      expect(pageScrolls(scrolling)).toBe(1);
    });
    expect(scrolling.intoView).toEqual([row('LDL-C read as').closest('li')]);
  });

  it('lists a FHIR import without pages, and a value without a page without a box', async () => {
    api.review = sampleDocumentReview({
      document: { ...sampleDocumentReview().document, content_kind: 'fhir' },
      results: [sampleReviewResult({ page: null, row_box: null, value_box: null })],
      unmatched: [],
      dismissed: [],
    });
    const { asked } = renderAt();

    await list();
    expect(
      screen.getByText('This file has no pages: everything it gave is listed here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pages of March panel' })).toBeNull();
    expect(row('LDL-C read as').closest('li')?.textContent).toContain('Not marked on a page');
    expect(asked).toEqual([]);
  });

  it('says why the pages cannot be shown, and shows them when tried again', async () => {
    const pages = plainPages(A4);
    let attempts = 0;
    const { user } = renderReview(REVIEW_PATH, () => {
      attempts += 1;
      return Promise.resolve(
        attempts === 1
          ? { error: "Failed to show the document's pages" }
          : { data: { pages, release: () => undefined } },
      );
    });
    const region = await screen.findByRole('region', { name: 'Pages of March panel' });

    expect((await within(region).findByRole('alert')).textContent).toBe(
      "Failed to show the document's pages",
    );
    await user.click(within(region).getByRole('button', { name: 'Try again' }));

    expect(await within(region).findByRole('button', { name: 'LDL-C' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('says why when the document cannot be reviewed', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'GET /v1/user/document/d1/review': (_request, response) => {
        sendJson(response, 404, { error: 'Document not found', code: 'document_not_found' });
      },
    });
    renderAt();

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Document not found');
    expect(screen.getByRole('link', { name: 'Back to your biomarkers' })).toBeTruthy();
  });
});

describe('correcting a value', () => {
  beforeEach(() => {
    recordScrolling();
  });

  it('sends the new value in the chosen unit with the reason, and shows the answer', async () => {
    const corrected = sampleDocumentReview({
      results: [
        sampleDocumentReview().results[0] ?? sampleReviewResult(),
        sampleReviewResult({ value: 162.4, corrected: true }),
      ],
    });
    let patched = false;
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'PATCH /v1/user/document/d1/review/result/r-ldl': (_request, response) => {
        patched = true;
        sendJson(response, 200, corrected);
      },
    });
    const { user, fullRefresh } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Correct LDL Cholesterol' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct LDL Cholesterol' });
    expect(within(dialog).getByText('The report printed: LDL-C 4.19 mmol/L')).toBeTruthy();
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    expect(value).toHaveProperty('value', '162');
    // The units come from the catalogue search for the biomarker.
    const unit = within(dialog).getByRole('combobox', { name: 'Unit' });
    await waitFor(() => {
      expect(
        within(unit)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['mg/dL', 'mmol/L']);
    });
    await user.clear(value);
    await user.type(value, '4,2');
    await user.selectOptions(unit, 'mmol/L');
    await user.type(within(dialog).getByRole('textbox', { name: 'Why (optional)' }), 'Lab typo');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(patched).toBe(true);
    expect(bodyOf(api.calls('PATCH', '/v1/user/document/d1/review/result/r-ldl')[0])).toEqual({
      value: '4.2',
      unit: 'mmol/L',
      reason: 'Lab typo',
    });
    expect(row('LDL-C read as LDL Cholesterol 162.4 mg/dL').closest('li')?.textContent).toContain(
      'Corrected by you',
    );
    expect(fullRefresh).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual(['success: LDL Cholesterol corrected']);
  });

  it('sends only the date when only the date changed', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'PATCH /v1/user/document/d1/review/result/r-ldl': (_request, response) => {
        sendJson(response, 200, sampleDocumentReview());
      },
    });
    const { user } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Correct LDL Cholesterol' }));
    const date = screen.getByLabelText('Test date');
    await user.clear(date);
    await user.type(date, '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));

    await waitFor(() => {
      expect(api.calls('PATCH', '/v1/user/document/d1/review/result/r-ldl')).toHaveLength(1);
    });
    expect(bodyOf(api.calls('PATCH', '/v1/user/document/d1/review/result/r-ldl')[0])).toEqual({
      test_date: '2026-03-10',
    });
  });

  it('says so and sends nothing when nothing changed, and shows the server’s refusal in the dialog', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'PATCH /v1/user/document/d1/review/result/r-ldl': (_request, response) => {
        sendJson(response, 422, { error: 'Date cannot be in the future', code: 'future_date' });
      },
    });
    const { user, fullRefresh } = renderAt();
    await list();
    await user.click(screen.getByRole('button', { name: 'Correct LDL Cholesterol' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct LDL Cholesterol' });

    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Give a new value, unit or test date',
    );
    expect(api.calls('PATCH', '/v1/user/document/d1/review/result/r-ldl')).toEqual([]);

    const date = within(dialog).getByLabelText('Test date');
    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));

    await waitFor(() => {
      expect(within(dialog).getByRole('alert').textContent).toBe('Date cannot be in the future');
    });
    expect(screen.getByRole('dialog', { name: 'Correct LDL Cholesterol' })).toBe(dialog);
    expect(fullRefresh).not.toHaveBeenCalled();
  });
});

describe('dismissing and restoring', () => {
  beforeEach(() => {
    recordScrolling();
  });

  it('dismisses a value only with a reason, then lists it as dismissed', async () => {
    const ldl = sampleReviewResult();
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/review/result/r-ldl/dismiss': (_request, response) => {
        sendJson(
          response,
          200,
          sampleDocumentReview({
            results: sampleDocumentReview().results.filter(
              (result) => result.result_id !== 'r-ldl',
            ),
            dismissed: [
              sampleDismissed(),
              sampleDismissed({
                dismissal_id: 'c-ldl',
                biomarker_id: ldl.biomarker_id,
                biomarker_name: ldl.biomarker_name,
                reason: 'Duplicate of the May report',
                printed: ldl.printed,
              }),
            ],
          }),
        );
      },
    });
    const { user, fullRefresh } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Dismiss LDL Cholesterol' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss LDL Cholesterol' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss value' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please say why you dismiss this value',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Why do you dismiss it?' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss value' }));
    expect(api.calls('POST', '/v1/user/document/d1/review/result/r-ldl/dismiss')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why do you dismiss it?' }),
      'Duplicate of the May report',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss value' }));

    expect(await screen.findByRole('button', { name: 'Restore LDL Cholesterol' })).toBeTruthy();
    expect(
      bodyOf(api.calls('POST', '/v1/user/document/d1/review/result/r-ldl/dismiss')[0]),
    ).toEqual({
      reason: 'Duplicate of the May report',
    });
    expect(screen.queryByRole('button', { name: 'Correct LDL Cholesterol' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fullRefresh).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual(['success: LDL Cholesterol dismissed']);
  });

  it('restores a dismissed value', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/review/dismissal/c-dismiss/restore': (_request, response) => {
        sendJson(
          response,
          200,
          sampleDocumentReview({
            results: [
              ...sampleDocumentReview().results,
              sampleReviewResult({
                result_id: 'r-tg',
                biomarker_id: 105,
                biomarker_name: 'Triglycerides',
                value: 230,
              }),
            ],
            dismissed: [],
          }),
        );
      },
    });
    const { user, fullRefresh } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Restore Triglycerides' }));

    expect(await screen.findByRole('button', { name: 'Correct Triglycerides' })).toBeTruthy();
    expect(
      api.calls('POST', '/v1/user/document/d1/review/dismissal/c-dismiss/restore'),
    ).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /Dismissed values/ })).toBeNull();
    expect(fullRefresh).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual(['success: Triglycerides restored']);
  });

  it('says why a restore failed', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/review/dismissal/c-dismiss/restore': (_request, response) => {
        sendJson(response, 404, { error: REVIEW_MESSAGES.dismissalNotFound });
      },
    });
    const { user } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Restore Triglycerides' }));

    await waitFor(() => {
      expect(messages()).toEqual(['warning: Failed to restore the value: Dismissal not found']);
    });
  });
});

describe('mapping an unmatched line', () => {
  beforeEach(() => {
    recordScrolling();
  });

  const mapped = () =>
    sampleDocumentReview({
      results: [
        ...sampleDocumentReview().results,
        sampleReviewResult({
          result_id: 'r-eag',
          biomarker_id: 302,
          biomarker_name: 'Estimated Average Glucose',
          mapped: true,
          printed: sampleUnmatchedLine().printed,
        }),
      ],
      unmatched: [],
    });

  it('searches the catalogue, picks with the arrow keys and Enter, and maps the line', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/review/line/l-nonhdl/map': (_request, response) => {
        sendJson(response, 200, mapped());
      },
    });
    const { user, fullRefresh } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Map Non-HDL-C (calc.) to a biomarker' }));
    const dialog = screen.getByRole('dialog', { name: 'Map “Non-HDL-C (calc.)” to a biomarker' });
    expect(
      within(dialog).getByText(
        'Labtrail will read “Non-HDL-C (calc.)” as the biomarker you choose in your future reports too.',
      ),
    ).toBeTruthy();
    const search = within(dialog).getByRole('combobox', { name: 'Search the biomarkers' });
    await user.type(search, 'a1c');

    const options = await within(dialog).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'HbA1c Metabolic Health',
      'Estimated Average Glucose Metabolic Health also called “eAG (from A1c)”',
    ]);
    expect(api.server.requests.map((request) => request.url)).toContain(
      '/v1/health/catalogue?q=a1c',
    );
    expect(within(dialog).getByRole('status').textContent).toBe('2 biomarkers found');
    expect(within(dialog).getByRole('button', { name: 'Map' })).toHaveProperty('disabled', true);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{Enter}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('Chosen: Estimated Average Glucose')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Map' }));

    expect(
      await screen.findByRole('button', { name: 'Correct Estimated Average Glucose' }),
    ).toBeTruthy();
    expect(bodyOf(api.calls('POST', '/v1/user/document/d1/review/line/l-nonhdl/map')[0])).toEqual({
      biomarker_id: 302,
    });
    expect(row('Non-HDL-C (calc.) read as').closest('li')?.textContent).toContain('Mapped by you');
    expect(screen.queryByRole('heading', { name: /Lines not matched/ })).toBeNull();
    expect(fullRefresh).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual([
      'success: “Non-HDL-C (calc.)” mapped to Estimated Average Glucose',
    ]);
  });

  it('asks for the unit when the server cannot take the line’s unit for the biomarker', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/review/line/l-nonhdl/map': (request, response) => {
        if ((JSON.parse(request.body) as { unit?: string }).unit === undefined) {
          sendJson(response, 422, { error: REVIEW_MESSAGES.unknownUnit });
        } else {
          sendJson(response, 200, mapped());
        }
      },
    });
    const { user } = renderAt();
    await list();
    await user.click(screen.getByRole('button', { name: 'Map Non-HDL-C (calc.) to a biomarker' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Search the biomarkers' }), 'eag');
    await user.click(
      await within(dialog).findByRole('option', { name: /Estimated Average Glucose/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Map' }));

    const unit = await within(dialog).findByRole('combobox', { name: 'Unit of “4.6 mmol/L”' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "Labtrail does not know this line's unit for that biomarker. Choose the unit “4.6 mmol/L” is in.",
    );
    await user.selectOptions(unit, 'mmol/L');
    await user.click(within(dialog).getByRole('button', { name: 'Map' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('POST', '/v1/user/document/d1/review/line/l-nonhdl/map').map(bodyOf)).toEqual([
      { biomarker_id: 302 },
      { biomarker_id: 302, unit: 'mmol/L' },
    ]);
  });
});

describe('analysing again', () => {
  it('queues the analysis, follows it until it is done, then refreshes everything', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/reanalyse': (_request, response) => {
        api.review = sampleDocumentReview({
          document: { ...sampleDocumentReview().document, status: 'pending' },
        });
        sendJson(response, 202, { success: true });
      },
    });
    const { user, fullRefresh } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Analyse again' }));

    expect(
      await screen.findByText('Being analysed. The review shows the new reading when it is done.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyse again' })).toHaveProperty('disabled', true);
    expect(messages()).toEqual(['success: “March panel” is being analysed again']);
    const reads = api.calls('GET', '/v1/user/document/d1/review').length;

    api.review = sampleDocumentReview({ results: [sampleReviewResult({ value: 158 })] });
    await waitFor(() => {
      expect(row('LDL-C read as LDL Cholesterol 158 mg/dL')).toBeTruthy();
    });
    expect(api.calls('GET', '/v1/user/document/d1/review').length).toBeGreaterThan(reads);
    expect(screen.queryByText(/Being analysed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Analyse again' })).toHaveProperty('disabled', false);
    expect(fullRefresh).toHaveBeenCalledTimes(1);
  });

  it('says so when the document is still being analysed', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/reanalyse': (_request, response) => {
        sendJson(response, 409, { error: REVIEW_MESSAGES.stillAnalysing });
      },
    });
    const { user } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Analyse again' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The document is still being analysed',
    );
  });

  it('says when the person has asked too often, and when to try again', async () => {
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/reanalyse': (_request, response) => {
        sendJson(response, 429, {
          error: 'You have asked for many documents to be analysed again in a short time.',
          code: 'too_many_reanalyses',
          params: { minutes: 7 },
        });
      },
    });
    const { user } = renderAt();
    await list();

    await user.click(screen.getByRole('button', { name: 'Analyse again' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have asked for many documents to be analysed again in a short time. Please try again in 7 minutes.',
    );
  });
});

describe('in German', () => {
  it('words the review, its buttons and the server’s messages in German', async () => {
    await i18n.changeLanguage('de');
    await api.server.close();
    api = await startReviewApi(sampleDocumentReview(), {
      'POST /v1/user/document/d1/reanalyse': (_request, response) => {
        sendJson(response, 409, { error: REVIEW_MESSAGES.stillAnalysing });
      },
    });
    const { user } = renderReview(REVIEW_PATH, plainPagesLoader(plainPages(A4)).load);

    const region = await screen.findByRole('region', { name: 'Was aus March panel gelesen wurde' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Gelesene Werte (2)',
      'Nicht zugeordnete Zeilen (1)',
      'Verworfene Werte (1)',
      'Änderungen',
    ]);
    expect(screen.getByText('Befund vom 12. März 2026')).toBeTruthy();
    expect(
      within(region).getByRole('button', {
        name: 'LDL-C gelesen als LDL Cholesterol 162 mg/dL',
      }),
    ).toBeTruthy();
    expect(within(region).getByText('Außerhalb des Bereichs')).toBeTruthy();
    expect(
      within(region).getByRole('button', { name: 'LDL Cholesterol korrigieren' }),
    ).toBeTruthy();
    expect(
      within(region).getByRole('button', { name: 'Triglycerides wiederherstellen' }),
    ).toBeTruthy();
    expect(
      within(region).getByText('Sie haben HDL Cholesterol korrigiert: 52 mg/dL → 62 mg/dL'),
    ).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Seiten von March panel' })).toBeTruthy();
    expect(api.calls('GET', '/v1/user/document/d1/review')[0]?.headers['accept-language']).toBe(
      'de',
    );

    await user.click(screen.getByRole('button', { name: 'Erneut analysieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Das Dokument wird noch analysiert',
    );
  });
});

describe('on a phone', () => {
  it('shows the list first and a row’s page only when asked, at its box', async () => {
    onPhone();
    const scrolling = recordScrolling();
    const { user, asked } = renderAt();

    await list();
    expect(screen.queryByRole('region', { name: 'Pages of March panel' })).toBeNull();
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show LDL Cholesterol on the page' }));

    const dialog = screen.getByRole('dialog', { name: '“LDL-C” on its page' });
    const ldlBox = await within(dialog).findByRole('button', { name: 'LDL-C' });
    expect(ldlBox.getAttribute('aria-pressed')).toBe('true');
    expect(asked).toEqual(['d1']);
    await waitFor(() => {
      expect(scrolling.panes.filter(({ pane }) => dialog.contains(pane))).toHaveLength(1);
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row('LDL-C read as').getAttribute('aria-pressed')).toBe('true');
  });

  it('offers no page for a value that has none', async () => {
    onPhone();
    api.review = sampleDocumentReview({
      results: [sampleReviewResult({ page: null, row_box: null, value_box: null })],
    });
    renderAt();

    await list();
    expect(screen.queryByRole('button', { name: 'Show LDL Cholesterol on the page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Triglycerides on the page' })).toBeTruthy();
  });
});
