import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Article = styled.article`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: 1.5rem;
`;

const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.5rem;
  img {
    width: 10rem;
    height: 10rem;
    border-radius: 50%;
    border: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    object-fit: cover;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const Body = styled.div`
  p {
    margin: 0 0 1rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Served from the shell's public folder: as a webpack asset it cost the first load a request of its own. */
const PORTRAIT_URL = '/images/about/portrait.svg';

const PARAGRAPHS = ['paragraph1', 'paragraph2', 'paragraph3', 'paragraph4'] as const;

/** The co-founder biography (spec section 1): title, portrait, name, role and four paragraphs. */
export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <Article aria-labelledby="about-title">
      <h1 id="about-title">{t('about.title')}</h1>
      <Profile>
        <img src={PORTRAIT_URL} alt={t('about.portraitAlt')} width={160} height={160} />
        <div>
          <h2>{t('about.name')}</h2>
          <p>{t('about.role')}</p>
        </div>
      </Profile>
      <Body>
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(`about.${key}`)}</p>
        ))}
      </Body>
    </Article>
  );
}
