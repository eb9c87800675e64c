import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMonthYear, useContentLanguage } from '@byp/platform';
import { ChevronLeftIcon, ChevronRightIcon, IconButton, VisuallyHidden, mobileQuery } from '@byp/ui';
import {
  addMonths,
  eventsByDay,
  firstDayOf,
  monthGrid,
  monthOf,
  type CalendarMonth,
  WEEKDAYS,
  weekdayShortName,
} from '../../../lib/calendarMonth';
import { localizedText, LocalizedText } from '../../../components/LocalizedText';
import type { DatedPost } from '@byp/contracts';
import type { Post } from '../../../api/postsApi';
import { usePostDates } from '../hooks/usePostDates';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 0.75rem;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-transform: capitalize;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * All seven days fit the width, a phone's 390 px included (issue 28): no minimum width and no
 * sideways scroll; on a phone a day shows its events' times, each title stays in the button's name.
 */
const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  th {
    padding: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  td {
    vertical-align: top;
    height: 6.5rem;
    padding: 0.35rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  td[data-outside='true'] {
    background: ${({ theme }) => theme.colors.background};
    > * {
      opacity: 0.55;
    }
  }
  @media ${mobileQuery} {
    th {
      padding: 0.4rem 0.1rem;
      text-align: center;
    }
    td {
      height: 4.5rem;
      padding: 0.15rem;
    }
  }
  td[aria-current='date'] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.surfaceRaised : '#fffbe0')};
  }
`;

const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 1.6rem;
  height: 1.6rem;
  border-radius: ${({ theme }) => theme.radii.full};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $today }) => ($today ? theme.colors.onPrimary : 'inherit')};
`;

const DayEvents = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  display: grid;
  /* minmax(0, …): a long title is cut with an ellipsis inside its day, never spilling into the next. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.2rem;
  button {
    display: block;
    width: 100%;
    max-width: 100%;
    text-align: left;
    border: 0;
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.surfaceRaised : '#e8f1fb')};
    color: ${({ theme }) => theme.colors.text};
    padding: 0.15rem 0.3rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.3;
    cursor: pointer;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    &:hover {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
  @media ${mobileQuery} {
    button {
      padding: 0.15rem 0.1rem;
      border-left-width: 2px;
      text-overflow: clip;
    }
    /* Too narrow for a title: the time shows, the title is read out (and is in the tooltip). */
    .event-title {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/**
 * The month grid of events (spec section 2): previous/next month, adjacent months' days dimmed,
 * today highlighted, each day's events as 'HH:mm title' buttons that open the detail dialog. A
 * table with weekday headers, so screen readers announce the day of each cell; every event is a
 * button, so the keyboard reaches them all with Tab.
 */
export function EventCalendar({
  events,
  now,
  onOpen,
}: {
  events: DatedPost[];
  now: Date;
  onOpen: (post: Post) => void;
}) {
  const { t, i18n } = useTranslation('news');
  const language = i18n.language;
  const dates = usePostDates();
  const contentLanguage = useContentLanguage();
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(now));
  const weeks = useMemo(() => monthGrid(month, now), [month, now]);
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const monthTitle = formatMonthYear(firstDayOf(month), language);
  const inMonthCount = weeks
    .flat()
    .filter((day) => day.inMonth)
    .reduce((total, day) => total + (byDay.get(day.key)?.length ?? 0), 0);

  return (
    <section aria-labelledby="events-calendar-month" data-testid="events-calendar">
      <Header>
        <IconButton
          label={t('calendar.previous')}
          icon={<ChevronLeftIcon />}
          variant="secondary"
          onClick={() => setMonth((m) => addMonths(m, -1))}
        />
        <div style={{ textAlign: 'center' }}>
          <h2 id="events-calendar-month" aria-live="polite">
            {monthTitle}
          </h2>
          <p>
            {inMonthCount
              ? t('calendar.monthSummary', { count: inMonthCount })
              : t('calendar.noEventsThisMonth')}
          </p>
        </div>
        <IconButton
          label={t('calendar.next')}
          icon={<ChevronRightIcon />}
          variant="secondary"
          onClick={() => setMonth((m) => addMonths(m, 1))}
        />
      </Header>
      <Table aria-label={t('calendar.label', { month: monthTitle })}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day.getUTCDay()} scope="col">
                <abbr title={formatDate(day, 'EEEE', language)}>{weekdayShortName(day, language)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].key}>
              {week.map((day) => {
                const dayEvents = byDay.get(day.key) ?? [];
                return (
                  <td
                    key={day.key}
                    data-day={day.key}
                    data-outside={!day.inMonth}
                    aria-current={day.isToday ? 'date' : undefined}
                  >
                    <DayNumber $today={day.isToday}>
                      {day.dayOfMonth}
                      {day.isToday ? <VisuallyHidden> ({t('calendar.today')})</VisuallyHidden> : null}
                    </DayNumber>
                    {dayEvents.length ? (
                      <DayEvents>
                        {dayEvents.map((event) => (
                          <li key={event.dateKey}>
                            <button
                              type="button"
                              onClick={() => onOpen(event)}
                              title={`${dates.time(event)} ${localizedText(event.titleI18n, event.title, contentLanguage).value}`}
                            >
                              {dates.time(event)}{' '}
                              <span className="event-title">
                                <LocalizedText both={event.titleI18n} value={event.title} />
                              </span>
                            </button>
                          </li>
                        ))}
                      </DayEvents>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
