import styled, { css } from 'styled-components';

export type BadgeVariant =
  'default' | 'category' | 'accent' | 'outline' | 'success' | 'destructive' | 'count';

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  category: css`
    background: ${({ theme }) => theme.colors.category};
    color: ${({ theme }) => theme.colors.onCategory};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSuccess};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
  count: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    min-width: 1.25rem;
    justify-content: center;
    padding: 0 0.35rem;
  `,
};

/** A small label. `variant="category"` is the spec's #56ABE8 category badge. */
export const Badge = styled.span<{ variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 0.1rem 0.6rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  ${({ variant = 'default' }) => variants[variant]}
`;
