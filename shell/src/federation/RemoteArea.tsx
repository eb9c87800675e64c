import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState, Spinner } from '@byp/ui';
import { loadRemoteApp, type RemoteName } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 1rem;
`;

/**
 * The part of the page a remote renders. It is loaded on first use; while loading a spinner
 * shows, and if it fails to load (or throws) a translated error with Retry takes its place,
 * leaving the header and sidebar working.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { t } = useTranslation(['shell', 'common']);
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(name, attempt)), [name, attempt]);

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (
        <ErrorState
          message={t('remote.loadError')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
    >
      <Suspense
        fallback={
          <Centered>
            <Spinner label={t('remote.loading')} />
          </Centered>
        }
      >
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
