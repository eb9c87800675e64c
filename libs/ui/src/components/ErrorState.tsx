import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.dangerText};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.dangerText};
    font-weight: 600;
  }
`;

export interface ErrorStateProps {
  message: ReactNode;
  /** Visible name of the retry button (the translated "Retry"). */
  retryLabel: string;
  onRetry?: () => void;
}

/** An error message (role=alert) with a Retry button. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <Box>
      <p role="alert">{message}</p>
      {onRetry ? (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}
