import { useLocation } from 'react-router';
import { itemLinkState } from '../features/links/itemAddress';
import { CommunitiesPage } from './CommunitiesPage';
import { HomePage } from './HomePage';

/**
 * The directory's list pages and the items over them (issue 25): / and /business/{slug} are the
 * home, /communities and /communities/{slug} the communities page, except a community opened on
 * the home (its history entry says so), which keeps the home behind it. One element for all these
 * routes, so moving between a list and an item never re-mounts the list: its scroll position,
 * search and view stay as they were.
 */
export function DirectoryPage() {
  const location = useLocation();
  const communities =
    /^\/communities(\/|$)/.test(location.pathname) && itemLinkState(location.state).behind !== 'home';
  return communities ? <CommunitiesPage /> : <HomePage />;
}
