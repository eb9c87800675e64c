import { useTranslation } from 'react-i18next';

export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">{t('login.title')}</h1>
      <p>{t('login.subtitle')}</p>
    </section>
  );
}
