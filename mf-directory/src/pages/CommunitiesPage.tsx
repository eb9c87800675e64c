import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function CommunitiesPage() {
  const { t } = useTranslation('directory');
  return (
    <section aria-labelledby="communities-title">
      <h1 id="communities-title">{t('communities.title')}</h1>
      <Subtitle>{t('communities.subtitle')}</Subtitle>
    </section>
  );
}
