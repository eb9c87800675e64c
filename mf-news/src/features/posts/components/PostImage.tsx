import { useState } from 'react';
import styled from 'styled-components';
import { POST_DEFAULT_IMAGES } from '@byp/contracts';
import type { Post } from '../../../api/postsApi';

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
 * A post's picture in its dialog (the cards draw theirs with @byp/contracts' postCardView);
 * decorative (the title says what the post is), so its alt text is empty. width/height are the intrinsic 16:9 size of the product's pictures (800×450): the browser knows
 * the box before the file arrives.
 */
export function PostImage({ post }: { post: Pick<Post, 'image' | 'type'> }) {
  const [failed, setFailed] = useState(false);
  const src = !post.image || failed ? POST_DEFAULT_IMAGES[post.type] : post.image;
  return (
    <Frame>
      <img
        src={src}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </Frame>
  );
}
