import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TableActions } from '@byp/ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 'Page 2 of 7' with Previous and Next under a paged table. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Nav aria-label={t('manage.pagination')}>
      <span>{t('manage.pageOf', { page, pages })}</span>
      <TableActions>
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('manage.previous')}
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('manage.next')}
        </Button>
      </TableActions>
    </Nav>
  );
}
