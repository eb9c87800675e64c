import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { eachDate } from '@byp/contracts';
import {
  communityCalendarUrl,
  formatDate,
  postPageUrl,
  useContentLanguage,
  useGetCommunityEventsQuery,
} from '@byp/platform';
import { Button, ClockIcon, PlusIcon } from '@byp/ui';
import { DetailSection } from '../../../components/DetailSection';

/** How many coming dates the details list. */
const SHOWN_DATES = 6;

const Dates = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CalendarLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

/**
 * A community's coming events (issue 27): each date of its events, repeating ones once per date,
 * linking to the event on the news-and-events page, and its calendar feed ('Add to calendar').
 */
export function CommunityEvents({ communityId }: { communityId: string }) {
  const { t, i18n } = useTranslation('directory');
  const lang = useContentLanguage();
  const { data, isLoading, isError, refetch } = useGetCommunityEventsQuery({ community: communityId });
  const coming = useMemo(() => eachDate(data ?? [], { from: Date.now() }).slice(0, SHOWN_DATES), [data]);

  let content;
  if (isLoading) content = <Muted role="status">{t('communityEvents.loading')}</Muted>;
  else if (isError) {
    content = (
      <div>
        <Muted role="alert">{t('communityEvents.error')}</Muted>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('communities.tryAgain')}
        </Button>
      </div>
    );
  } else if (coming.length === 0) content = <Muted>{t('communityEvents.none')}</Muted>;
  else {
    content = (
      <Dates data-testid="community-events">
        {coming.map((event) => (
          <li key={event.dateKey}>
            <ClockIcon aria-hidden="true" />
            <span>
              <Link to={postPageUrl(event.slug)}>{event.title}</Link>
              {' · '}
              <time dateTime={event.startAt!}>{formatDate(event.startAt!, 'PPPp', i18n.language)}</time>
            </span>
          </li>
        ))}
      </Dates>
    );
  }

  return (
    <DetailSection aria-labelledby="community-events-heading">
      <h3 id="community-events-heading">{t('communityEvents.title')}</h3>
      {content}
      <CalendarLink href={communityCalendarUrl(communityId, lang)}>
        <PlusIcon aria-hidden="true" />
        {t('communityEvents.addToCalendar')}
      </CalendarLink>
    </DetailSection>
  );
}
