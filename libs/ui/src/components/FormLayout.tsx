import styled from 'styled-components';

// The layout pieces of the public submission forms (directory and news), so every dialog form lines up alike.

export const FormStack = styled.form`
  display: grid;
  gap: 1rem;
`;

/** Fields side by side on wide screens, stacked on phones. */
export const FormRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

export const FormNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
