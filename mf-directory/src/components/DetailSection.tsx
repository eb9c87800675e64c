import styled from 'styled-components';

/** A titled part of a detail dialog (contacts, resources, offers); its h3 names it. */
export const DetailSection = styled.section`
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
