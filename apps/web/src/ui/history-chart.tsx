import { area, curveMonotoneX, line } from 'd3-shape';
import { CHART } from '../lib/constants';
import { linearScale, verticalDomain } from './chart-scale';
import './history-chart.css';

export interface HistoryPoint {
  id: string;
  /** Epoch milliseconds of the test day. */
  time: number;
  value: number;
  /** Under the point on the axis, e.g. 'Jan 3, 2025'. */
  dateLabel: string;
  /** Shown on hover or focus and read by screen readers, e.g. '162 mg/dL' or a bound, '<5 mg/L'. */
  valueLabel: string;
  /** Flagged as inaccurate: drawn hollow and left out of the line, which shows the trend. */
  flagged: boolean;
  /** Read by screen readers after the value, e.g. that a flagged value is left out of the trend. */
  note?: string;
  /**
   * Set when this value is not comparable with the one before it ('Lab changed'): a dashed line
   * with this label marks the break, and the trend line does not join across it.
   */
  breakBefore?: string;
}

interface HistoryChartProps {
  points: readonly HistoryPoint[];
  /** The chart's name for screen readers, e.g. 'LDL Cholesterol over time'. */
  label: string;
  width?: number;
}

/** The unflagged points in runs that may be joined: a break starts a new run. */
function trendSegments(trend: readonly HistoryPoint[]): HistoryPoint[][] {
  const segments: HistoryPoint[][] = [];
  for (const point of trend) {
    const current = segments.at(-1);
    if (current === undefined || point.breakBefore !== undefined) segments.push([point]);
    else current.push(point);
  }
  return segments;
}

/** Date labels closer than this would overlap; the later one is left out (its point still says it). */
const MIN_LABEL_GAP = 72;

/**
 * The area chart of a biomarker's tests (spec §4): 140 high with the spec's paddings and dot
 * radius, the vertical scale with a 10% margin and a span of at least 1, dates along the axis.
 * Every point is focusable and tells its date and value.
 */
export function HistoryChart({ points, label, width = 536 }: HistoryChartProps) {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const left = CHART.paddingHorizontal;
  const right = width - CHART.paddingHorizontal;
  const top = CHART.paddingVertical;
  const bottom = CHART.height - CHART.paddingBottom;
  const first = sorted[0]?.time ?? 0;
  const last = sorted.at(-1)?.time ?? 0;
  const x = first === last ? () => (left + right) / 2 : linearScale([first, last], [left, right]);
  const y = linearScale(verticalDomain(sorted.map((point) => point.value)), [bottom, top]);
  const trend = sorted.filter((point) => !point.flagged);
  const segments = trendSegments(trend);
  const areaOf = area<HistoryPoint>()
    .x((point) => x(point.time))
    .y0(bottom)
    .y1((point) => y(point.value))
    .curve(curveMonotoneX);
  const lineOf = line<HistoryPoint>()
    .x((point) => x(point.time))
    .y((point) => y(point.value))
    .curve(curveMonotoneX);
  const breaks = trend.flatMap((point, at) => {
    const before = trend[at - 1];
    return point.breakBefore === undefined || before === undefined
      ? []
      : [{ id: point.id, label: point.breakBefore, at: (x(before.time) + x(point.time)) / 2 }];
  });

  let lastLabelX = Number.NEGATIVE_INFINITY;
  const labelled = new Set<string>();
  for (const point of sorted) {
    if (x(point.time) - lastLabelX >= MIN_LABEL_GAP) {
      labelled.add(point.id);
      lastLabelX = x(point.time);
    }
  }

  return (
    <svg
      className="history-chart"
      viewBox={`0 0 ${String(width)} ${String(CHART.height)}`}
      role="group"
      aria-label={label}
    >
      {segments
        .filter((segment) => segment.length > 1)
        .map((segment) => (
          <g key={segment[0]?.id}>
            <path className="history-chart__area" d={areaOf(segment) ?? ''} />
            <path className="history-chart__line" d={lineOf(segment) ?? ''} />
          </g>
        ))}
      <line className="history-chart__axis" x1={left} x2={right} y1={bottom} y2={bottom} />
      {breaks.map((mark) => (
        <g key={mark.id} className="history-chart__break" role="img" aria-label={mark.label}>
          <line x1={mark.at} x2={mark.at} y1={top} y2={bottom} />
          <text x={mark.at} y={top - 6} textAnchor="middle" aria-hidden="true">
            {mark.label}
          </text>
        </g>
      ))}
      {sorted.map((point) => (
        <g
          key={point.id}
          className="history-chart__point"
          tabIndex={0}
          role="img"
          aria-label={`${point.dateLabel}: ${point.valueLabel}${point.note === undefined ? '' : `, ${point.note}`}`}
        >
          <circle
            className={
              point.flagged
                ? 'history-chart__dot history-chart__dot--flagged'
                : 'history-chart__dot'
            }
            cx={x(point.time)}
            cy={y(point.value)}
            r={CHART.dotRadius}
          />
          <text
            className="history-chart__value"
            x={x(point.time)}
            y={y(point.value) - CHART.dotRadius - 4}
            textAnchor="middle"
          >
            {point.valueLabel}
          </text>
          {labelled.has(point.id) && (
            <text
              className="history-chart__date"
              x={x(point.time)}
              y={bottom + 24}
              textAnchor="middle"
              aria-hidden="true"
            >
              {point.dateLabel}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
