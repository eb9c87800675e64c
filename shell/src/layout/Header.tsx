import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { currentLanguage, selectFavouriteCount, setLanguage, useAppSelector } from '@byp/platform';
import { Badge, HeartIcon, IconButton, MenuIcon, MoonIcon, SunIcon, VisuallyHidden } from '@byp/ui';
import { useThemeMode } from '../theme/ThemeModeProvider';
import { useSidebar } from './SidebarProvider';
import { SIDEBAR_ID } from './Sidebar';

export const FAVOURITES_QUERY_PARAM = 'favorites';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  height: 3.5rem;
  padding: 0 0.75rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-bottom: 4px solid ${({ theme }) => theme.colors.accent};
  button {
    color: inherit;
  }
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.15);
  }
`;

const Title = styled(Link)`
  flex: 1;
  min-width: 0;
  color: inherit;
  text-decoration: none;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

const CountBadge = styled(Badge).attrs({ variant: 'count' as const })`
  position: absolute;
  top: -0.2rem;
  right: -0.2rem;
`;

const LanguageCode = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Header() {
  const { t } = useTranslation(['shell', 'common']);
  const { mode, toggle: toggleTheme } = useThemeMode();
  const { isOpen, toggle: toggleSidebar } = useSidebar();
  const favouriteCount = useAppSelector(selectFavouriteCount);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const favouritesCountId = useId();

  const language = currentLanguage();
  const targetLanguage = language === 'en' ? 'uk' : 'en';
  const favouritesOnly = location.pathname === '/' && searchParams.get(FAVOURITES_QUERY_PARAM) === 'true';

  // The Favourites button switches the directory to favourites-only mode (and back).
  const toggleFavouritesOnly = () => {
    const params = new URLSearchParams(location.pathname === '/' ? searchParams : undefined);
    if (favouritesOnly) params.delete(FAVOURITES_QUERY_PARAM);
    else params.set(FAVOURITES_QUERY_PARAM, 'true');
    const search = params.toString();
    navigate({ pathname: '/', search: search ? `?${search}` : '' });
  };

  return (
    <Bar>
      <IconButton
        label={t('header.toggleSidebar')}
        icon={<MenuIcon />}
        aria-expanded={isOpen}
        aria-controls={SIDEBAR_ID}
        onClick={toggleSidebar}
      />
      <Title to="/">{t('common:appName')}</Title>
      <Actions>
        <IconButton
          label={t('header.favorites')}
          icon={<HeartIcon fill={favouriteCount > 0 ? 'currentColor' : 'none'} />}
          aria-pressed={favouritesOnly}
          aria-describedby={favouritesCountId}
          onClick={toggleFavouritesOnly}
        >
          {favouriteCount > 0 ? <CountBadge aria-hidden="true">{favouriteCount}</CountBadge> : null}
          <VisuallyHidden id={favouritesCountId}>
            {t('header.favoritesCount', { count: favouriteCount })}
          </VisuallyHidden>
        </IconButton>
        <IconButton
          label={t('header.switchLanguage')}
          // Named by its content, "Switch language УКР": the visible code is part of the name
          // (WCAG 2.5.3, label in name), so voice-control users can say what they see.
          aria-label={undefined}
          title={t('header.switchLanguageTo')}
          icon={null}
          onClick={() => void setLanguage(targetLanguage)}
        >
          <VisuallyHidden>{t('header.switchLanguage')} </VisuallyHidden>
          <LanguageCode lang={targetLanguage}>{t('header.targetLanguageCode')}</LanguageCode>
        </IconButton>
        <IconButton
          label={t('header.toggleTheme')}
          title={mode === 'dark' ? t('header.useLightTheme') : t('header.useDarkTheme')}
          icon={mode === 'dark' ? <SunIcon /> : <MoonIcon />}
          onClick={toggleTheme}
        />
      </Actions>
    </Bar>
  );
}
