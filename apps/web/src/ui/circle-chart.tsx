import { circleArcs } from './circle-chart-arcs';
import './circle-chart.css';

export interface CircleChartCounts {
  inRange: number;
  outOfRange: number;
  noData: number;
}

interface CircleChartProps {
  counts: CircleChartCounts;
  /** The chart's text alternative, e.g. "12 in range, 3 out of range, 200 with no data". */
  description: string;
  size?: number;
}

const STROKE = 14;
const GAP = 6;

const ARC_CLASS = {
  inRange: 'circle-chart__arc--in-range',
  outOfRange: 'circle-chart__arc--out-of-range',
  noData: 'circle-chart__arc--no-data',
} as const;

/**
 * Green in range, orange out of range, grey no data: arcs proportional to the counts with gaps
 * between them; the centre reads uploaded/total (spec §2).
 */
export function CircleChart({ counts, description, size = 160 }: CircleChartProps) {
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const arcs = circleArcs(
    [
      { key: 'inRange', count: counts.inRange },
      { key: 'outOfRange', count: counts.outOfRange },
      { key: 'noData', count: counts.noData },
    ] as const,
    circumference,
    GAP,
  );
  const uploaded = counts.inRange + counts.outOfRange;
  const total = uploaded + counts.noData;
  return (
    <figure className="circle-chart" style={{ width: size, height: size }}>
      <svg
        className="circle-chart__svg"
        width={size}
        height={size}
        viewBox={`0 0 ${String(size)} ${String(size)}`}
        role="img"
        aria-label={description}
      >
        <circle
          className="circle-chart__track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
        />
        {arcs.map((arc) => (
          <circle
            key={arc.key}
            data-arc={arc.key}
            className={`circle-chart__arc ${ARC_CLASS[arc.key]}`}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={STROKE}
            strokeDasharray={`${String(arc.length)} ${String(circumference - arc.length)}`}
            strokeDashoffset={-arc.offset}
          />
        ))}
      </svg>
      <figcaption className="circle-chart__label" aria-hidden="true">
        {uploaded}/{total}
      </figcaption>
    </figure>
  );
}
