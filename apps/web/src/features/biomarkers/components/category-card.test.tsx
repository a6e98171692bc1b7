import type { CategorySummary } from '@labtrail/contract/summaries';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { SAMPLE_CATEGORIES, sampleBiomarker, sampleCategory } from '../../../test/sample-api';
import { sampleCrp, sampleHaemoglobin, sampleHbsag } from '../../../test/sample-ranges';
import { CategoryCard } from './category-card';

const HEART = SAMPLE_CATEGORIES[0] ?? sampleCategory();
const SUMMARY: CategorySummary = {
  category_id: 1,
  explanatory_description: 'Your **LDL** is high.',
  biomarker_connections: '',
  recommendations: ['Eat more fibre', 'Walk after meals'],
  biomarker_responsiveness: 'LDL responds within 4–12 weeks.',
};

const rows = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('a category card', () => {
  it('names the category with its count of biomarkers with data over the total', () => {
    renderUi(<CategoryCard category={HEART} summary={undefined} />);
    expect(screen.getByRole('heading', { name: 'Heart Health' })).toBeTruthy();
    expect(screen.getByLabelText('2 of 3 biomarkers with data').textContent).toBe('2/3');
  });

  it('shows each row’s state in words: In Range, Out of Range, No Data', async () => {
    const { user } = renderUi(<CategoryCard category={HEART} summary={undefined} />);
    expect(rows()).toEqual([
      'HDL CholesterolIn Range62 mg/dL',
      'LDL CholesterolOut of Range162 mg/dL',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show biomarkers with no data' }));
    expect(rows()).toContain('Lipoprotein(a)No Data');
    await user.click(screen.getByRole('button', { name: 'Hide biomarkers with no data' }));
    expect(rows()).toHaveLength(2);
  });

  it('offers the no-data toggle only when some biomarkers lack data', () => {
    const complete = sampleCategory({
      biomarkers: [sampleBiomarker({ value: 80, in_range: true })],
    });
    renderUi(<CategoryCard category={complete} summary={undefined} />);
    expect(screen.queryByRole('button', { name: 'Show biomarkers with no data' })).toBeNull();
  });

  it('hides the list while nothing has data and the toggle is off', async () => {
    const empty = sampleCategory({ category: 'Thyroid', biomarkers: [sampleBiomarker()] });
    const { user } = renderUi(<CategoryCard category={empty} summary={undefined} />);
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show biomarkers with no data' }));
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(1);
  });

  it('offers the summary only when there is one, and shows only the sections present', async () => {
    const { user, unmount } = renderUi(<CategoryCard category={HEART} summary={SUMMARY} />);
    expect(screen.queryByRole('heading', { name: 'Summary' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View Summary & Recommendations' }));
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Biomarker Connections' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recommendations' })).toBeTruthy();
    expect(screen.getByText('Eat more fibre').closest('li')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Biomarker Responsiveness' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide Summary & Recommendations' }));
    expect(screen.queryByRole('heading', { name: 'Summary' })).toBeNull();
    unmount();

    renderUi(<CategoryCard category={HEART} summary={undefined} />);
    expect(screen.queryByRole('button', { name: 'View Summary & Recommendations' })).toBeNull();
  });

  it('keeps the two toggles independent', async () => {
    const { user } = renderUi(<CategoryCard category={HEART} summary={SUMMARY} />);
    await user.click(screen.getByRole('button', { name: 'View Summary & Recommendations' }));
    expect(screen.getByRole('button', { name: 'Show biomarkers with no data' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show biomarkers with no data' }));
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeTruthy();
  });

  it('prints a bound as the lab did, with its comparator and unit', () => {
    const inflammatory = sampleCategory({
      category: 'Inflammatory',
      biomarkers: [
        sampleCrp({ value: 5, value_comparator: '<', in_range: true, value_label: 'Normal' }),
        sampleBiomarker({
          biomarker_name: 'eGFR',
          unit: 'mL/min/1.73m²',
          value: 60,
          value_comparator: '>',
          in_range: true,
        }),
      ],
    });
    renderUi(<CategoryCard category={inflammatory} summary={undefined} />);
    expect(rows()).toEqual(['C-Reactive ProteinIn Range<5 mg/L', 'eGFRIn Range>60 mL/min/1.73m²']);
  });

  it('shows a qualitative result by the word the lab printed, not by its number and unit', () => {
    const infection = sampleCategory({
      category: 'Infection and Immunity',
      biomarkers: [
        sampleHbsag({ value: 2, value_text: 'Reactive', in_range: false, value_label: 'Reactive' }),
        sampleHbsag({
          biomarker_id: 1801,
          biomarker_name: 'HIV Screen',
          value: 0,
          value_text: 'negativ',
          in_range: true,
          value_label: 'Non-reactive',
        }),
      ],
    });
    renderUi(<CategoryCard category={infection} summary={undefined} />);
    expect(rows()).toEqual([
      'Hepatitis B Surface Antigen (HBsAg)Out of RangeReactive',
      'HIV ScreenIn RangeNegativ',
    ]);
  });

  it('shows the server’s judgement where women’s and men’s ranges differ', () => {
    const blood = sampleCategory({
      category: 'Blood Health',
      biomarkers: [
        sampleHaemoglobin(
          { value: 13, in_range: false, value_label: 'Normal (women) / Low (men)' },
          { in_range: true, value_label: 'Normal' },
          { in_range: false, value_label: 'Low' },
        ),
      ],
    });
    renderUi(<CategoryCard category={blood} summary={undefined} />);
    expect(rows()).toEqual(['HaemoglobinOut of Range13 g/dL']);
    expect(screen.getByRole('link').className).toContain('biomarker-row--out-of-range');
  });

  it('opens /biomarker with the id in navigation state, not in the path', async () => {
    const { user, router } = renderUi(<CategoryCard category={HEART} summary={undefined} />);
    await user.click(screen.getByRole('link', { name: /LDL Cholesterol/ }));
    expect(router.state.location.pathname).toBe('/biomarker');
    expect(router.state.location.state).toEqual({ biomarker_id: 102 });
  });
});
