import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ClockIcon,
  Dialog,
  ExternalLinkIcon,
  MailIcon,
  MapPinIcon,
  PlusIcon,
  UsersIcon,
  VisuallyHidden,
} from '@byp/ui';
import { FallbackMarker, ShareButton } from '@byp/platform';
import { LocalizedText } from '../../../components/LocalizedText';
import { useContentLanguage } from '@byp/platform';
import { communityPageUrl, eventCalendarUrl, type Post } from '../../../api/postsApi';
import { usePostDates } from '../hooks/usePostDates';
import { useRecurrenceText } from '../hooks/useRecurrenceText';
import { PostBadges } from './PostBadges';
import { PostImage } from './PostImage';

const Content = styled.div`
  display: grid;
  gap: 1rem;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.5rem;
  div {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  dt svg {
    margin-top: 0.15rem;
  }
  dd {
    margin: 0;
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A link that looks like one of the design system's buttons. */
const ButtonLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'primary' ? 'transparent' : theme.colors.border)};
  background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(0.95);
  }
`;

/** A post in full (spec section 2): dates, place, the whole text and the contact and learn-more buttons. */
export function PostDetailDialog({
  post,
  now,
  onClose,
}: {
  post: Post | null;
  now: Date;
  onClose: () => void;
}) {
  const { t } = useTranslation(['news', 'common']);
  const dates = usePostDates();
  const lang = useContentLanguage();
  const recurrenceText = useRecurrenceText();
  if (!post) return null;
  const isEvent = post.type === 'event';
  const repeats = isEvent ? recurrenceText(post, now) : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={<LocalizedText both={post.titleI18n} value={post.title} />}
      closeLabel={t('common:actions.close')}
      size="2xl"
    >
      <Content data-testid="post-detail">
        <PostImage post={post} />
        <PostBadges post={post} now={now} />
        {post.slug ? (
          <div>
            <ShareButton path={`/news-events/${post.slug}`} title={post.title} />
          </div>
        ) : null}
        <FallbackMarker text={post.titleI18n} />
        <Facts>
          {isEvent && post.startAt ? (
            <div>
              <dt>
                <ClockIcon aria-hidden="true" />
                <VisuallyHidden>{t('post.when')}</VisuallyHidden>
              </dt>
              <dd data-testid="post-date-range">{dates.range(post)}</dd>
            </div>
          ) : null}
          {repeats ? (
            <div>
              <dt>
                <ClockIcon aria-hidden="true" />
                <VisuallyHidden>{t('recurrence.label')}</VisuallyHidden>
              </dt>
              <dd data-testid="post-recurrence">
                {repeats.summary}
                {repeats.cancelled ? (
                  <Muted data-testid="post-cancelled-dates">{repeats.cancelled}</Muted>
                ) : null}
                {repeats.moved.map((line) => (
                  <Muted key={line}>{line}</Muted>
                ))}
              </dd>
            </div>
          ) : null}
          {isEvent && !post.isOnline && (post.locationName || post.address) ? (
            <div>
              <dt>
                <MapPinIcon aria-hidden="true" />
                <VisuallyHidden>{t('detail.location')}</VisuallyHidden>
              </dt>
              <dd>
                {post.locationName}
                {post.address ? (
                  <>
                    <br />
                    <Muted as="span">{post.address}</Muted>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
        </Facts>
        <Body>
          <LocalizedText both={post.bodyI18n} value={post.body} marker />
        </Body>
        {isEvent ? null : <Muted>{dates.published(post)}</Muted>}
        {post.community ? (
          <Muted>
            <UsersIcon aria-hidden="true" />{' '}
            <Link to={communityPageUrl(post.community.id)} data-testid="post-community">
              {t('detail.runBy', { name: post.community.name })}
            </Link>
          </Muted>
        ) : (
          <Muted>{t(`post.organizer.${post.organizerType}`)}</Muted>
        )}
        <Actions>
          {isEvent && post.startAt ? (
            <ButtonLink $variant="primary" href={eventCalendarUrl(post, lang)} download>
              <PlusIcon aria-hidden="true" />
              {t('detail.addToCalendar')}
            </ButtonLink>
          ) : null}
          {post.contactEmail ? (
            <ButtonLink href={`mailto:${post.contactEmail}`}>
              <MailIcon aria-hidden="true" />
              {t('detail.contact')}
              <VisuallyHidden> ({post.contactEmail})</VisuallyHidden>
            </ButtonLink>
          ) : null}
          {post.externalUrl ? (
            <ButtonLink href={post.externalUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              {t('detail.learnMore')}
              <VisuallyHidden> {t('post.newTab')}</VisuallyHidden>
            </ButtonLink>
          ) : null}
        </Actions>
      </Content>
    </Dialog>
  );
}
