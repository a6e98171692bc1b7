import { useTranslation } from 'react-i18next';
import { Card } from '../ui/card';
import './crash-screen.css';

/**
 * Shown instead of the app when rendering fails. It must not depend on what may have failed:
 * it sets no page title and reads nothing but the translations.
 */
export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <main className="crash-screen">
      <Card>
        <h1 className="crash-screen__title">{t('crash.title')}</h1>
        <p className="crash-screen__text">{t('crash.message')}</p>
        <button
          type="button"
          className="crash-screen__button"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('crash.reload')}
        </button>
      </Card>
    </main>
  );
}
