import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BusinessList } from '../features/businesses/components/BusinessList';

const Hero = styled.section`
  margin-bottom: 2rem;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primaryHover} 100%);
  color: ${({ theme }) => theme.colors.onPrimary};
  border-bottom: 6px solid ${({ theme }) => theme.colors.accent};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  p { margin: 0; max-width: 48rem; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

export function HomePage() {
  const { t } = useTranslation('directory');
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p>{t('hero.subtitle')}</p>
      </Hero>
      <BusinessList />
    </>
  );
}
