import { Link } from 'react-router';
import styled from 'styled-components';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
`;

/** A link back to a parent page, with an arrow that assistive technology skips. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <StyledLink to={to}>
      <span aria-hidden="true">←</span>
      {children}
    </StyledLink>
  );
}
