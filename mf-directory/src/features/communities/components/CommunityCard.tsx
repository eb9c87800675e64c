import { memo } from 'react';
import { communityCardView } from '@byp/contracts';
import { addCardCss, reactH, useContentLanguage, useLiveAfterHydration } from '@byp/platform';
import { useCardImage } from '../../../hooks/useCardImage';
import type { Community } from '../api/communitiesApi';

addCardCss();

export interface CommunityCardProps {
  community: Community;
  onOpen: (community: Community) => void;
  /** Load the picture at once (the first cards of the list): see ImageWithPlaceholder. */
  imagePriority?: 'high' | 'eager';
}

/**
 * A community's card: @byp/contracts' `communityCardView`, the markup svc-content serves in the
 * page's HTML (issue 29, point 2): hero image (the skeleton's colour while loading, 'Image
 * unavailable' if it fails), name, description, contact email, up to three extra links then '+N
 * more', hover actions, and Learn More; a click anywhere on the card opens the details too. A
 * served card hydrates as it was served, then shows its picture's state.
 */
export const CommunityCard = memo(function CommunityCard({
  community,
  onOpen,
  imagePriority,
}: CommunityCardProps) {
  const lang = useContentLanguage();
  const live = useLiveAfterHydration();
  const { image, ...imageProps } = useCardImage(community.heroImage);

  return communityCardView(reactH, {
    community,
    lang,
    priority: imagePriority,
    live: live ? { image } : undefined,
    onOpen: () => onOpen(community),
    ...imageProps,
  });
});
