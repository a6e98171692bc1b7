import type { UnitReading } from './read-unit';

/**
 * How many powers of ten `to` is below `from` when both measure one quantity ('g/L' to 'mg/dL' is
 * 2: 1 g/L = 10^2 mg/dL); undefined when they measure different things or either is unreadable.
 */
export function powerOfTenBetween(
  from: readonly UnitReading[],
  to: readonly UnitReading[],
): number | undefined {
  for (const source of from) {
    const target = to.find(({ quantity }) => quantity === source.quantity);
    if (target !== undefined) return source.power - target.power;
  }
  return undefined;
}
