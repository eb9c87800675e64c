import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OpeningSchedule } from '@byp/contracts';
import type { DirectoryT } from '../../../i18n/registerDirectoryTranslations';
import { londonTime, weekFrom, type DayHours } from './openingStatus';
import { OpeningStatusLine } from './OpeningStatusLine';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: 0.3rem 0.5rem;
    text-align: left;
    vertical-align: top;
    font-weight: 400;
  }
  tr[aria-current='date'] {
    background: ${({ theme }) => theme.colors.border};
    th,
    td {
      font-weight: 700;
    }
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DAY_MS = 86_400_000;

/** 'Monday' / 'Понеділок': the weekday of a London day number, capitalised in every language. */
function weekdayName(dayNumber: number, language: string): string {
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    dayNumber * DAY_MS,
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

function dayText(day: DayHours, t: DirectoryT): string {
  if (day.allDay) return t('hours.allDay');
  if (!day.ranges.length) return t('hours.closedAllDay');
  return day.ranges.map(({ start, end }) => `${londonTime(start)}–${londonTime(end)}`).join(', ');
}

export interface WeekHoursProps {
  schedule: OpeningSchedule;
  now: number;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/**
 * The detail's opening hours: the status line, then today and the six days after it with their
 * ranges in London time (bank holidays and dated closures as they fall), today marked.
 */
export function WeekHours({ schedule, now, labelledBy }: WeekHoursProps) {
  const { t, i18n } = useTranslation('directory');
  const week = weekFrom(schedule, now);
  return (
    <>
      <OpeningStatusLine schedule={schedule} now={now} />
      <Table data-testid="opening-week" aria-labelledby={labelledBy}>
        <tbody>
          {week.map((day, index) => (
            <tr key={day.dayNumber} aria-current={index === 0 ? 'date' : undefined}>
              <th scope="row">
                {weekdayName(day.dayNumber, i18n.language)}
                {index === 0 ? ` (${t('hours.today')})` : ''}
              </th>
              <td>{dayText(day, t)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>{t('hours.londonTime')}</Note>
    </>
  );
}
