import type { Biomarker } from '@labtrail/contract/biomarkers';
import { withUnit } from '@labtrail/contract/display-unit';
import { rangeColour, rangeDistance } from '@labtrail/contract/ranges';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { toLanguage } from '../../../lib/i18n/i18n';
import { CheckCircleIcon, WarningIcon } from '../../../ui/icons';

/**
 * The latest value's status on the detail screen (spec §4): No Data without a value, else In
 * Range or Out of Range in words and icon, the value with its unit and the name of its range,
 * the value coloured by its distance from the desired range.
 */
export function ValueStatus({ biomarker }: { biomarker: Biomarker }) {
  const { t, i18n } = useTranslation();
  if (biomarker.value === null) {
    return <p className="value-status value-status--no-data">{t('biomarkers.noData')}</p>;
  }
  const inRange = biomarker.in_range === true;
  const colour = rangeColour(
    rangeDistance(
      [...biomarker.labels].sort((a, b) => a.sort_order - b.sort_order),
      biomarker.desired_result,
      biomarker.value,
    ),
  );
  return (
    <div className={`value-status value-status--${inRange ? 'in-range' : 'out-of-range'}`}>
      <span className="value-status__state">
        {inRange ? <CheckCircleIcon /> : <WarningIcon />}
        {inRange ? t('biomarkers.inRange') : t('biomarkers.outOfRange')}
      </span>
      <span className={`value-status__value range-text--${colour}`}>
        {withUnit(formatNumber(biomarker.value, toLanguage(i18n.language)), biomarker.unit)}
      </span>
      {biomarker.value_label !== null && (
        <span className="value-status__label">{biomarker.value_label}</span>
      )}
    </div>
  );
}
