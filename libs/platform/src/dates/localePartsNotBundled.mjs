// Stands in for date-fns locale parts a frontend build leaves out (webpack.federation.js,
// dateFnsUnusedLocaleParts): `match` (parsing dates from text), `formatRelative` ('last Friday
// at …') and, except in the admin, `formatDistance` ('3 minutes ago'). Each locale object
// references all its parts, so every page that formatted a date shipped them (~13 KB minified,
// ~4 KiB gzip, of the English and Ukrainian locales). Tests use date-fns whole. Calling one fails
// loudly instead of answering wrong.
function notBundled(part) {
  return () => {
    throw new Error(`date-fns locale ${part} is not in this frontend build (webpack.federation.js)`);
  };
}

export const formatRelative = notBundled('formatRelative');

export const formatDistance = notBundled('formatDistance');

export const match = {
  ordinalNumber: notBundled('match'),
  era: notBundled('match'),
  quarter: notBundled('match'),
  month: notBundled('match'),
  day: notBundled('match'),
  dayPeriod: notBundled('match'),
};
