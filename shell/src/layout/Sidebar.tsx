import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import { logoutAdmin, selectIsAdmin, useAppDispatch, useAppSelector } from '@byp/platform';
import {
  BriefcaseIcon,
  CloseIcon,
  IconButton,
  HomeIcon,
  InfoIcon,
  LogOutIcon,
  NewspaperIcon,
  ShieldIcon,
  UsersIcon,
  mobileQuery,
} from '@byp/ui';
import { CategoryNav } from './CategoryNav';
import { ItemLabel, NavList, NavSection, SectionTitle, navItemStyles } from './navStyles';
import { useSidebar } from './SidebarProvider';

export const SIDEBAR_ID = 'app-sidebar';

const DRAWER_FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Aside = styled.aside<{ $expanded: boolean; $openMobile: boolean }>`
  flex: none;
  width: ${({ $expanded }) => ($expanded ? '16rem' : '3rem')};
  height: 100vh;
  position: sticky;
  top: 0;
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition:
    width 0.2s ease,
    transform 0.2s ease;

  @media ${mobileQuery} {
    position: fixed;
    z-index: 200;
    left: 0;
    width: 18rem;
    transform: translateX(${({ $openMobile }) => ($openMobile ? '0' : '-100%')});
    visibility: ${({ $openMobile }) => ($openMobile ? 'visible' : 'hidden')};
    box-shadow: ${({ theme, $openMobile }) => ($openMobile ? theme.shadows.lg : 'none')};
  }
`;

const Backdrop = styled.div`
  display: none;
  @media ${mobileQuery} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 150;
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Brand = styled.div<{ $compact: boolean }>`
  height: 3.5rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 0.75rem;
  font-weight: 700;
  border-bottom: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ $compact }) =>
    $compact &&
    css`
      justify-content: center;
      padding: 0;
    `}
`;

const CloseMenu = styled.span`
  margin-left: auto;
  button {
    color: inherit;
  }
`;

const Flag = styled.span`
  display: inline-flex;
  flex-direction: column;
  width: 1.5rem;
  height: 1rem;
  flex: none;
  border: 1px solid rgba(255, 255, 255, 0.6);
  &::before,
  &::after {
    content: '';
    flex: 1;
  }
  &::before {
    background: #0057b7;
  }
  &::after {
    background: #ffd700;
  }
`;

const ItemLink = styled(NavLink)<{ $compact: boolean }>`
  ${navItemStyles}
`;

const ItemButton = styled.button<{ $compact: boolean }>`
  ${navItemStyles}
`;

interface LinkSpec {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

function LinkList({ links, compact, label }: { links: LinkSpec[]; compact: boolean; label?: string }) {
  return (
    <NavList aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <ItemLink
            to={link.to}
            end={link.end ?? true}
            $compact={compact}
            title={compact ? link.label : undefined}
          >
            {link.icon}
            <ItemLabel compact={compact}>{link.label}</ItemLabel>
          </ItemLink>
        </li>
      ))}
    </NavList>
  );
}

export function Sidebar() {
  const { t } = useTranslation(['shell', 'common']);
  const { expanded, openMobile, isMobile, closeMobile } = useSidebar();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const onAdminPath = location.pathname === '/admin' || location.pathname.startsWith('/admin/');
  const compact = !isMobile && !expanded;

  // On a phone the overlay closes after navigating, and with Escape.
  useEffect(() => {
    closeMobile();
  }, [location.pathname, location.search, closeMobile]);
  // The open overlay is modal: focus moves into it, Tab and Shift+Tab stay in it, and on close
  // focus goes back to where it was (the header's menu button).
  const asideRef = useRef<HTMLElement>(null);
  const drawerOpen = isMobile && openMobile;
  // A phone's drawer is drawn the first time it opens, not at start-up: closed, it is off screen,
  // and its links, category list and the category counts' request took a share of a phone's
  // first seconds of main thread and network (issue 28). Once drawn it stays, so it slides out.
  const [drawerDrawn, setDrawerDrawn] = useState(false);
  if (drawerOpen && !drawerDrawn) setDrawerDrawn(true);
  const showContent = !isMobile || drawerOpen || drawerDrawn;
  useEffect(() => {
    if (!drawerOpen) return undefined;
    const aside = asideRef.current;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () =>
      Array.from(aside?.querySelectorAll<HTMLElement>(DRAWER_FOCUSABLE) ?? []).filter(
        (element) => element.getClientRects().length > 0,
      );
    focusables()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeMobile();
        return;
      }
      if (event.key !== 'Tab' || !aside) return;
      const inside = focusables();
      if (inside.length === 0) return;
      const first = inside[0];
      const last = inside[inside.length - 1];
      const outside = !aside.contains(document.activeElement);
      if (event.shiftKey && (outside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      // A link that navigated moved focus on purpose (to the new page); otherwise restore it.
      if (
        returnTo?.isConnected &&
        (!document.activeElement ||
          document.activeElement === document.body ||
          aside?.contains(document.activeElement))
      )
        returnTo.focus();
    };
  }, [drawerOpen, closeMobile]);

  const showCategories = location.pathname === '/';
  const publicLinks: LinkSpec[] = [
    { to: '/', label: t('nav.directory'), icon: <HomeIcon /> },
    { to: '/news-events', label: t('nav.newsEvents'), icon: <NewspaperIcon /> },
    // On / the category selector has its 'Communities' entry: one entry of that name, not two.
    ...(showCategories ? [] : [{ to: '/communities', label: t('nav.communities'), icon: <UsersIcon /> }]),
    ...(isAdmin ? [] : [{ to: '/about', label: t('nav.about'), icon: <InfoIcon /> }]),
  ];
  const adminLinks: LinkSpec[] = [
    { to: '/admin', label: t('nav.adminDashboard'), icon: <ShieldIcon /> },
    { to: '/admin/businesses', label: t('nav.adminBusinesses'), icon: <BriefcaseIcon /> },
    { to: '/admin/communities', label: t('nav.adminCommunities'), icon: <UsersIcon /> },
    { to: '/admin/news-events', label: t('nav.adminNewsEvents'), icon: <NewspaperIcon /> },
  ];

  const logout = async () => {
    await dispatch(logoutAdmin());
    navigate('/');
  };

  return (
    <>
      {isMobile && openMobile ? <Backdrop onClick={closeMobile} aria-hidden="true" /> : null}
      <Aside
        ref={asideRef}
        id={SIDEBAR_ID}
        $expanded={expanded}
        $openMobile={openMobile}
        {...(drawerOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('nav.menu') } : {})}
      >
        {showContent ? (
          <>
            <Brand $compact={compact}>
              <Flag aria-hidden="true" />
              {compact ? null : <span>{t('common:appName')}</span>}
              {drawerOpen ? (
                <CloseMenu>
                  <IconButton label={t('nav.closeMenu')} icon={<CloseIcon />} onClick={closeMobile} />
                </CloseMenu>
              ) : null}
            </Brand>
            <nav aria-label={t('nav.label')}>
              {showCategories ? <CategoryNav compact={compact} /> : null}
              {onAdminPath ? null : (
                <NavSection>
                  <SectionTitle $hidden={compact}>{t('nav.browse')}</SectionTitle>
                  <LinkList links={publicLinks} compact={compact} />
                </NavSection>
              )}
              {onAdminPath && !isAdmin ? (
                <NavSection>
                  <LinkList
                    links={[{ to: '/', label: t('nav.backToDirectory'), icon: <HomeIcon /> }]}
                    compact={compact}
                  />
                </NavSection>
              ) : null}
              {isAdmin ? (
                <NavSection>
                  <SectionTitle $hidden={compact} id="admin-nav-title">
                    {t('nav.admin')}
                  </SectionTitle>
                  <LinkList links={adminLinks} compact={compact} />
                  <NavList>
                    <li>
                      <ItemButton
                        type="button"
                        $compact={compact}
                        title={compact ? t('nav.logout') : undefined}
                        onClick={() => void logout()}
                      >
                        <LogOutIcon />
                        <ItemLabel compact={compact}>{t('nav.logout')}</ItemLabel>
                      </ItemButton>
                    </li>
                  </NavList>
                </NavSection>
              ) : null}
            </nav>
          </>
        ) : null}
      </Aside>
    </>
  );
}
