import type { Label } from '@labtrail/contract/biomarkers';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RangesPanel } from './ranges-panel';

const LDL: Label[] = [
  { name: 'Optimal', min: null, max: 100, class_range: 'optimal', sort_order: 1 },
  { name: 'Near optimal', min: 100, max: 130, class_range: 'above_normal', sort_order: 2 },
  { name: 'Borderline high', min: 130, max: 160, class_range: 'borderline', sort_order: 3 },
  { name: 'High', min: 160, max: null, class_range: 'high', sort_order: 4 },
];

function renderPanel(value: number | null, labels: Label[] = LDL) {
  return render(
    <RangesPanel
      labels={labels}
      desiredResult="Optimal"
      value={value === null ? null : { value, comparator: null }}
      currentLabel="Your value"
    />,
  );
}

const current = () =>
  screen.getAllByRole('listitem').find((item) => item.hasAttribute('aria-current'));
const bar = (item: HTMLElement | undefined) => item?.querySelector('.ranges-panel__bar');

describe('the ranges panel', () => {
  it('lists every range in order with its bounds, coloured by distance from the desired one', () => {
    renderPanel(null, [...LDL].reverse());
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Optimal<100',
      'Near optimal100-130',
      'Borderline high130-160',
      'High>160',
    ]);
    expect(items.map((item) => bar(item)?.className)).toEqual([
      'ranges-panel__bar range-colour--green',
      'ranges-panel__bar range-colour--yellow',
      'ranges-panel__bar range-colour--orange',
      'ranges-panel__bar range-colour--red-orange',
    ]);
    expect(current()).toBeUndefined();
  });

  it('points into the range that starts at a value on a shared boundary (LDL 130 → 130-160)', () => {
    renderPanel(130);
    const item = current();
    expect(item?.textContent).toBe('Borderline high130-160Your value');
    expect(bar(item)?.className).toContain('range-colour--orange');
    expect(item?.querySelector('.ranges-panel__pointer')).toBeTruthy();
    expect(document.querySelectorAll('.ranges-panel__pointer')).toHaveLength(1);
  });

  it('points into a reference interval that keeps its upper limit (TSH 4.5 → 0.45-4.5)', () => {
    const tsh: Label[] = [
      { name: 'Low', min: null, max: 0.45, class_range: 'low', sort_order: 1 },
      {
        name: 'Normal',
        min: 0.45,
        max: 4.5,
        includes_max: true,
        class_range: 'normal',
        sort_order: 2,
      },
      { name: 'Mildly elevated', min: 4.5, max: 10, class_range: 'elevated', sort_order: 3 },
      { name: 'High', min: 10, max: null, class_range: 'high', sort_order: 4 },
    ];
    render(
      <RangesPanel
        labels={tsh}
        desiredResult="Normal"
        value={{ value: 4.5, comparator: null }}
        currentLabel="Your value"
      />,
    );
    expect(current()?.textContent).toBe('Normal0.45-4.5Your value');
    expect(bar(current())?.className).toContain('range-colour--green');
  });

  it('prints a range open below that keeps its upper limit as ≤max (PSA ≤4)', () => {
    renderPanel(null, [
      {
        name: 'Normal',
        min: null,
        max: 4,
        includes_max: true,
        class_range: 'normal',
        sort_order: 1,
      },
      { name: 'Borderline', min: 4, max: 10, class_range: 'borderline', sort_order: 2 },
    ]);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Normal≤4');
  });

  it('points into the range ending at a value just below the boundary', () => {
    renderPanel(129.9);
    expect(current()?.textContent).toContain('Near optimal');
  });

  it('shows no pointer for a value outside every range', () => {
    renderPanel(50, [{ name: 'Normal', min: 60, max: 90, class_range: 'normal', sort_order: 1 }]);
    expect(current()).toBeUndefined();
    expect(document.querySelector('.ranges-panel__pointer')).toBeNull();
  });
});
