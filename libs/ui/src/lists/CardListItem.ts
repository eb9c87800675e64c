import styled from 'styled-components';

/**
 * A card in a list. Off screen, the browser skips its style, layout and paint until it nears the
 * screen (content-visibility), keeping the size it last had (about a card's height before that):
 * less work when a long list arrives. Its content stays in the accessibility tree and find-in-page.
 */
export const CardListItem = styled.li`
  content-visibility: auto;
  /* Height only: the grid's column gives the width (a width here would widen the column). */
  contain-intrinsic-width: none;
  contain-intrinsic-height: auto 30rem;
`;
