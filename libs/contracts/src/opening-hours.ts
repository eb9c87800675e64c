/**
 * Opening hours (issue 26). A business stores them as an OpenStreetMap `opening_hours` value
 * (e.g. `Mo-Fr 09:00-18:00; Sa 10:00-14:00; PH off`); svc-catalog evaluates it in Europe/London
 * with the `opening_hours` package and sends the result as an OpeningSchedule, so browsers need no
 * parser and never read their own clock's timezone.
 */

/** The time zone every opening time is read in, whatever the visitor's or the server's clock says. */
export const OPENING_HOURS_TIME_ZONE = 'Europe/London';

/** The example the forms and the CSV template show. */
export const OPENING_HOURS_EXAMPLE = 'Mo-Fr 09:00-18:00; Sa 10:00-14:00';

/**
 * The open intervals of a window of days, as instants: `from` is London midnight of the day
 * before the window's first day (so a range from last night that runs past midnight is whole),
 * `to` the window's end; each `open` pair is [start, end) in whole minutes after `from`.
 * An interval that reaches `to` may go on after it.
 */
export interface OpeningSchedule {
  from: string;
  to: string;
  open: [number, number][];
}
