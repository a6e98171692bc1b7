import type { Biomarker, Label, RangesFor } from '@labtrail/contract/biomarkers';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharedAccess } from '../../../lib/shared-access';
import { RangesPanel } from '../../../ui/ranges-panel';

/** 'Ranges for men aged 40 and over': whom the person's ranges were chosen for (issue 23). */
function rangesForText(rangesFor: RangesFor, t: TFunction, shared: boolean): string {
  const { sex, min_age, max_age } = rangesFor;
  const who = t(`personalContext.rangesFor.${sex ?? 'everyone'}`);
  // Read through a share link, 'your account' would be the reader's.
  const context = shared ? 'shared' : undefined;
  if (min_age === null) return t('personalContext.rangesFor.sex', { who, context });
  if (max_age === null)
    return t('personalContext.rangesFor.fromAge', { who, from: min_age, context });
  return t('personalContext.rangesFor.ages', { who, from: min_age, to: max_age - 1, context });
}

/**
 * A biomarker's labelled ranges with a pointer at its latest value (spec §2, §4). Where women's
 * and men's ranges differ, both are shown under their own heading while the person's sex is not
 * known; once it is (or their age), a line says whom the ranges fit. Where the range depends on
 * age and none was chosen for the person's, a line says the lab's printed range applies.
 */
export function BiomarkerRanges({ biomarker }: { biomarker: Biomarker }) {
  const { t } = useTranslation();
  const shared = useSharedAccess() !== undefined;
  const id = useId();
  const { value } = biomarker;
  const panel = (labels: readonly Label[]) => (
    <RangesPanel
      labels={labels}
      desiredResult={biomarker.desired_result}
      value={value === null ? null : { value, comparator: biomarker.value_comparator }}
      currentLabel={t('detail.yourValue')}
    />
  );
  const sexes =
    biomarker.by_sex === null
      ? []
      : [
          { key: 'women', title: t('detail.women'), ranges: biomarker.by_sex.female },
          { key: 'men', title: t('detail.men'), ranges: biomarker.by_sex.male },
        ];
  return (
    <div className="biomarker-ranges">
      {sexes.length === 0 && panel(biomarker.labels)}
      {sexes.length > 0 && <p className="biomarker-ranges__note">{t('detail.rangesBySex')}</p>}
      {sexes.map(({ key, title, ranges }) => (
        <section key={key} aria-labelledby={`${id}-${key}`}>
          <h3 id={`${id}-${key}`} className="biomarker-ranges__heading">
            {title}
          </h3>
          {panel(ranges.labels)}
        </section>
      ))}
      {biomarker.ranges_for !== null && (
        <p className="biomarker-ranges__note">{rangesForText(biomarker.ranges_for, t, shared)}</p>
      )}
      {biomarker.age_dependent && biomarker.ranges_for?.min_age == null && (
        <p className="biomarker-ranges__note">{t('detail.ageDependent')}</p>
      )}
    </div>
  );
}
