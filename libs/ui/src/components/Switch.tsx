import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';

const Track = styled.button`
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  padding: 0;
  transition: background 0.15s ease;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 0.15rem;
    width: 1.15rem;
    height: 1.15rem;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
    transform: translateY(-50%);
    transition: left 0.15s ease;
  }
  &[aria-checked='true']::after {
    left: calc(100% - 1.3rem);
  }
`;

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name, unless the switch is labelled by aria-labelledby. */
  label?: string;
}

/** An on/off switch (role=switch). */
export function Switch({ checked, onCheckedChange, label, ...rest }: SwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onCheckedChange(!checked)}
      {...rest}
    />
  );
}
