import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { CheckCircleIcon, LogOutIcon, UserIcon, WarningIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';
import './storybook.css';

/** Internal showcase of the interface pieces; later issues add the remaining sections. */
export function StorybookPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <h1 className="storybook__title">{t('storybook.title')}</h1>
      <p className="storybook__text">{t('storybook.placeholder')}</p>
      <section className="storybook__section" aria-labelledby="storybook-logo">
        <h2 id="storybook-logo" className="storybook__heading">
          {t('storybook.logo')}
        </h2>
        <Logo name={t('app.name')} />
      </section>
      <section className="storybook__section" aria-labelledby="storybook-icons">
        <h2 id="storybook-icons" className="storybook__heading">
          {t('storybook.icons')}
        </h2>
        <div className="storybook__row">
          <UserIcon />
          <LogOutIcon />
          <CheckCircleIcon />
          <WarningIcon />
        </div>
      </section>
      <section className="storybook__section" aria-labelledby="storybook-spinner">
        <h2 id="storybook-spinner" className="storybook__heading">
          {t('storybook.spinner')}
        </h2>
        <Spinner label={t('common.loading')} />
      </section>
    </Card>
  );
}
