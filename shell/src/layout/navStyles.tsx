import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@byp/ui';

export const NavSection = styled.div`
  padding: 0.5rem;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const SectionTitle = styled.h2<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0.5rem 0.5rem 0.25rem;
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

export const navItemStyles = css<{ $compact?: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 2.25rem;
  padding: 0.4rem 0.6rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  cursor: pointer;
  text-align: left;
  svg {
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${({ $compact }) =>
    $compact &&
    css`
      justify-content: center;
      padding: 0.4rem 0;
    `}
`;

/** A label that is visible when the sidebar is open and read by screen readers when it is not. */
export function ItemLabel({ compact, children }: { compact: boolean; children: ReactNode }) {
  return compact ? <VisuallyHidden>{children}</VisuallyHidden> : <span>{children}</span>;
}
