import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIsMobile } from '@byp/ui';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_SHORTCUT_KEY = 'b';

/** The saved expanded/collapsed choice (cookie `sidebar_state`, 7 days); expanded by default. */
export function readSidebarCookie(cookie = typeof document === 'undefined' ? '' : document.cookie): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

interface SidebarContextValue {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  expanded: boolean;
  /** Below 768px: the overlay is open. */
  openMobile: boolean;
  isMobile: boolean;
  /** Whether the sidebar currently shows its labels (expanded on desktop, open on mobile). */
  isOpen: boolean;
  toggle: () => void;
  closeMobile: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((open) => !open);
      return;
    }
    setExpanded((value) => {
      writeSidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  const closeMobile = useCallback(() => setOpenMobile(false), []);

  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  // Ctrl+B (Cmd+B on a Mac) toggles the sidebar anywhere in the app.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ expanded, openMobile, isMobile, isOpen: isMobile ? openMobile : expanded, toggle, closeMobile }),
    [expanded, openMobile, isMobile, toggle, closeMobile],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar() needs a <SidebarProvider>');
  return value;
}
