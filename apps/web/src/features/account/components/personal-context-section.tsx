import type { PersonalProfile, Sex, UnitSystem } from '@labtrail/contract/profile';
import { birthYearProblem } from '@labtrail/contract/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullRefresh } from '../../../lib/full-refresh';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { WarningBanner } from '../../../ui/warning-banner';
import {
  PERSONAL_PROFILE_KEY,
  personalProfileQueryOptions,
  savePersonalProfile,
} from '../api/personal-profile';
import './personal-context-section.css';

const SEXES = ['not_given', 'female', 'male'] as const;
type SexChoice = (typeof SEXES)[number];
const UNIT_SYSTEMS: readonly UnitSystem[] = ['conventional', 'si'];

function sexOf(choice: SexChoice): Sex {
  return choice === 'not_given' ? null : choice;
}

/**
 * 'About you': sex, year of birth and unit system, each optional and explained, with a way to
 * delete sex and year again. Saving refreshes the overview, details and analysis, which the
 * server answers with the ranges that fit and in the chosen units.
 */
export function PersonalContextSection() {
  const { t } = useTranslation();
  const profile = useQuery(personalProfileQueryOptions());
  return (
    <section aria-labelledby="personal-context-title">
      <h3 id="personal-context-title">{t('personalContext.title')}</h3>
      <p>{t('personalContext.explanation')}</p>
      {profile.isPending && <Spinner label={t('common.loading')} />}
      {profile.isError && <WarningBanner message={profile.error.message} />}
      {profile.data !== undefined && <PersonalContextForm saved={profile.data} />}
    </section>
  );
}

function PersonalContextForm({ saved }: { saved: PersonalProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fullRefresh = useFullRefresh();
  const saving = useTrackedAction();
  const ids = { sex: useId(), year: useId(), yearHint: useId(), units: useId() };
  const [sex, setSex] = useState<SexChoice>(saved.sex ?? 'not_given');
  const [year, setYear] = useState(saved.birth_year === null ? '' : String(saved.birth_year));
  const [unitSystem, setUnitSystem] = useState<UnitSystem>(saved.unit_system);
  const [yearError, setYearError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  const save = async (profile: PersonalProfile) => {
    if (saving.isLoading) return;
    setDone(false);
    const result = await saving.run(() => savePersonalProfile(profile));
    if (result.error !== undefined) return;
    queryClient.setQueryData([PERSONAL_PROFILE_KEY], result.data);
    setDone(true);
    await fullRefresh();
  };

  const submit = () => {
    const trimmed = year.trim();
    const birthYear = trimmed === '' ? null : Number(trimmed);
    // Letters make NaN, which is no whole year either.
    const invalid = birthYearProblem(birthYear, new Date().getFullYear()) !== undefined;
    setYearError(invalid ? t('personalContext.yearInvalid') : undefined);
    if (invalid) return;
    void save({ sex: sexOf(sex), birth_year: birthYear, unit_system: unitSystem });
  };

  const forget = () => {
    setSex('not_given');
    setYear('');
    setYearError(undefined);
    void save({ sex: null, birth_year: null, unit_system: unitSystem });
  };

  return (
    <form
      className="personal-context"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="personal-context__choices">
        <legend>{t('personalContext.sex')}</legend>
        {SEXES.map((option) => (
          <label key={option} className="personal-context__choice">
            <input
              type="radio"
              name={ids.sex}
              value={option}
              checked={sex === option}
              onChange={() => {
                setSex(option);
              }}
            />
            {t(`personalContext.sexes.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="text-field">
        <label className="text-field__label" htmlFor={ids.year}>
          {t('personalContext.birthYear')}
        </label>
        <input
          id={ids.year}
          className="text-field__input personal-context__year"
          inputMode="numeric"
          autoComplete="bday-year"
          placeholder={t('personalContext.birthYearPlaceholder')}
          value={year}
          aria-invalid={yearError !== undefined || undefined}
          aria-describedby={ids.yearHint}
          onChange={(event) => {
            setYear(event.target.value);
          }}
        />
        <p
          id={ids.yearHint}
          className={yearError === undefined ? 'personal-context__hint' : 'text-field__error'}
        >
          {yearError ?? t('personalContext.birthYearHint')}
        </p>
      </div>
      <fieldset className="personal-context__choices">
        <legend>{t('personalContext.units')}</legend>
        {UNIT_SYSTEMS.map((option) => (
          <label key={option} className="personal-context__choice">
            <input
              type="radio"
              name={ids.units}
              value={option}
              checked={unitSystem === option}
              onChange={() => {
                setUnitSystem(option);
              }}
            />
            {t(`personalContext.unitSystems.${option}`)}
          </label>
        ))}
      </fieldset>
      <p className="personal-context__hint">{t('personalContext.unitsHint')}</p>
      <div className="personal-context__actions">
        <Button type="submit" variant="primary" disabled={saving.isLoading}>
          {t('personalContext.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={saving.isLoading || (saved.sex === null && saved.birth_year === null)}
          onClick={forget}
        >
          {t('personalContext.forget')}
        </Button>
      </div>
      {done && (
        <p role="status" className="personal-context__saved">
          {t('personalContext.saved')}
        </p>
      )}
      {saving.error !== null && <WarningBanner message={saving.error} />}
    </form>
  );
}
