import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Card,
  CardBody,
  CardDescription,
  ClockIcon,
  ExternalLinkIcon,
  MailIcon,
  MapPinIcon,
  VisuallyHidden,
} from '@byp/ui';
import { FallbackMarker } from '@byp/platform';
import { LocalizedText } from '../../../components/LocalizedText';
import type { Post } from '../../../api/postsApi';
import { usePostDates } from '../hooks/usePostDates';
import { PostBadges } from './PostBadges';
import { PostImage, type ImagePriority } from './PostImage';

const StyledCard = styled(Card)`
  height: 100%;
  cursor: pointer;
  transition: box-shadow 0.15s ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  button {
    all: unset;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focusRing};
      outline-offset: 2px;
    }
  }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  gap: 0.35rem;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    margin-top: 0.1rem;
  }
`;

const Links = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
  }
`;

export interface PostCardProps {
  post: Post;
  now: Date;
  onOpen: (post: Post) => void;
  /** How its picture loads (the grid's first row at once). */
  imagePriority?: ImagePriority;
}

/**
 * A post in the grid (spec section 2). The title is the card's button (keyboard); a click
 * anywhere else on the card opens the details too, except on its links. Memoised: a growing grid
 * (VirtualCardGrid) that draws more rows does not draw the cards already there again.
 */
export const PostCard = memo(function PostCard({ post, now, onOpen, imagePriority }: PostCardProps) {
  const { t } = useTranslation('news');
  const dates = usePostDates();
  const titleId = `post-${post.id}-title`;
  return (
    <StyledCard
      aria-labelledby={titleId}
      data-testid="post-card"
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest('a, button')) onOpen(post);
      }}
    >
      <PostImage post={post} priority={imagePriority} />
      <CardBody>
        <PostBadges post={post} now={now} />
        <Title id={titleId}>
          <button type="button" onClick={() => onOpen(post)}>
            <LocalizedText both={post.titleI18n} value={post.title} />
          </button>
        </Title>
        <FallbackMarker text={post.titleI18n} />
        <CardDescription>
          <LocalizedText both={post.bodyI18n} value={post.body} marker />
        </CardDescription>
        {post.type === 'event' ? (
          <>
            <Meta>
              <ClockIcon aria-hidden="true" />
              <span>
                <VisuallyHidden>{t('post.when')}: </VisuallyHidden>
                <time dateTime={post.startAt ?? undefined}>{dates.startsAt(post)}</time>
              </span>
            </Meta>
            <Meta>
              <MapPinIcon aria-hidden="true" />
              <span>
                <VisuallyHidden>{t('post.where')}: </VisuallyHidden>
                {post.isOnline ? t('post.online') : post.locationName}
              </span>
            </Meta>
          </>
        ) : (
          <Meta>
            <time dateTime={post.createdAt}>{dates.published(post)}</time>
          </Meta>
        )}
        {post.contactEmail || post.externalUrl ? (
          <Links>
            {post.contactEmail ? (
              <a
                href={`mailto:${post.contactEmail}`}
                aria-label={t('post.emailLabel', { email: post.contactEmail })}
              >
                <MailIcon aria-hidden="true" />
                {post.contactEmail}
              </a>
            ) : null}
            {post.externalUrl ? (
              <a href={post.externalUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                {t('post.externalLink')}
                <VisuallyHidden> {t('post.newTab')}</VisuallyHidden>
              </a>
            ) : null}
          </Links>
        ) : null}
      </CardBody>
    </StyledCard>
  );
});
