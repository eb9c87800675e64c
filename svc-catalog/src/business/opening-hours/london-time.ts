import { TZDate } from '@date-fns/tz';
import { OPENING_HOURS_TIME_ZONE } from '@byp/contracts';

/**
 * The `opening_hours` package reads a Date through its local getters (getDay, getHours, ...), so
 * it evaluates in the process's time zone. To evaluate in London time on any server, an instant is
 * handed to it as a "wall-clock Date": a local Date whose fields are London's clock at that
 * instant; its answers are turned back into instants from their fields. Exact when the process
 * runs in UTC (the containers) or any zone without a clock change near the times asked about.
 */
export function londonWallClock(instant: Date): Date {
  const london = new TZDate(instant.getTime(), OPENING_HOURS_TIME_ZONE);
  return new Date(
    london.getFullYear(),
    london.getMonth(),
    london.getDate(),
    london.getHours(),
    london.getMinutes(),
    london.getSeconds(),
  );
}

/** The instant a wall-clock Date (see londonWallClock) stands for in London. */
export function instantOfLondonWallClock(wall: Date): Date {
  return new Date(
    new TZDate(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
      wall.getSeconds(),
      OPENING_HOURS_TIME_ZONE,
    ).getTime(),
  );
}

/** London midnight starting the London day of `instant`, moved by `days` days, as a wall-clock Date. */
export function londonMidnightWallClock(instant: Date, days = 0): Date {
  const wall = londonWallClock(instant);
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() + days);
}

/** Made once: a formatter takes far longer to make than to use. */
const LONDON_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: OPENING_HOURS_TIME_ZONE });

/** yyyy-MM-dd of the London day of `instant` (read caches keyed by day). */
export const londonDay = (instant: Date): string => LONDON_DAY.format(instant);
