import { useTranslation } from 'react-i18next';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{t('dashboard.title')}</h1>
      <p>{t('dashboard.subtitle')}</p>
    </section>
  );
}
