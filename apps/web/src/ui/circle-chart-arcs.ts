/** One arc of the circle chart, as a stretch of the circle's outline. */
export interface Arc<K extends string> {
  key: K;
  /** Length along the circumference. */
  length: number;
  /** Where it starts along the circumference (0 at the top, clockwise). */
  offset: number;
}

/**
 * Splits a circumference into arcs proportional to the counts, with a fixed gap after each
 * non-empty arc (a single arc closes the circle without one). Empty counts get no arc.
 */
export function circleArcs<K extends string>(
  counts: readonly { key: K; count: number }[],
  circumference: number,
  gap: number,
): Arc<K>[] {
  const present = counts.filter((entry) => entry.count > 0);
  const total = present.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return [];
  const gaps = present.length > 1 ? gap * present.length : 0;
  const available = circumference - gaps;
  let offset = 0;
  return present.map((entry) => {
    const length = (available * entry.count) / total;
    const arc = { key: entry.key, length, offset };
    offset += length + (present.length > 1 ? gap : 0);
    return arc;
  });
}
