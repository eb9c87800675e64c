import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h1 {
    margin: 0;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * The heading of an admin page, with an optional subtitle, a link above it, a badge beside the
 * title (e.g. the total count) and buttons at the far side.
 */
export function AdminPageHeader({
  id,
  title,
  subtitle,
  above,
  badge,
  actions,
}: {
  id: string;
  title: string;
  subtitle?: string;
  above?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <div>
        {above}
        <TitleRow>
          <h1 id={id}>{title}</h1>
          {badge}
        </TitleRow>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}
