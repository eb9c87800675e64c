import { HttpStatus } from '@nestjs/common';
import {
  MESSAGES,
  MESSAGE_CODES,
  POST_MESSAGES,
  POST_MESSAGE_CODES,
  type ErrorDetail,
  type OccurrenceChange,
  type RecurrenceInput,
} from '@byp/contracts';
import { ApiException } from '@byp/nest-common';
import { endsBeforeStart } from '../post-fields';
import { describeRule, isRuleStart, ruleOf, ukDayOf } from './recurrence-rule';

/** What a post stores of its repeat. */
export interface StoredSeries {
  recurrenceRule: string | null;
  recurrenceExceptions: OccurrenceChange[];
}

const NO_SERIES: StoredSeries = { recurrenceRule: null, recurrenceExceptions: [] };

const detail = (path: string, key: keyof typeof POST_MESSAGES): ErrorDetail => ({
  path,
  message: POST_MESSAGES[key],
  code: POST_MESSAGE_CODES[key],
});

/** The changes as stored: one per date (the last sent wins), cancelled or moved, nothing else. */
function checkedChanges(
  rule: string,
  start: Date,
  changes: OccurrenceChange[],
  details: ErrorDetail[],
): OccurrenceChange[] {
  const byDate = new Map<number, OccurrenceChange>();
  changes.forEach((change, i) => {
    const path = `recurrence.exceptions.${i}`;
    const occurrence = new Date(change.occurrence);
    if (!isRuleStart(rule, start, occurrence)) {
      details.push(detail(`${path}.occurrence`, 'notAnOccurrence'));
    } else if (change.cancelled) {
      byDate.set(occurrence.getTime(), { occurrence: occurrence.toISOString(), cancelled: true });
    } else if (!change.startAt) {
      details.push({ path: `${path}.startAt`, message: MESSAGES.required, code: MESSAGE_CODES.required });
    } else if (endsBeforeStart(change.startAt, change.endAt)) {
      details.push(detail(`${path}.endAt`, 'endBeforeStart'));
    } else {
      byDate.set(occurrence.getTime(), {
        occurrence: occurrence.toISOString(),
        startAt: new Date(change.startAt).toISOString(),
        endAt: change.endAt ? new Date(change.endAt).toISOString() : null,
      });
    }
  });
  return [...byDate.values()].sort((a, b) => Date.parse(a.occurrence) - Date.parse(b.occurrence));
}

/**
 * The stored form of a repeat sent with a post (issue 27), or a 400 listing every problem: an
 * end date and a count together, a last day before the start, a post without a start, a change
 * to a date the rule does not have. A repeat sent without `exceptions` (the whole series edited)
 * keeps the `stored` changes whose dates the new rule still has.
 */
export function seriesOf(
  start: Date | null,
  input: RecurrenceInput | null | undefined,
  stored: OccurrenceChange[] = [],
): StoredSeries {
  if (!input) return NO_SERIES;
  const details: ErrorDetail[] = [];
  if (!start) details.push(detail('recurrence', 'repeatNeedsStart'));
  if (input.until && input.count) details.push(detail('recurrence.count', 'untilOrCount'));
  if (start && input.until && input.until < ukDayOf(start))
    details.push(detail('recurrence.until', 'untilBeforeStart'));
  if (details.length || !start)
    throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, details);
  const rule = ruleOf(input.frequency, start, input);
  if (input.exceptions === undefined) {
    const kept = stored.filter((c) => isRuleStart(rule, start, new Date(c.occurrence)));
    return { recurrenceRule: rule, recurrenceExceptions: kept };
  }
  const exceptions = checkedChanges(rule, start, input.exceptions, details);
  if (details.length) throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, details);
  return { recurrenceRule: rule, recurrenceExceptions: exceptions };
}

/**
 * A stored series after its start moved (the whole series edited without a new pattern): the
 * same pattern from the new start; changes to dates the series no longer has are dropped.
 */
export function seriesMovedTo(start: Date | null, oldStart: Date | null, stored: StoredSeries): StoredSeries {
  if (!stored.recurrenceRule || !oldStart) return NO_SERIES;
  if (!start) return NO_SERIES;
  const { frequency, until, count } = describeRule(stored.recurrenceRule, oldStart, []);
  const rule = ruleOf(frequency, start, { until, count });
  const kept = stored.recurrenceExceptions.filter((c) => isRuleStart(rule, start, new Date(c.occurrence)));
  return { recurrenceRule: rule, recurrenceExceptions: kept };
}
