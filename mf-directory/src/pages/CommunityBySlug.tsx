import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ItemNotFound } from '@byp/platform';
import { useGetCommunityBySlugQuery } from '../features/communities/api/communitiesApi';
import { CommunityDetailDialog } from '../features/communities/components/CommunityDetailDialog';
import { communityPath, itemLinkState, useItemNavigation } from '../features/links/itemAddress';

export interface CommunityBySlugProps {
  /** The community at the address (/communities/{slug}, issue 25); null closes the dialog. */
  slug: string | null;
  onClose: () => void;
}

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error as { status: unknown }).status === 404;

/**
 * The community at an address: read by its slug (the card's copy, kept in the history entry, is
 * shown while it loads; a renamed one's old slug is followed and the address corrected), or the
 * not-found view.
 */
export function CommunityBySlug({ slug, onClose }: CommunityBySlugProps) {
  const location = useLocation();
  const { correct } = useItemNavigation('/communities');
  const { data, isError, error } = useGetCommunityBySlugQuery({ slug: slug ?? '' }, { skip: !slug });
  const handedOver = itemLinkState(location.state).community;
  const community = slug ? (data ?? (handedOver?.slug === slug ? handedOver : null)) : null;
  const renamedTo = slug && data && data.slug !== slug ? data.slug : null;
  useEffect(() => {
    if (renamedTo) correct(communityPath(renamedTo));
  }, [renamedTo, correct]);

  if (slug && !community && isError && isNotFound(error)) return <ItemNotFound open onClose={onClose} />;
  return <CommunityDetailDialog community={community} open={slug !== null} onClose={onClose} />;
}
