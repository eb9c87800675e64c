import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CATEGORY_QUERY_PARAM, isCategoryFilter } from '@byp/platform';
import type { ShellKey } from '../i18n/registerShellTranslations';

/** The shell's translation key naming each page; any other path is the 404 page. */
const PAGE_TITLE_KEYS: Record<string, ShellKey> = {
  '/': 'nav.directory',
  '/communities': 'nav.communities',
  '/offers/verify': 'titles.verifyClaim',
  '/news-events': 'nav.newsEvents',
  '/about': 'about.title',
  '/admin': 'nav.adminDashboard',
  '/admin/login': 'titles.adminLogin',
  '/admin/businesses': 'nav.adminBusinesses',
  '/admin/communities': 'nav.adminCommunities',
  '/admin/news-events': 'nav.adminNewsEvents',
};

const TITLE_SEPARATOR = ' – ';

/**
 * The accessible name of the modal dialog on top (the last one in the document), or null.
 * Every remote's dialogs are @byp/ui Dialogs (role=dialog, aria-modal, labelled by their title),
 * so the shell can name the open business, community or post without each remote reporting it.
 */
function topDialogName(): string | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return null;
  const labelledBy = dialog.getAttribute('aria-labelledby');
  const name = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (dialog.getAttribute('aria-label') ?? '');
  return name.replace(/\s+/g, ' ').trim() || null;
}

/** Follows the open dialog's name: dialogs come and go (and load their titles) outside React's view. */
function useTopDialogName(): string | null {
  const [name, setName] = useState<string | null>(() => topDialogName());
  useEffect(() => {
    const observer = new MutationObserver(() => setName(topDialogName()));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return name;
}

/**
 * The tab title names the page (the category on the directory home), and the business, community
 * or post whose dialog is open: 'Kyiv Bakery – Directory – Blue & Yellow Pages'.
 */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const dialogName = useTopDialogName();

  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const category = searchParams.get(CATEGORY_QUERY_PARAM);
  // An item's address (issue 25) is named after the list behind it.
  const listPath = /^\/business\/[^/]+$/.test(path)
    ? '/'
    : (/^\/(communities|news-events)\/[^/]+$/.exec(path)?.[0].replace(/\/[^/]+$/, '') ?? path);
  let page = t(PAGE_TITLE_KEYS[listPath] ?? 'notFound.title');
  if (listPath === '/' && isCategoryFilter(category) && category !== 'all')
    page = t(`common:categories.${category}`);

  const title = [dialogName, page, t('common:appName')].filter(Boolean).join(TITLE_SEPARATOR);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
