import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 4rem 1rem;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Box aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </Box>
  );
}
