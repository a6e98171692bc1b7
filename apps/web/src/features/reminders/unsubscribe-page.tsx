import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useTrackedAction } from '../../lib/use-tracked-action';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Logo } from '../../ui/logo';
import { WarningBanner } from '../../ui/warning-banner';
import { unsubscribeFromReminders } from './api/unsubscribe';
import './unsubscribe-page.css';

/**
 * Where a reminder e-mail's unsubscribe link leads; works without signing in. It asks before it
 * acts, since mail scanners open links on their own, and then confirms.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const stopping = useTrackedAction();
  const [done, setDone] = useState(false);

  const stop = async () => {
    if (stopping.isLoading) return;
    const result = await stopping.run(() => unsubscribeFromReminders(token));
    if (result.error === undefined) setDone(true);
  };

  return (
    <main className="unsubscribe-page">
      <div className="unsubscribe-page__brand">
        <Logo name={t('app.name')} />
      </div>
      <Card>
        <h1 className="unsubscribe-page__title">{t('reminders.unsubscribe.title')}</h1>
        {done ? (
          <p role="status">{t('reminders.unsubscribe.done')}</p>
        ) : token === '' ? (
          <WarningBanner message={t('reminders.unsubscribe.invalid')} />
        ) : (
          <>
            <p>{t('reminders.unsubscribe.question')}</p>
            <Button
              disabled={stopping.isLoading}
              onClick={() => {
                void stop();
              }}
            >
              {t('reminders.unsubscribe.confirm')}
            </Button>
            {stopping.error !== null && <WarningBanner message={stopping.error} />}
          </>
        )}
        <p>
          <Link to={PATHS.biomarkers}>{t('reminders.unsubscribe.openApp')}</Link>
        </p>
      </Card>
    </main>
  );
}
