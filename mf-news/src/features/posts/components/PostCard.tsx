import { memo, useState } from 'react';
import { eventStatus, postCardView } from '@byp/contracts';
import { addCardCss, reactH, useContentLanguage, useLiveAfterHydration } from '@byp/platform';
import type { Post } from '../../../api/postsApi';

addCardCss();

export interface PostCardProps {
  post: Post;
  now: Date;
  onOpen: (post: Post) => void;
  /** Load the picture at once (the grid's first row; the first with a high priority). */
  imagePriority?: 'high' | 'eager';
}

/**
 * A post in the grid (spec section 2): @byp/contracts' `postCardView`, the markup svc-content
 * serves in the page's HTML (issue 29, point 2). The title is the card's button (keyboard); a
 * click anywhere else on the card opens the details too, except on its links. An event's status
 * (the visitor's clock) and a failed picture (the type's default one instead) are drawn from the
 * render after a served card's hydration. Memoised: a growing grid (VirtualCardGrid) that draws
 * more rows does not draw the cards already there again.
 */
export const PostCard = memo(function PostCard({ post, now, onOpen, imagePriority }: PostCardProps) {
  const lang = useContentLanguage();
  const live = useLiveAfterHydration();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  return postCardView(reactH, {
    post,
    lang,
    priority: imagePriority,
    live: live
      ? {
          status: post.type === 'event' ? eventStatus(post, now) : undefined,
          imageFailed: failedImage !== null && failedImage === post.image,
        }
      : undefined,
    onOpen: () => onOpen(post),
    onCardClick: (event) => {
      if (!(event.target as HTMLElement).closest('a, button')) onOpen(post);
    },
    onImageError: () => setFailedImage(post.image),
  });
});
