import styled from 'styled-components';

/** Scrolls a wide table sideways on small screens instead of squeezing it; focusable for keyboard scrolling. */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A data table: header row, zebra-free rows separated by borders, compact cells. With
 * `$stickyLastColumn`, the last column (a row's actions) stays in view while a wide table
 * scrolls sideways in its TableScroll.
 */
export const Table = styled.table<{ $stickyLastColumn?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: 0.75rem 1rem;
    font-weight: 600;
  }
  th,
  td {
    padding: 0.5rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  ${({ $stickyLastColumn, theme }) =>
    $stickyLastColumn
      ? `
  th:last-child,
  td:last-child {
    position: sticky;
    right: 0;
    background: ${theme.colors.surface};
    box-shadow: -1px 0 0 ${theme.colors.border};
  }
  thead th:last-child {
    background: ${theme.colors.background};
  }`
      : ''}
`;

/** A row of buttons in a table cell: kept on one line (a stacked column of icons reads as a list). */
export const TableActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 0.35rem;
  white-space: nowrap;
`;
