import type { Label } from '@labtrail/contract/biomarkers';
import { rangeBoundsText, rangeColour } from '@labtrail/contract/ranges';
import { RANGE_POINTER } from '../lib/constants';
import { rangePointer } from './range-pointer';
import type { RangedValue } from './value-range';
import './ranges-panel.css';

interface RangesPanelProps {
  labels: readonly Label[];
  /** Name of the range a person should be in: it is green, the others darker with distance. */
  desiredResult: string;
  /** The latest result, placed by the shared range rule; null without one. */
  value: RangedValue | null;
  /** Said beside the range holding the value, e.g. 'Your value'. */
  currentLabel: string;
}

/**
 * Every labelled range with its name and bounds ('<max' or '≤max', '>min', 'min-max'), coloured by its
 * distance from the desired range, with a pointer at the current value (spec §2, §4).
 */
export function RangesPanel({ labels, desiredResult, value, currentLabel }: RangesPanelProps) {
  const ordered = [...labels].sort((a, b) => a.sort_order - b.sort_order);
  const desired = ordered.findIndex((label) => label.name === desiredResult);
  const pointer = value === null ? undefined : rangePointer(ordered, desiredResult, value);
  return (
    <ul className="ranges-panel">
      {ordered.map((label, index) => {
        const distance = desired === -1 ? Number.POSITIVE_INFINITY : Math.abs(index - desired);
        const current = pointer?.index === index;
        return (
          <li
            key={label.name}
            className={
              current ? 'ranges-panel__range ranges-panel__range--current' : 'ranges-panel__range'
            }
            aria-current={current || undefined}
          >
            <span
              className={`ranges-panel__bar range-colour--${rangeColour(distance)}`}
              style={{ width: RANGE_POINTER.scale }}
            >
              {current && (
                <span
                  className="ranges-panel__pointer"
                  style={{ left: pointer.offset }}
                  aria-hidden="true"
                />
              )}
            </span>
            <span className="ranges-panel__name">{label.name}</span>
            <span className="ranges-panel__bounds">{rangeBoundsText(label)}</span>
            {current && <span className="visually-hidden">{currentLabel}</span>}
          </li>
        );
      })}
    </ul>
  );
}
