/** A deterministic source of randomness: the same seed gives the same report on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with probability `share`. */
  chance: (share: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in random order (fewer when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
}

/** Mulberry32: tiny, fast and good enough to vary test data; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let at = pool.length - 1; at > 0; at -= 1) {
      const other = int(0, at);
      [pool[at], pool[other]] = [pool[other] as T, pool[at] as T];
    }
    return pool.slice(0, count);
  };
  return { next, int, chance: (share) => next() < share, pick, sample };
}
