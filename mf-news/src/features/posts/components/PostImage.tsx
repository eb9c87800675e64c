import { useState } from 'react';
import styled from 'styled-components';
import type { Post } from '../../../api/postsApi';

/** Shown for posts without an image, or whose image fails to load. */
const DEFAULT_IMAGES = {
  event: '/images/posts/event-default.svg',
  news: '/images/posts/news-default.svg',
} as const;

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/**
 * How a picture loads: the first row of the grid at once (the first with a high priority: on a
 * phone it is the largest thing on the first screen, the Largest Contentful Paint), the rest
 * lazily as they near the screen.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** The priority of the grid's picture at `index`. */
export function gridImagePriority(index: number): ImagePriority {
  if (index === 0) return 'high';
  return index < 3 ? 'eager' : 'lazy';
}

/**
 * A post's picture; decorative (the title says what the post is), so its alt text is empty.
 * width/height are the intrinsic 16:9 size of the product's pictures (800×450): the browser knows
 * the box before the file arrives.
 */
export function PostImage({
  post,
  priority = 'lazy',
}: {
  post: Pick<Post, 'image' | 'type'>;
  priority?: ImagePriority;
}) {
  const [failed, setFailed] = useState(false);
  const src = !post.image || failed ? DEFAULT_IMAGES[post.type] : post.image;
  return (
    <Frame>
      <img
        src={src}
        alt=""
        width={800}
        height={450}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </Frame>
  );
}
