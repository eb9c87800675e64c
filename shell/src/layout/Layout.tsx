import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Toaster } from '@byp/platform';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { SidebarProvider, useSidebar } from './SidebarProvider';
import { usePageTitle } from './usePageTitle';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 1000;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  &:focus {
    top: 0.5rem;
  }
`;

/** The app shell: skip link, collapsible sidebar, header, the routed page, and the toasts. */
export function Layout() {
  const { t } = useTranslation('shell');
  usePageTitle();

  return (
    <SidebarProvider>
      <Page skipLabel={t('skipToContent')} />
      <Toaster />
    </SidebarProvider>
  );
}

/**
 * While the phone menu is open it is a modal dialog (see Sidebar), and the rest of the page is
 * inert: screen readers cannot read past the menu, as the keyboard cannot (issue 28).
 */
function Page({ skipLabel }: { skipLabel: string }) {
  const { isMobile, openMobile } = useSidebar();
  const menuIsModal = isMobile && openMobile;
  return (
    <>
      <SkipLink href="#main" inert={menuIsModal}>
        {skipLabel}
      </SkipLink>
      <Frame>
        <Sidebar />
        <Column inert={menuIsModal}>
          <Header />
          <Main id="main" tabIndex={-1}>
            <Outlet />
          </Main>
        </Column>
      </Frame>
    </>
  );
}
