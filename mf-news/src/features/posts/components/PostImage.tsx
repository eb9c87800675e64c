import { useState } from 'react';
import styled from 'styled-components';
import type { Post } from '../api/postsApi';

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

/** A post's picture; decorative (the title says what the post is), so its alt text is empty. */
export function PostImage({ post }: { post: Pick<Post, 'image' | 'type'> }) {
  const [failed, setFailed] = useState(false);
  const src = !post.image || failed ? DEFAULT_IMAGES[post.type] : post.image;
  return (
    <Frame>
      <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </Frame>
  );
}
