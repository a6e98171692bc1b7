import type { ShareLink } from '@labtrail/contract/sharing';
import { SHARE_LABEL_MAX_LENGTH, SHARED_VIEW_PATH } from '@labtrail/contract/sharing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayMoment } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { WarningBanner } from '../../../ui/warning-banner';
import {
  createShareLink,
  revokeShareLink,
  SHARE_LINKS_KEY,
  shareLinksQueryOptions,
} from '../api/share-links';
import './share-links-section.css';

/** How long a new link may work, from an hour to 30 days (the contract's bounds), by text key. */
const EXPIRY_CHOICES = [
  { hours: 1, key: 'hour' },
  { hours: 24, key: 'day' },
  { hours: 72, key: 'threeDays' },
  { hours: 168, key: 'week' },
  { hours: 336, key: 'twoWeeks' },
  { hours: 720, key: 'month' },
] as const;
const DEFAULT_EXPIRY_HOURS = 168;

/**
 * The address to hand on: this app's shared view with the token in the fragment, which browsers
 * send to no server. Built on the address the person uses the app at.
 */
function shareUrl(token: string): string {
  return `${window.location.origin}${SHARED_VIEW_PATH}#${token}`;
}

/**
 * 'Share links' (issue 23): create a read-only link to the overview and detail pages for a
 * clinician or family member (with the documents, and with why values were flagged, only when
 * chosen), copy it while it is shown (this once), see each link's openings, and revoke it.
 */
export function ShareLinksSection() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const queryClient = useQueryClient();
  const notify = useNotificationStore((state) => state.notify);
  const links = useQuery(shareLinksQueryOptions());
  const creating = useTrackedAction();
  const revoking = useTrackedAction();
  const [hours, setHours] = useState<number>(DEFAULT_EXPIRY_HOURS);
  const [includeDocuments, setIncludeDocuments] = useState(false);
  // Off unless chosen: why a value was flagged can be private ('drank the night before').
  const [includeFlagReasons, setIncludeFlagReasons] = useState(false);
  const [label, setLabel] = useState('');
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const ids = useId();

  const create = async () => {
    if (creating.isLoading) return;
    const result = await creating.run(() =>
      createShareLink({
        expires_in_hours: hours,
        include_documents: includeDocuments,
        include_flag_reasons: includeFlagReasons,
        ...(label.trim() === '' ? {} : { label: label.trim() }),
      }),
    );
    if (result.error !== undefined) return;
    setCreatedUrl(shareUrl(result.data.token));
    setLabel('');
    await queryClient.invalidateQueries({ queryKey: [SHARE_LINKS_KEY] });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('sharing.copied'));
    } catch {
      notify('warning', t('sharing.copyFailed'));
    }
  };

  const revoke = async (link: ShareLink) => {
    if (revoking.isLoading) return;
    const result = await revoking.run(() => revokeShareLink(link.share_id));
    if (result.error !== undefined) return;
    notify('success', t('sharing.revoked'));
    await queryClient.invalidateQueries({ queryKey: [SHARE_LINKS_KEY] });
  };

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('sharing.title')}</h3>
      <p>{t('sharing.explanation')}</p>
      <div className="share-links__form">
        <label className="share-links__field" htmlFor={`${ids}-label`}>
          {t('sharing.label')}
          <input
            id={`${ids}-label`}
            className="share-links__input"
            type="text"
            value={label}
            maxLength={SHARE_LABEL_MAX_LENGTH}
            placeholder={t('sharing.labelHint')}
            onChange={(event) => {
              setLabel(event.target.value);
            }}
          />
        </label>
        <label className="share-links__field" htmlFor={`${ids}-expiry`}>
          {t('sharing.expiry')}
          <select
            id={`${ids}-expiry`}
            className="share-links__input"
            value={hours}
            onChange={(event) => {
              setHours(Number(event.target.value));
            }}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.hours} value={choice.hours}>
                {t(`sharing.expiries.${choice.key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="share-links__check">
          <input
            type="checkbox"
            checked={includeDocuments}
            onChange={(event) => {
              setIncludeDocuments(event.target.checked);
            }}
          />
          {t('sharing.includeDocuments')}
        </label>
        <label className="share-links__check">
          <input
            type="checkbox"
            checked={includeFlagReasons}
            onChange={(event) => {
              setIncludeFlagReasons(event.target.checked);
            }}
          />
          {t('sharing.includeFlagReasons')}
        </label>
        <Button
          variant="secondary"
          disabled={creating.isLoading}
          onClick={() => {
            void create();
          }}
        >
          {t('sharing.create')}
        </Button>
      </div>
      {creating.error !== null && <WarningBanner message={creating.error} />}
      {createdUrl !== null && (
        <div className="share-links__created">
          <label className="share-links__field" htmlFor={`${ids}-created`}>
            {t('sharing.linkLabel')}
            <input
              id={`${ids}-created`}
              className="share-links__input"
              type="text"
              readOnly
              value={createdUrl}
              onFocus={(event) => {
                event.target.select();
              }}
            />
          </label>
          <p className="share-links__note">{t('sharing.createdNote')}</p>
          <Button
            variant="primary"
            onClick={() => {
              void copy(createdUrl);
            }}
          >
            {t('sharing.copy')}
          </Button>
        </div>
      )}
      {links.isPending && <Spinner label={t('common.loading')} />}
      {links.isError && <WarningBanner message={links.error.message} />}
      {links.data?.length === 0 && <p className="share-links__muted">{t('sharing.empty')}</p>}
      {links.data !== undefined && links.data.length > 0 && (
        <ul className="share-links" aria-label={t('sharing.title')}>
          {links.data.map((link) => (
            <ShareLinkItem
              key={link.share_id}
              link={link}
              language={language}
              revoking={revoking.isLoading}
              onRevoke={() => {
                void revoke(link);
              }}
            />
          ))}
        </ul>
      )}
      {revoking.error !== null && <WarningBanner message={revoking.error} />}
    </section>
  );
}

function ShareLinkItem({
  link,
  language,
  revoking,
  onRevoke,
}: {
  link: ShareLink;
  language: Language;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  const moment = (instant: string) =>
    formatDisplayMoment(instant, language, t('dates.notAvailable'));
  const name = link.label ?? t('sharing.unnamed');
  return (
    <li className="share-links__item">
      <span className="share-links__text">
        <span className="share-links__name">
          {name}
          <span className={`share-links__status share-links__status--${link.status}`}>
            {t(`sharing.status.${link.status}`)}
          </span>
        </span>
        <span className="share-links__muted">
          {t('sharing.period', {
            created: moment(link.created_at),
            until: moment(link.revoked_at ?? link.expires_at),
          })}
          {' · '}
          {link.include_documents ? t('sharing.withDocuments') : t('sharing.withoutDocuments')}
          {link.include_flag_reasons && ` · ${t('sharing.withFlagReasons')}`}
        </span>
        <span className="share-links__muted">
          {link.opening_count === 0
            ? t('sharing.neverOpened')
            : t('sharing.opened', {
                count: link.opening_count,
                times: link.opened_at.map(moment).join('; '),
              })}
        </span>
      </span>
      {link.status === 'active' && (
        <Button
          variant="secondary"
          aria-label={t('sharing.revokeLabel', { label: name })}
          disabled={revoking}
          onClick={onRevoke}
        >
          {t('sharing.revoke')}
        </Button>
      )}
    </li>
  );
}
