import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OccurrenceChange, Post, PostOccurrence } from '@byp/contracts';
import { formatDate, fromProductLocalDateTime } from '@byp/platform';
import { Badge, Button, Dialog, Field, Input, VisuallyHidden } from '@byp/ui';
import type { PostUpdate } from '../../api/adminContentApi';

const Dates = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > :first-child {
    flex: 1 1 14rem;
  }
`;

/** A UK wall-clock value for a datetime-local input (formatDate is always in UK time). */
const ukLocalInput = (iso: string) => formatDate(iso, "yyyy-MM-dd'T'HH:mm", 'en');

/** The series' changes with one date's replaced (or removed: `change` null restores the date). */
function withChange(post: Post, occurrence: string, change: OccurrenceChange | null): PostUpdate {
  const recurrence = post.recurrence!;
  const others = recurrence.exceptions.filter((c) => c.occurrence !== occurrence);
  return {
    recurrence: {
      frequency: recurrence.frequency,
      until: recurrence.until,
      count: recurrence.count,
      exceptions: change ? [...others, change] : others,
    },
  };
}

/** One date's row: cancel or restore it, or move it to another time (UK). */
function DateRow({
  post,
  date,
  label,
  onSave,
}: {
  post: Post;
  date: PostOccurrence;
  label: string;
  onSave: (changes: PostUpdate) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const [moving, setMoving] = useState(false);
  // Each row's buttons say which date they act on, for a screen reader's list of buttons.
  const which = <VisuallyHidden> ({label})</VisuallyHidden>;
  const [start, setStart] = useState(() => ukLocalInput(date.startAt));
  const [end, setEnd] = useState(() => (date.endAt ? ukLocalInput(date.endAt) : ''));
  const move = async () => {
    const startAt = fromProductLocalDateTime(start);
    if (!startAt) return;
    const endAt = end ? fromProductLocalDateTime(end) : null;
    if (await onSave(withChange(post, date.occurrence, { occurrence: date.occurrence, startAt, endAt }))) {
      setMoving(false);
    }
  };
  return (
    <li data-testid="series-date" data-occurrence={date.occurrence}>
      <span>
        {label} {date.cancelled ? <Badge variant="outline">{t('recurrence.cancelled')}</Badge> : null}
        {date.moved ? <Badge variant="outline">{t('recurrence.moved')}</Badge> : null}
      </span>
      {date.cancelled || date.moved ? (
        <Button variant="secondary" onClick={() => void onSave(withChange(post, date.occurrence, null))}>
          {t('recurrence.restore')}
          {which}
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={() =>
            void onSave(withChange(post, date.occurrence, { occurrence: date.occurrence, cancelled: true }))
          }
        >
          {t('recurrence.cancelDate')}
          {which}
        </Button>
      )}
      <Button variant="secondary" aria-expanded={moving} onClick={() => setMoving((m) => !m)}>
        {t('recurrence.moveDate')}
        {which}
      </Button>
      {moving ? (
        <>
          <Field label={t('postFields.startAt')} hint={t('recurrence.ukTime')}>
            <Input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label={t('postFields.endAt')}>
            <Input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />
          </Field>
          <Button onClick={() => void move()}>{t('recurrence.saveMove')}</Button>
        </>
      ) : null}
    </li>
  );
}

/**
 * 'This date' of a repeating event (issue 27): its coming dates, each cancelled, restored or
 * moved on its own; the rest of the series stays as it is (the edit form changes the whole series).
 */
export function PostDatesDialog({
  post,
  now,
  onClose,
  onSave,
}: {
  post: Post;
  now: Date;
  onClose: () => void;
  onSave: (changes: PostUpdate) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('admin');
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });
  const coming = (post.occurrences ?? []).filter((o) => Date.parse(o.endAt ?? o.startAt) >= now.getTime());
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('recurrence.datesTitle', { title: post.title })}
      closeLabel={t('actions.close')}
      size="2xl"
    >
      {coming.length === 0 ? (
        <p>{t('recurrence.noDates')}</p>
      ) : (
        <Dates aria-label={t('recurrence.datesTitle', { title: post.title })}>
          {coming.map((date) => (
            <DateRow
              key={date.occurrence}
              post={post}
              date={date}
              label={when.format(new Date(date.startAt))}
              onSave={onSave}
            />
          ))}
        </Dates>
      )}
    </Dialog>
  );
}
