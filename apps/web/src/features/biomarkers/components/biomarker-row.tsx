import type { Biomarker } from '@labtrail/contract/biomarkers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import { useViewPaths } from '../../../lib/shared-access';
import { CheckCircleIcon, WarningIcon } from '../../../ui/icons';

/**
 * What a row shows (spec §4): in range, out of range, or no data; never colour alone. In range is
 * the server's judgement, which holds only where it holds for women and men alike.
 */
function rowState(biomarker: Biomarker): 'in-range' | 'out-of-range' | 'no-data' {
  if (biomarker.value === null) return 'no-data';
  return biomarker.in_range === true ? 'in-range' : 'out-of-range';
}

/** One biomarker of a category card; opens its detail with the id in navigation state. */
export function BiomarkerRow({ biomarker }: { biomarker: Biomarker }) {
  const { t, i18n } = useTranslation();
  const paths = useViewPaths();
  const state = rowState(biomarker);
  const value =
    biomarker.value === null
      ? ''
      : formatValue(
          {
            value: biomarker.value,
            comparator: biomarker.value_comparator,
            text: biomarker.value_text,
          },
          biomarker.unit,
          toLanguage(i18n.language),
        );
  const label = {
    'in-range': t('biomarkers.inRange'),
    'out-of-range': t('biomarkers.outOfRange'),
    'no-data': t('biomarkers.noData'),
  }[state];
  return (
    <li>
      <Link
        className={`biomarker-row biomarker-row--${state}`}
        to={paths.biomarker}
        state={{ biomarker_id: biomarker.biomarker_id }}
      >
        <span className="biomarker-row__name">{biomarker.biomarker_name}</span>
        <span className="biomarker-row__state">
          {state === 'in-range' && <CheckCircleIcon />}
          {state === 'out-of-range' && <WarningIcon />}
          <span className="biomarker-row__label">{label}</span>
          {value !== '' && <span className="biomarker-row__value">{value}</span>}
        </span>
      </Link>
    </li>
  );
}
