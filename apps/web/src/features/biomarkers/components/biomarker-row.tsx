import type { Biomarker } from '@labtrail/contract/biomarkers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { To } from 'react-router';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { useViewPaths } from '../../../lib/shared-access';
import { CheckCircleIcon, WarningIcon } from '../../../ui/icons';

type RowState = 'in-range' | 'out-of-range' | 'no-data';

/**
 * What a row shows (spec §4): in range, out of range, or no data; never colour alone. In range is
 * the server's judgement, which holds only where it holds for women and men alike.
 */
function rowState(biomarker: Biomarker): RowState {
  if (biomarker.value === null) return 'no-data';
  return biomarker.in_range === true ? 'in-range' : 'out-of-range';
}

/**
 * What every row of a card shares. A card works it out once for all its rows: the overview draws
 * hundreds of rows, and the translation and path hooks cost more than a row's own drawing, most
 * of the first render's time on a phone.
 */
export interface RowShared {
  language: Language;
  detailPath: To;
  stateLabels: Record<RowState, string>;
}

export function useRowShared(): RowShared {
  const { t, i18n } = useTranslation();
  const paths = useViewPaths();
  return {
    language: toLanguage(i18n.language),
    detailPath: paths.biomarker,
    stateLabels: {
      'in-range': t('biomarkers.inRange'),
      'out-of-range': t('biomarkers.outOfRange'),
      'no-data': t('biomarkers.noData'),
    },
  };
}

/** One biomarker of a category card; opens its detail with the id in navigation state. */
export function BiomarkerRow({ biomarker, shared }: { biomarker: Biomarker; shared: RowShared }) {
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
          shared.language,
        );
  return (
    <li>
      <Link
        className={`biomarker-row biomarker-row--${state}`}
        to={shared.detailPath}
        state={{ biomarker_id: biomarker.biomarker_id }}
      >
        <span className="biomarker-row__name">{biomarker.biomarker_name}</span>
        <span className="biomarker-row__state">
          {state === 'in-range' && <CheckCircleIcon />}
          {state === 'out-of-range' && <WarningIcon />}
          <span className="biomarker-row__label">{shared.stateLabels[state]}</span>
          {value !== '' && <span className="biomarker-row__value">{value}</span>}
        </span>
      </Link>
    </li>
  );
}
