import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

/** A loading placeholder; hidden from assistive technology (announce loading elsewhere). */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
