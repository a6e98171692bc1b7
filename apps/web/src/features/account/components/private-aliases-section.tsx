import type { PrivateAlias, PrivateAliasesResponse } from '@labtrail/contract/review';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDisplayDay } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { WarningBanner } from '../../../ui/warning-banner';
import {
  forgetAlias,
  PRIVATE_ALIASES_KEY,
  privateAliasesQueryOptions,
} from '../api/private-aliases';
import './private-aliases-section.css';

/**
 * 'Names you taught Labtrail': each printed name the person mapped to a biomarker on a review
 * screen, which their later reports read the same way, with a way to forget it. Forgetting
 * changes no value already read.
 */
export function PrivateAliasesSection() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const queryClient = useQueryClient();
  const aliases = useQuery(privateAliasesQueryOptions(language));
  const forgetting = useTrackedAction();

  const forget = async (alias: PrivateAlias) => {
    if (forgetting.isLoading) return;
    const result = await forgetting.run(() => forgetAlias(alias.alias_id));
    if (result.error !== undefined) return;
    queryClient.setQueriesData<PrivateAliasesResponse>({ queryKey: [PRIVATE_ALIASES_KEY] }, (old) =>
      old?.filter((kept) => kept.alias_id !== alias.alias_id),
    );
  };

  return (
    <section aria-labelledby="private-aliases-title">
      <h3 id="private-aliases-title">{t('provenance.aliases.title')}</h3>
      <p>{t('provenance.aliases.explanation')}</p>
      {aliases.isPending && <Spinner label={t('common.loading')} />}
      {aliases.isError && <WarningBanner message={aliases.error.message} />}
      {aliases.data?.length === 0 && (
        <p className="private-aliases__empty">{t('provenance.aliases.empty')}</p>
      )}
      {aliases.data !== undefined && aliases.data.length > 0 && (
        <ul className="private-aliases">
          {aliases.data.map((alias) => (
            <li key={alias.alias_id} className="private-aliases__item">
              <span className="private-aliases__text">
                <span className="private-aliases__mapping">
                  {t('provenance.aliases.mapping', {
                    printed: alias.printed_name,
                    biomarker: alias.biomarker_name,
                  })}
                </span>
                <span className="private-aliases__since">
                  {t('provenance.aliases.since', {
                    date: formatDisplayDay(alias.created_at, language, t('dates.notAvailable')),
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t('provenance.aliases.forgetLabel', { printed: alias.printed_name })}
                disabled={forgetting.isLoading}
                onClick={() => {
                  void forget(alias);
                }}
              >
                {t('provenance.aliases.forget')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {forgetting.error !== null && <WarningBanner message={forgetting.error} />}
    </section>
  );
}
