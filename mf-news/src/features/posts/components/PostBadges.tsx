import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, GlobeIcon } from '@byp/ui';
import { eventStatus } from '../../../lib/eventStatus';
import type { Post } from '../../../api/postsApi';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const STATUS_VARIANT = { upcoming: 'default', ongoing: 'success', past: 'outline' } as const;

/** Type, status (events: upcoming, ongoing, past) and online badges. */
export function PostBadges({ post, now }: { post: Post; now: Date }) {
  const { t } = useTranslation('news');
  const status = post.type === 'event' ? eventStatus(post, now) : undefined;
  return (
    <Row>
      <Badge variant={post.type === 'event' ? 'category' : 'accent'}>{t(`post.type.${post.type}`)}</Badge>
      {status ? (
        <Badge variant={STATUS_VARIANT[status]} data-testid="event-status" data-status={status}>
          {t(`post.status.${status}`)}
        </Badge>
      ) : null}
      {post.isOnline ? (
        <Badge variant="outline">
          <GlobeIcon aria-hidden="true" width="0.9em" height="0.9em" /> {t('post.online')}
        </Badge>
      ) : null}
    </Row>
  );
}
