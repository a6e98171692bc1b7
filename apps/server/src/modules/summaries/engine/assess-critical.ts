import type { Sex } from '@labtrail/contract/profile';
import type { Comparator } from '../../biomarkers/assess-value';
import { criticalLimitsOf } from '../../biomarkers/catalogue/critical-limits';
import type { CriticalSigns } from '../../biomarkers/catalogue/critical-limits';
import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';

/** A value past an alert limit: which side, which limit, and what it endangers. */
export interface CriticalFinding {
  side: 'low' | 'high';
  limit: number;
  /** The limit itself is not critical ('<15' rather than '≤15'). */
  exclusive: boolean;
  signs: CriticalSigns;
}

/**
 * Whether a result is past its biomarker's alert limit. A printed bound is critical only when
 * every value it allows is: 'platelets <40' is critically low, 'glucose <400' is not critically
 * high and 'glucose >400' is. For a bound the limit's own exclusiveness does not matter: '<15'
 * allows only values below 15 either way. Where women's and men's limits differ, the person's sex
 * picks theirs; while it is unknown the limits for both apply.
 */
export function assessCritical(
  biomarker: CatalogueBiomarker,
  value: number,
  comparator: Comparator,
  sex: Sex,
): CriticalFinding | undefined {
  const limits = criticalLimitsOf(biomarker);
  if (limits === undefined) return undefined;
  const exclusive = limits.exclusive === true;
  const finding = (side: 'low' | 'high', limit: number): CriticalFinding => ({
    side,
    limit,
    exclusive,
    signs: limits.signs,
  });
  const { low, high } = sex === null ? limits : (limits.bySex?.[sex] ?? limits);
  if (low !== undefined && comparator !== '>') {
    const critical = comparator === '<' || !exclusive ? value <= low : value < low;
    if (critical) return finding('low', low);
  }
  if (high !== undefined && comparator !== '<') {
    const critical = comparator === '>' || !exclusive ? value >= high : value > high;
    if (critical) return finding('high', high);
  }
  return undefined;
}
