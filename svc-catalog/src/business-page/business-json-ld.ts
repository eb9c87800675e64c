import type { BusinessCategory, OpeningSchedule } from '@byp/contracts';
import { OPENING_HOURS_TIME_ZONE } from '@byp/contracts';
import { absoluteUrl } from '@byp/nest-common';
import type { BusinessResponseDto } from '../business/business.dto';

/**
 * The schema.org type of a business by its category: LocalBusiness's subtype where one fits
 * (issue 25), LocalBusiness itself where none does.
 */
export const SCHEMA_TYPE_OF_CATEGORY: Record<BusinessCategory, string> = {
  dining: 'FoodEstablishment',
  health: 'MedicalBusiness',
  beauty: 'BeautySalon',
  wellness: 'HealthAndBeautyBusiness',
  shop: 'Store',
  business: 'ProfessionalService',
  lessons: 'LocalBusiness',
  art: 'LocalBusiness',
  entertainment: 'EntertainmentBusiness',
};

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: OPENING_HOURS_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function london(instant: Date): { weekday: string; time: string; day: string } {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    weekday: parts.weekday,
    time: `${parts.hour}:${parts.minute}`,
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

/**
 * The coming week's opening hours as schema.org OpeningHoursSpecification (issue 26, "JSON-LD
 * carries openingHoursSpecification once links exist"), from the schedule the service already
 * computes in London time: one entry per open range starting in the seven days from today, its
 * weekday and London wall-clock times (a range past midnight closes the next morning, as
 * schema.org writes it). A range open all day is 00:00–23:59.
 */
export function openingHoursSpecification(schedule: OpeningSchedule | null, now = new Date()): object[] {
  if (!schedule) return [];
  const from = new Date(schedule.from).getTime();
  const today = london(now).day;
  const seen = new Set<string>();
  const specs: object[] = [];
  for (const [start, end] of schedule.open) {
    const opens = new Date(from + start * MINUTE);
    const closes = new Date(from + end * MINUTE);
    const day = london(opens).day;
    if (day < today || opens.getTime() >= now.getTime() + 7 * DAY) continue;
    const open = london(opens);
    const close = end - start >= 24 * 60 ? '23:59' : london(closes).time;
    const key = `${open.weekday} ${open.time} ${close}`;
    if (seen.has(key)) continue;
    seen.add(key);
    specs.push({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${open.weekday}`,
      opens: open.time,
      closes: close === '00:00' ? '23:59' : close,
    });
  }
  return specs.sort(
    (a, b) =>
      DAY_NAMES.indexOf(
        String((a as { dayOfWeek: string }).dayOfWeek)
          .split('/')
          .pop() ?? '',
      ) -
      DAY_NAMES.indexOf(
        String((b as { dayOfWeek: string }).dayOfWeek)
          .split('/')
          .pop() ?? '',
      ),
  );
}

/** A business as schema.org JSON-LD: LocalBusiness or the subtype of its category. */
export function businessJsonLd(
  business: BusinessResponseDto,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const image = [business.heroImage, ...business.galleryImages]
    .map((url) => absoluteUrl(origin, url))
    .filter((url): url is string => Boolean(url));
  const sameAs = [
    business.website,
    business.instagram ? `https://www.instagram.com/${business.instagram.replace(/^@/, '')}` : null,
    business.tiktok ? `https://www.tiktok.com/@${business.tiktok.replace(/^@/, '')}` : null,
  ].filter((url): url is string => Boolean(url && /^https?:\/\//.test(url)));
  const hours = openingHoursSpecification(business.openingSchedule);
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE_OF_CATEGORY[business.category] ?? 'LocalBusiness',
    '@id': `${pageUrl}#business`,
    name: business.name,
    description: business.description || undefined,
    url: pageUrl,
    image: image.length ? image : undefined,
    telephone: business.phone || undefined,
    email: business.email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address,
      addressLocality: business.area || undefined,
      addressCountry: 'GB',
    },
    geo:
      business.latitude !== null && business.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude }
        : undefined,
    aggregateRating:
      business.totalReviews > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: business.averageRating,
            reviewCount: business.totalReviews,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    openingHoursSpecification: hours.length ? hours : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
}
