import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, selectAdminUser, selectSessionExpiresAt, useAppSelector } from '@byp/platform';
import { Dialog } from '@byp/ui';

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** What the Settings button opens: who is signed in and until when. */
export function SessionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const user = useAppSelector(selectAdminUser);
  const expiresAt = useAppSelector(selectSessionExpiresAt);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.session.title')}
      description={t('dashboard.session.description')}
      closeLabel={t('common:actions.close')}
      size="md"
    >
      <Details>
        <dt>{t('dashboard.session.signedInAs')}</dt>
        <dd>{user?.username ?? t('dashboard.session.unknown')}</dd>
        <dt>{t('dashboard.session.expiresAt')}</dt>
        <dd>{expiresAt ? formatDate(expiresAt, 'PPPp', i18n.language) : t('dashboard.session.unknown')}</dd>
      </Details>
    </Dialog>
  );
}
