import type { TFunction } from 'i18next';
import { OPENING_HOURS_TIME_ZONE } from '@byp/contracts';
import { londonTime, type OpeningStatus } from './openingStatus';

/** A day further than this is named by its date, not its weekday (which would be ambiguous). */
const WEEKDAY_HORIZON_DAYS = 6;

/**
 * 'Open now · closes 18:00', 'Closed · opens tomorrow at 9:00', 'Opens Monday at 10:00' … in the
 * UI language; times are London time.
 */
export function openingStatusText(status: OpeningStatus, t: TFunction, language: string): string {
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
    const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday ?? '');
    return t(`directory:hours.opensOn.${index}`, { time });
  }
  const date = new Intl.DateTimeFormat(language, {
    timeZone: OPENING_HOURS_TIME_ZONE,
    day: 'numeric',
    month: 'long',
  }).format(status.opensAt);
  return t('directory:hours.opensOnDate', { date, time });
}
