import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TZDate } from '@date-fns/tz';
import type { EntityManager } from 'typeorm';
import { PRODUCT_TIME_ZONE } from '@byp/contracts';
import { EmptyTableSeeder } from '@byp/nest-common';
import { CommunityEntity } from '../communities/community.entity';
import { PostEntity } from '../posts/post.entity';
import { seriesOf } from '../posts/recurrence/series';
import { SAMPLE_POSTS, type SamplePost } from './post-samples';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The sample's start and end: a London wall-clock time some days from `now`, or minutes before it. */
export function sampleEventTimes(
  sample: SamplePost,
  now: Date,
): { startAt: Date | null; endAt: Date | null } {
  let start: Date | null = null;
  if (sample.repeats && sample.startsInDays !== undefined && sample.startsAt) {
    start = seriesStart(sample.repeats, sample.startsInDays, sample.startsAt, now);
  } else if (sample.startedMinutesAgo !== undefined) {
    start = new Date(now.getTime() - sample.startedMinutesAgo * MINUTE);
  } else if (sample.startsInDays !== undefined && sample.startsAt) {
    const today = new TZDate(now.getTime(), PRODUCT_TIME_ZONE);
    const [hours, minutes] = sample.startsAt.split(':').map(Number);
    const local = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + sample.startsInDays,
      hours,
      minutes,
      PRODUCT_TIME_ZONE,
    );
    start = new Date(local.getTime());
  }
  const end = start && sample.lastsMinutes ? new Date(start.getTime() + sample.lastsMinutes * MINUTE) : null;
  return { startAt: start, endAt: end };
}

/** A repeating sample's first date: its weekday (or the nth of its month) from a day near `now`. */
function seriesStart(
  repeats: NonNullable<SamplePost['repeats']>,
  startsInDays: number,
  startsAt: string,
  now: Date,
): Date {
  const today = new TZDate(now.getTime(), PRODUCT_TIME_ZONE);
  // Calendar arithmetic on a UTC date: clock changes cannot shift the day.
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + startsInDays));
  if (repeats.nth) day.setUTCDate(1);
  day.setUTCDate(
    day.getUTCDate() + ((repeats.weekday - day.getUTCDay() + 7) % 7) + ((repeats.nth ?? 1) - 1) * 7,
  );
  const [hours, minutes] = startsAt.split(':').map(Number);
  return new Date(
    new TZDate(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      hours,
      minutes,
      PRODUCT_TIME_ZONE,
    ).getTime(),
  );
}

/** The sample communities' ids by English name, for the posts they run. */
async function communityIds(tx: EntityManager): Promise<Map<string, string>> {
  const rows = await tx.find(CommunityEntity, { select: { id: true, nameEn: true } });
  return new Map(rows.filter((c) => c.nameEn).map((c) => [c.nameEn!, c.id]));
}

/** Loads the sample news and events into an empty post table when SEED_SAMPLE_DATA is on. */
@Injectable()
export class PostSampleSeeder extends EmptyTableSeeder {
  protected readonly table = PostEntity;
  protected readonly lockKey = 'content.post-sample-data';
  protected readonly rowsName = 'sample posts';

  protected async insert(tx: EntityManager, now: Date): Promise<number> {
    const communities = await communityIds(tx);
    const rows = SAMPLE_POSTS.map((sample, index) => {
      const { startAt, endAt } = sampleEventTimes(sample, now);
      const organizerId = sample.community ? (communities.get(sample.community) ?? null) : null;
      const series = sample.repeats ? seriesOf(startAt, sample.repeats) : undefined;
      // News carries its publication day; events were announced a few weeks ahead.
      const createdAt =
        sample.publishedDaysAgo !== undefined
          ? new Date(now.getTime() - sample.publishedDaysAgo * DAY - index * MINUTE)
          : new Date(Math.min(now.getTime(), (startAt ?? now).getTime() - 21 * DAY) - index * MINUTE);
      return tx.create(PostEntity, {
        id: randomUUID(),
        type: sample.type,
        titleEn: sample.title ?? null,
        titleUk: sample.titleUk ?? null,
        bodyEn: sample.body ?? null,
        bodyUk: sample.bodyUk ?? null,
        image: sample.image ?? null,
        startAt,
        endAt,
        locationName: sample.isOnline ? null : (sample.locationName ?? null),
        address: sample.isOnline ? null : (sample.address ?? null),
        latitude: sample.latitude ?? null,
        longitude: sample.longitude ?? null,
        externalUrl: sample.externalUrl ?? null,
        organizerType: sample.organizerType,
        organizerId,
        ...series,
        contactEmail: sample.contactEmail ?? null,
        isOnline: sample.isOnline ?? false,
        isApproved: sample.pending ? 0 : 1,
        createdAt,
        updatedAt: createdAt,
      });
    });
    await tx.insert(PostEntity, rows);
    return rows.length;
  }
}
