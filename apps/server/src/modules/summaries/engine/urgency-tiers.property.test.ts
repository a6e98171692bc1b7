import type { PersonalProfile } from '@labtrail/contract/profile';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';
import { CRITICAL_LIMITS } from '../../biomarkers/catalogue/critical-limits';
import type { CriticalLimits } from '../../biomarkers/catalogue/critical-limits';
import { rangeSetFor, sexSetsFor } from '../../biomarkers/range-set-for';
import { analyseResults } from './analyse-results';
import { resultRow } from './crafted-results';

const TODAY = '2026-11-28';

const INSTRUCTION = {
  critical: {
    us: '**Seek medical care today:**',
    de: '**Lassen Sie sich heute noch ärztlich untersuchen:**',
  },
  prompt: {
    us: '**Contact your doctor within the next day or two:**',
    de: '**Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt:**',
  },
} as const;

type Tier = 'critical' | 'prompt' | 'none';
type Side = 'low' | 'high';

/** A limit as the catalogue states it: the tier starts at it, or (exclusive) just past it. */
interface Line {
  tier: 'critical' | 'prompt';
  value: number;
  exclusive: boolean;
}

const PROFILES: readonly PersonalProfile[] = [
  PROFILE_NOT_GIVEN,
  { ...PROFILE_NOT_GIVEN, sex: 'female', birth_year: 1960 },
  { ...PROFILE_NOT_GIVEN, sex: 'male', birth_year: 1990 },
  { ...PROFILE_NOT_GIVEN, birth_year: 1975 },
];

/** The desired range's upper limit that fits the person: the lower of women's and men's while sex is unknown. */
function upperLimit(biomarker: CatalogueBiomarker, person: PersonalProfile): number | undefined {
  const sexSets = sexSetsFor(biomarker, person, TODAY);
  const sets =
    sexSets === undefined
      ? [rangeSetFor(biomarker, person, TODAY)]
      : [sexSets.female, sexSets.male];
  const limits = sets
    .map((set) => set.bands.find((band) => band.name === biomarker.desired_result)?.max)
    .filter((max): max is number => max !== null && max !== undefined);
  return limits.length === 0 ? undefined : Math.min(...limits);
}

/** The alert and prompt limits on one side, as the catalogue states them for this person. */
function linesOf(
  limits: CriticalLimits,
  side: Side,
  biomarker: CatalogueBiomarker,
  person: PersonalProfile,
): Line[] {
  const exclusive = limits.exclusive === true;
  // A person whose sex is known is judged by that sex's alert limits where the entry has them.
  const own = person.sex === null ? limits : (limits.bySex?.[person.sex] ?? limits);
  const alert = side === 'low' ? own.low : own.high;
  const prompt = limits.prompt;
  const lines: Line[] = alert === undefined ? [] : [{ tier: 'critical', value: alert, exclusive }];
  if (prompt === undefined) return lines;
  if (side === 'low') {
    if (prompt.low !== undefined)
      lines.push({ tier: 'prompt', value: prompt.low, exclusive: false });
    if (prompt.below !== undefined)
      lines.push({ tier: 'prompt', value: prompt.below, exclusive: true });
    return lines;
  }
  if (prompt.high !== undefined)
    lines.push({ tier: 'prompt', value: prompt.high, exclusive: false });
  if (prompt.above !== undefined)
    lines.push({ tier: 'prompt', value: prompt.above, exclusive: true });
  const uln = upperLimit(biomarker, person);
  if (prompt.aboveTimesUpperLimit !== undefined && uln !== undefined)
    lines.push({ tier: 'prompt', value: prompt.aboveTimesUpperLimit * uln, exclusive: true });
  return lines;
}

/** Whether a value is at or past a line on its side. */
function reaches(value: number, line: Line, side: Side): boolean {
  if (side === 'low') return line.exclusive ? value < line.value : value <= line.value;
  return line.exclusive ? value > line.value : value >= line.value;
}

/** The tier the limits give a value: the most pressing line it reaches. */
function tierByLimits(value: number, lines: readonly Line[], side: Side): Tier {
  if (lines.some((line) => line.tier === 'critical' && reaches(value, line, side)))
    return 'critical';
  return lines.some((line) => line.tier === 'prompt' && reaches(value, line, side))
    ? 'prompt'
    : 'none';
}

const CASES = Object.entries(CRITICAL_LIMITS).flatMap(([code, limits]) =>
  ALL_BIOMARKERS.filter((biomarker) => biomarker.loinc.includes(code)).flatMap((biomarker) =>
    (['low', 'high'] as const).map((side) => ({ biomarker, limits, side })),
  ),
);

/** A hair's breadth at this value's scale: the step to 'just inside' or 'just past'. */
function hair(value: number): number {
  return Math.max(Math.abs(value) * 0.002, 0.001);
}

describe('the urgency tier of every biomarker with alert or prompt limits', () => {
  it('follows the limits just inside, at and past each of them, in both languages, with and without sex and age', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CASES),
        fc.constantFrom(...PROFILES),
        fc.nat(),
        fc.constantFrom('inside', 'at', 'past'),
        ({ biomarker, limits, side }, person, pick, where) => {
          const lines = linesOf(limits, side, biomarker, person);
          fc.pre(lines.length > 0);
          const line = lines[pick % lines.length];
          if (line === undefined) return;
          // Towards the desired range is 'inside'; away from it is 'past'.
          const outward = side === 'low' ? -1 : 1;
          const value =
            where === 'at'
              ? line.value
              : line.value + outward * (where === 'past' ? 1 : -1) * hair(line.value);
          fc.pre(value > 0);
          const expected = tierByLimits(value, lines, side);
          const summaries = analyseResults(
            [resultRow(biomarker.id, value, { test_date: TODAY })],
            TODAY,
            person,
          );
          for (const language of ['us', 'de'] as const) {
            const first = (summaries[language].urgent ?? '').split('\n')[0] ?? '';
            const name = language === 'us' ? biomarker.name : biomarker.name_de;
            if (expected === 'critical') {
              expect(first.startsWith(INSTRUCTION.critical[language]), first).toBe(true);
              expect(first).toContain(name);
            } else if (expected === 'prompt') {
              expect(first.startsWith(INSTRUCTION.prompt[language]), first).toBe(true);
              expect(first).toContain(name);
            } else {
              // Short of every limit on this side the value is not critical; a band the
              // catalogue names severe may still make it prompt (respiratory rate 8.5).
              expect(first.startsWith(INSTRUCTION.critical[language]), first).toBe(false);
            }
          }
        },
      ),
      { numRuns: 600 },
    );
  }, 60_000);

  it('gives no tier just inside a prompt limit unless the band there is named severe', () => {
    for (const { biomarker, limits, side } of CASES) {
      for (const person of PROFILES) {
        const lines = linesOf(limits, side, biomarker, person);
        const prompts = lines.filter((line) => line.tier === 'prompt');
        if (prompts.length === 0) continue;
        const innermost = prompts.reduce((a, b) =>
          side === 'low' ? (a.value > b.value ? a : b) : a.value < b.value ? a : b,
        );
        const value = innermost.value + (side === 'low' ? 1 : -1) * hair(innermost.value);
        const { us } = analyseResults(
          [resultRow(biomarker.id, value, { test_date: TODAY })],
          TODAY,
          person,
        );
        expect(us.urgent, `${biomarker.name} ${String(value)}`).toBe('');
      }
    }
  });
});
