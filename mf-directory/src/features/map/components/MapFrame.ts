import styled, { css } from 'styled-components';
import { mobileQuery, Skeleton } from '@byp/ui';

/** Land, the Greater London boundary and the Thames: light whatever the theme, like the tiles. */
export const MAP_LAND_COLOUR = '#eef0e8';

/**
 * The map's frame, drawn at once with the page (no OpenLayers needed): the map is loaded into it
 * later (see LazyBusinessMap), so nothing around it moves when it arrives. Its height comes from
 * the `--map-height` custom property set on it.
 */
export const MapFrame = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* Tiles are light whatever the theme (spec: a light tile layer); so is the base under them. */
  background: ${MAP_LAND_COLOUR};
  .ol-attribution {
    font-size: 0.7rem;
  }
`;

const areaHeight = css`
  height: var(--map-height);
  /* On a phone the map is compact (issue 28: at most about 45% of the screen), so the matching
     cards under it start on the first screen. */
  @media ${mobileQuery} {
    height: min(var(--map-height), 40vh);
  }
`;

/** The pulsing placeholder in the map's frame until the map is drawn: the same size as the map. */
export const MapPlaceholder = styled(Skeleton)`
  ${areaHeight}
  border-radius: 0;
`;

/** The map's drawing area. */
export const MapArea = styled.div`
  width: 100%;
  ${areaHeight}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

/**
 * The map's still preview (see MapPreview): the map's size and centre, the London base and the
 * markers drawn as one SVG, until OpenLayers takes over.
 */
export const MapPreviewArea = styled.div`
  position: relative;
  overflow: hidden;
  ${areaHeight}
  > svg {
    position: absolute;
    left: 50%;
    top: 50%;
    overflow: visible;
  }
`;
