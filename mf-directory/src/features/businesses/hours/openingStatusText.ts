import { OPENING_HOURS_TIME_ZONE } from '@byp/contracts';
import type { DirectoryT } from '../../../i18n/registerDirectoryTranslations';
import { londonTime, type OpeningStatus } from './openingStatus';

/** A day further than this is named by its date, not its weekday (which would be ambiguous). */
const WEEKDAY_HORIZON_DAYS = 6;

/** Intl's short English weekday → its text under `hours.opensOn` (0 Sunday … 6 Saturday). */
const OPENS_ON_KEY = { Sun: '0', Mon: '1', Tue: '2', Wed: '3', Thu: '4', Fri: '5', Sat: '6' } as const;
const isWeekday = (name: string | undefined): name is keyof typeof OPENS_ON_KEY =>
  name !== undefined && Object.hasOwn(OPENS_ON_KEY, name);

/**
 * 'Open now · closes 18:00', 'Closed · opens tomorrow at 9:00', 'Opens Monday at 10:00' … in the
 * UI language; times are London time.
 */
export function openingStatusText(status: OpeningStatus, t: DirectoryT, language: string): string {
  if (status.state === 'open')
    return status.closesAt === null
      ? t('directory:hours.open')
      : t('directory:hours.openUntil', { time: londonTime(status.closesAt) });
  if (status.opensAt === null) return t('directory:hours.closed');
  const time = londonTime(status.opensAt);
  if (status.daysAhead === 0) return t('directory:hours.closedOpensToday', { time });
  if (status.daysAhead === 1) return t('directory:hours.closedOpensTomorrow', { time });
  if (status.daysAhead <= WEEKDAY_HORIZON_DAYS) {
    const weekday = new Intl.DateTimeFormat('en', { timeZone: OPENING_HOURS_TIME_ZONE, weekday: 'short' })
      .formatToParts(status.opensAt)
      .find((part) => part.type === 'weekday')?.value;
    if (isWeekday(weekday)) return t(`directory:hours.opensOn.${OPENS_ON_KEY[weekday]}`, { time });
  }
  const date = new Intl.DateTimeFormat(language, {
    timeZone: OPENING_HOURS_TIME_ZONE,
    day: 'numeric',
    month: 'long',
  }).format(status.opensAt);
  return t('directory:hours.opensOnDate', { date, time });
}
