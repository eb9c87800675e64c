import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function NewsEventsPage() {
  const { t } = useTranslation('news');
  return (
    <section aria-labelledby="news-events-title">
      <h1 id="news-events-title">{t('page.title')}</h1>
      <Description>{t('page.description')}</Description>
    </section>
  );
}
