import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
`;

/** A busy indicator with an accessible label (role=status). */
export function Spinner({ label }: { label: string }) {
  return (
    <Wrapper role="status">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
