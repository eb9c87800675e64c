import OpeningHours from 'opening_hours';
import type { OpeningSchedule } from '@byp/contracts';
import { instantOfLondonWallClock, londonDay, londonMidnightWallClock, londonWallClock } from './london-time';

/**
 * Where the businesses are, for the parser's public and school holidays (`PH`, `SH`): England's
 * bank holidays. London is the directory's city (spec section 1).
 */
const ENGLAND = { lat: 51.5074, lon: -0.1278, address: { country_code: 'gb', state: 'England' } };

/** Days after today a schedule covers: 'Opens Monday at 10:00' is found from any day of the week. */
export const SCHEDULE_DAYS_AHEAD = 8;

/**
 * Warnings for values the parser only guessed at ('Monday to Friday 9 to 5' reads as
 * Mo-Fr 09:00-05:00): refused, so the hours shown are the hours meant.
 */
const GUESSES = new Set(['word_error_correction', 'ambiguous_single_digit_hour']);

/** Parsed values, most recently used last: businesses share few distinct values. */
const parsed = new Map<string, OpeningHours>();
const MAX_PARSED = 2000;

/**
 * The parsed value, or null when it is not opening_hours syntax. Parsing is the slow part (a
 * value's evaluations are cheap), so parsed values are kept.
 */
export function parseOpeningHours(value: string): OpeningHours | null {
  const hit = parsed.get(value);
  if (hit) {
    parsed.delete(value);
    parsed.set(value, hit);
    return hit;
  }
  let hours: OpeningHours;
  try {
    // mode 0: time ranges only (no point-in-time values, which are not opening hours).
    hours = new OpeningHours(value, ENGLAND, 0);
  } catch {
    return null;
  }
  if (hours.getStructuredWarnings().some((warning) => GUESSES.has(warning.type))) return null;
  if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
  parsed.set(value, hours);
  return hours;
}

export const isValidOpeningHours = (value: string): boolean => parseOpeningHours(value) !== null;

/** True when `value` says open at `instant`, read in London time; false for invalid values. */
export function isOpenAt(value: string, instant: Date): boolean {
  return parseOpeningHours(value)?.getState(londonWallClock(instant)) ?? false;
}

const MINUTE = 60_000;

/**
 * `value`'s open intervals from London midnight yesterday to the end of SCHEDULE_DAYS_AHEAD days
 * after today, in London time, as instants (minutes after `from`). Null for no or invalid hours.
 * 'Unknown' ranges (`open "call us"`, `unknown`) count as not open: a visitor is told only what is sure.
 */
export function openingSchedule(value: string | null, now: Date): OpeningSchedule | null {
  if (!value) return null;
  const hours = parseOpeningHours(value);
  if (!hours) return null;
  const fromWall = londonMidnightWallClock(now, -1);
  const toWall = londonMidnightWallClock(now, SCHEDULE_DAYS_AHEAD + 1);
  const from = instantOfLondonWallClock(fromWall);
  const to = instantOfLondonWallClock(toWall);
  const minutes = (wall: Date) =>
    Math.round((instantOfLondonWallClock(wall).getTime() - from.getTime()) / MINUTE);
  const open = hours
    .getOpenIntervals(fromWall, toWall)
    .filter(([, , unknown]) => !unknown)
    .map(([start, end]): [number, number] => [minutes(start), minutes(end)])
    // A range that a clock change leaves empty (e.g. 01:00-02:00 on the spring-forward night).
    .filter(([start, end]) => end > start);
  return { from: from.toISOString(), to: to.toISOString(), open };
}

/**
 * A schedule depends on the London day only (it runs from yesterday's midnight): the schedules of
 * one day, by value, kept across requests until the day changes. A page's rows share a few dozen
 * values, and each request evaluating them again cost ~0.3 ms of svc-catalog's CPU per list read
 * (opening_hours' holiday tables and the time-zone conversions).
 */
const daySchedules = { day: '', byValue: new Map<string, OpeningSchedule | null>() };

/** openingSchedule at one instant, each distinct value computed once per London day. */
export function openingSchedules(now: Date = new Date()): (value: string | null) => OpeningSchedule | null {
  const day = londonDay(now);
  if (daySchedules.day !== day) daySchedules.byValue = new Map();
  daySchedules.day = day;
  const memo = daySchedules.byValue;
  return (value) => {
    if (!value) return null;
    let schedule = memo.get(value);
    if (schedule === undefined) {
      schedule = openingSchedule(value, now);
      if (memo.size >= MAX_PARSED) memo.delete(memo.keys().next().value as string);
      memo.set(value, schedule);
    }
    return schedule;
  };
}
