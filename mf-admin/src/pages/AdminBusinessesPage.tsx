import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge, Tabs } from '@byp/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { BackLink } from '../components/BackLink';
import { paths } from '../config/paths';
import { useGetCatalogStatsQuery } from '../api/adminBusinessesApi';
import { AddBusinessPanel } from '../features/businesses/components/AddBusinessPanel';
import { BusinessesManage } from '../features/businesses/components/BusinessesManage';
import { CsvUploadPanel } from '../features/businesses/components/CsvUploadPanel';
import { ExportButton } from '../features/businesses/components/ExportButton';
import { PendingReviews } from '../features/businesses/components/PendingReviews';

const TABS = ['manage', 'add', 'upload', 'reviews'] as const;
type BusinessesTab = (typeof TABS)[number];

/** /admin/businesses: the tab comes from ?action= (add, upload, reviews; otherwise manage). */
export function AdminBusinessesPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const tab: BusinessesTab = (TABS as readonly string[]).includes(action ?? '')
    ? (action as BusinessesTab)
    : 'manage';
  const { data: stats } = useGetCatalogStatsQuery();
  const number = new Intl.NumberFormat(i18n.language);

  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === 'manage') next.delete('action');
    else next.set('action', id);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="admin-businesses-title">
      <AdminPageHeader
        id="admin-businesses-title"
        title={t('pages.businesses')}
        above={<BackLink to={paths.dashboard}>{t('pages.backToDashboard')}</BackLink>}
        badge={
          stats ? (
            <Badge variant="count" aria-label={t('businesses.totalLabel', { count: stats.totalBusinesses })}>
              {number.format(stats.totalBusinesses)}
            </Badge>
          ) : null
        }
        // Export sits above the tabs, beside 'Upload CSV', whichever tab is open (issue 28).
        actions={<ExportButton />}
      />
      <Tabs
        label={t('businesses.tabsLabel')}
        value={tab}
        onChange={select}
        items={[
          { id: 'manage', label: t('businesses.tabs.manage'), content: <BusinessesManage /> },
          { id: 'add', label: t('businesses.tabs.add'), content: <AddBusinessPanel /> },
          { id: 'upload', label: t('businesses.tabs.upload'), content: <CsvUploadPanel /> },
          {
            id: 'reviews',
            label: stats?.pendingReviews
              ? t('businesses.tabs.reviewsCount', { count: stats.pendingReviews })
              : t('businesses.tabs.reviews'),
            content: <PendingReviews />,
          },
        ]}
      />
    </section>
  );
}
