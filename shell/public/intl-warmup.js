// A dedicated worker that preload.js starts after the first paint. Chromium loads ICU's locale
// data once per renderer process, and the first Intl number or date formatter made on any of its
// threads pays for it: 40–80 ms on the bench machine, several times that on a phone. Made here
// first, on a worker thread, the page's own first formatters (offer prices, dates in
// Europe/London through @date-fns/tz, the admin's numbers) find the data loaded. Nothing is sent
// back: the worker only warms the process and ends.
new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(1);
new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', timeZoneName: 'longOffset' }).format(0);
close();
