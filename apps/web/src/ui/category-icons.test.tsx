import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icons';

/** The ten categories of spec §2 with icons of their own, and one that gets the generic icon. */
const CATEGORIES = [
  'Inflammatory',
  'Insulin Sensitivity',
  'Heart Health',
  'Kidney Function',
  'Liver Function',
  'Hormone Levels',
  'Bone Health',
  'Iron Metabolism',
  'Electrolyte Balance',
  'Blood Health',
  'Thyroid',
];

/** Each shape an icon draws, as markup, so two icons drawing the same outline can be told. */
function shapesOf(name: string): string[] {
  const { container, unmount } = render(<CategoryIcon name={name} />);
  const shapes = [...container.querySelectorAll('svg > *')].map((shape) => shape.outerHTML);
  unmount();
  return shapes;
}

describe('the category icons', () => {
  it('never draw the same shape for two categories, so none looks like another at card size', () => {
    const drawnBy = new Map<string, string>();
    const shared: string[] = [];
    for (const category of CATEGORIES) {
      for (const shape of shapesOf(category)) {
        const earlier = drawnBy.get(shape);
        if (earlier !== undefined && earlier !== category) shared.push(`${earlier} & ${category}`);
        drawnBy.set(shape, category);
      }
    }
    expect(shared).toEqual([]);
  });
});
