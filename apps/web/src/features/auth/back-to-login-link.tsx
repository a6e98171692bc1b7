import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Link className="auth-page__back" to={PATHS.login}>
      {t('login.backToOptions')}
    </Link>
  );
}
