import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.background};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.border};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: 0 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 1rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 1.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  transition: background 0.15s ease;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} {...rest} />;
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; an icon alone has none. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Optional visible content next to the icon (e.g. a count badge, a short code). */
  children?: ReactNode;
}

const StyledIconButton = styled(StyledButton)`
  padding: 0;
  min-width: ${({ $size }) => ($size === 'sm' ? '2rem' : $size === 'lg' ? '3rem' : '2.5rem')};
  position: relative;
  &:has(> span:not([aria-hidden])) {
    padding: 0 0.6rem;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      $variant={variant}
      $size={size}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
      {children}
    </StyledIconButton>
  );
});
