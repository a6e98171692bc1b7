import type { Biomarker, Label } from '@labtrail/contract/biomarkers';
import { rangeColour } from '@labtrail/contract/ranges';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import { CheckCircleIcon, WarningIcon } from '../../../ui/icons';
import { valueRangeDistance } from '../../../ui/value-range';

/**
 * How far the latest value lies from the desired range. Where women's and men's ranges differ the
 * person's sex is not known yet, so the value counts as far as it is for either sex.
 */
function latestDistance(biomarker: Biomarker, value: number): number {
  const distance = (labels: readonly Label[]) =>
    valueRangeDistance(
      [...labels].sort((a, b) => a.sort_order - b.sort_order),
      biomarker.desired_result,
      { value, comparator: biomarker.value_comparator },
    );
  if (biomarker.by_sex === null) return distance(biomarker.labels);
  return Math.max(distance(biomarker.by_sex.female.labels), distance(biomarker.by_sex.male.labels));
}

/**
 * The latest value's status on the detail screen (spec §4): No Data without a value, else In
 * Range or Out of Range in words and icon (the server's judgement), the value with its unit (and
 * '<' or '>' for a printed bound; the lab's word for a qualitative result) and the name of its
 * range, the value coloured by its distance from the desired range.
 */
export function ValueStatus({ biomarker }: { biomarker: Biomarker }) {
  const { t, i18n } = useTranslation();
  if (biomarker.value === null) {
    return <p className="value-status value-status--no-data">{t('biomarkers.noData')}</p>;
  }
  const inRange = biomarker.in_range === true;
  const colour = rangeColour(latestDistance(biomarker, biomarker.value));
  return (
    <div className={`value-status value-status--${inRange ? 'in-range' : 'out-of-range'}`}>
      <span className="value-status__state">
        {inRange ? <CheckCircleIcon /> : <WarningIcon />}
        {inRange ? t('biomarkers.inRange') : t('biomarkers.outOfRange')}
      </span>
      <span className={`value-status__value range-text--${colour}`}>
        {formatValue(
          {
            value: biomarker.value,
            comparator: biomarker.value_comparator,
            text: biomarker.value_text,
          },
          biomarker.unit,
          toLanguage(i18n.language),
        )}
      </span>
      {biomarker.value_label !== null && (
        <span className="value-status__label">{biomarker.value_label}</span>
      )}
    </div>
  );
}
