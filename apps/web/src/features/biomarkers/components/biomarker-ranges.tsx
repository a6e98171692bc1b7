import type { Biomarker, Label } from '@labtrail/contract/biomarkers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RangesPanel } from '../../../ui/ranges-panel';

/**
 * A biomarker's labelled ranges with a pointer at its latest value (spec §2, §4). Where women's
 * and men's ranges differ, both are shown under their own heading, since the person's sex is not
 * known; where the range depends on age, a line says the lab's printed range applies.
 */
export function BiomarkerRanges({ biomarker }: { biomarker: Biomarker }) {
  const { t } = useTranslation();
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
      {biomarker.age_dependent && (
        <p className="biomarker-ranges__note">{t('detail.ageDependent')}</p>
      )}
    </div>
  );
}
