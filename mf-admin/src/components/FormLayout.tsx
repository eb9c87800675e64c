import styled from 'styled-components';

/** The admin dialogs' form grid: two columns where there is room; `.wide` spans both. */
export const FormGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  .wide {
    grid-column: 1 / -1;
  }
`;

export const FormFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

export const Toggle = styled.label`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 600;
`;
