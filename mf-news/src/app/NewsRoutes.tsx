import { Route, Routes } from 'react-router';
import { NewsEventsPage } from '../pages/NewsEventsPage';

/**
 * The news remote's pages, rendered by App.tsx (exposed as `news/App`). The shell mounts it on
 * /news-events; paths are relative to the site root.
 */
export default function NewsRoutes() {
  return (
    <Routes>
      <Route path="news-events" element={<NewsEventsPage />} />
      {/* An event's or a news item's address (issue 25): its dialog over the same page. */}
      <Route path="news-events/:slug" element={<NewsEventsPage />} />
    </Routes>
  );
}
