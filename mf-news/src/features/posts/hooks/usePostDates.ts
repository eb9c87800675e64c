import { useTranslation } from 'react-i18next';
import { formatDate, productDayKey } from '@byp/platform';
import type { Post } from '../../../api/postsApi';

/** The spec's date formats (section 9) for a post, in the active language and UK time. */
export function usePostDates() {
  const { t, i18n } = useTranslation('news');
  const language = i18n.language;
  return {
    /** Events: 'PPP at p' of the start. */
    startsAt: (post: Post) => (post.startAt ? formatDate(post.startAt, 'PPPp', language) : ''),
    /** News: the published date ('PPP'). */
    published: (post: Post) => t('post.published', { date: formatDate(post.createdAt, 'PPP', language) }),
    /** Events: start to end; the end's date is left out when it is the same day. */
    range: (post: Post) => {
      if (!post.startAt) return '';
      const start = formatDate(post.startAt, 'PPPp', language);
      if (!post.endAt) return start;
      const sameDay = productDayKey(post.startAt) === productDayKey(post.endAt);
      const end = formatDate(post.endAt, sameDay ? 'HH:mm' : 'PPPp', language);
      return t('detail.dateRange', { start, end });
    },
    /** Calendar entries: 'HH:mm'. */
    time: (post: Post) => (post.startAt ? formatDate(post.startAt, 'HH:mm', language) : ''),
  };
}
