/**
 * The VTIMEZONE block of Europe/London (RFC 5545 wants one for every TZID used). UK clocks go
 * forward at 01:00 GMT on the last Sunday of March and back at 02:00 BST on the last Sunday of
 * October (Summer Time Order 2002, the EU rule since 1996). ical-generator writes times in the
 * zone but takes the VTIMEZONE text from a generator; these two rules are all it needs here.
 */
export const EUROPE_LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');
