import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export function EmptyState({
  message,
  icon,
  action,
}: {
  message: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <p>{message}</p>
      {action}
    </Box>
  );
}
