import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { circleArcs } from './circle-chart-arcs';
import { CircleChart } from './circle-chart';

describe('circle chart arcs', () => {
  it('are proportional to the counts, with a gap after each', () => {
    const arcs = circleArcs(
      [
        { key: 'in', count: 2 },
        { key: 'out', count: 1 },
        { key: 'none', count: 1 },
      ],
      130,
      10,
    );
    expect(arcs.map((arc) => arc.length)).toEqual([50, 25, 25]);
    expect(arcs.map((arc) => arc.offset)).toEqual([0, 60, 95]);
    const last = arcs.at(-1);
    expect((last?.offset ?? 0) + (last?.length ?? 0) + 10).toBeCloseTo(130);
  });

  it('leave out empty counts, and a single arc closes the circle without a gap', () => {
    expect(
      circleArcs(
        [
          { key: 'in', count: 0 },
          { key: 'none', count: 7 },
        ],
        100,
        10,
      ),
    ).toEqual([{ key: 'none', length: 100, offset: 0 }]);
    expect(circleArcs([{ key: 'in', count: 0 }], 100, 10)).toEqual([]);
  });
});

describe('CircleChart', () => {
  it('reads uploaded/total in the centre and describes itself in words', () => {
    render(
      <CircleChart
        counts={{ inRange: 12, outOfRange: 3, noData: 250 }}
        description="12 in range, 3 out of range, 250 with no data"
      />,
    );
    expect(screen.getByText('15/265')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: '12 in range, 3 out of range, 250 with no data' }),
    ).toBeTruthy();
  });

  it('draws one arc per non-empty state in green, orange and grey', () => {
    const { container } = render(
      <CircleChart counts={{ inRange: 1, outOfRange: 0, noData: 3 }} description="x" />,
    );
    const arcs = [...container.querySelectorAll('[data-arc]')];
    expect(arcs.map((arc) => arc.getAttribute('data-arc'))).toEqual(['inRange', 'noData']);
    expect(arcs[0]?.getAttribute('class')).toContain('in-range');
  });
});
