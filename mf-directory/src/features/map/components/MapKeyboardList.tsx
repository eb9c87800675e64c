import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@byp/ui';
import type { MapPoint, PopupPoint } from '../lib/mapData';

// Visually hidden until something in it has keyboard focus; then it shows as a panel over the map.
const Panel = styled.nav`
  position: absolute;
  top: 0.5rem;
  left: 3rem;
  z-index: 5;
  max-height: calc(100% - 1rem);
  overflow: auto;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:not(:focus-within) {
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
  h3 {
    margin: 0 0 0.35rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    outline: none;
  }
  p {
    margin: 0 0 0.35rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
`;

export interface MapKeyboardListProps {
  /** The points in view: clusters, businesses and communities. */
  points: MapPoint[];
  /** How many businesses are in view (the heading counts them). */
  businessCount: number;
  /** A business's or community's 'Show … on map' button; `trigger` gets the focus back when the popup closes. */
  onShow: (point: PopupPoint, trigger: HTMLElement) => void;
  /** A cluster's button: the map zooms in to its businesses. */
  onOpenCluster: (point: Extract<MapPoint, { kind: 'cluster' }>) => void;
  /** The point whose button has focus (its name shows over its marker), or null. */
  onFocusPoint: (point: MapPoint | null) => void;
  /** The heading: it takes the focus after a cluster is opened (its button is gone with the new view). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The map's points in view, for the keyboard: a button per cluster (named 'N businesses'; it zooms
 * the map in to them, and the list then lists the new view) and a 'Show … on map' button per
 * business and community, which opens its popup.
 */
export function MapKeyboardList({
  points,
  businessCount,
  onShow,
  onOpenCluster,
  onFocusPoint,
  headingRef,
}: MapKeyboardListProps) {
  const { t } = useTranslation('directory');
  const hintId = useId();
  return (
    <Panel aria-label={t('map.listLabel')} data-testid="map-keyboard-list">
      <h3 ref={headingRef} tabIndex={-1}>
        {t('map.listHeading', { count: businessCount })}
      </h3>
      <p id={hintId}>{t('map.clusterHint')}</p>
      <ul>
        {points.map((point) => (
          <li key={point.key}>
            {point.kind === 'cluster' ? (
              <Button
                variant="ghost"
                size="sm"
                data-point-key={point.key}
                data-cluster-count={point.item.count}
                aria-describedby={hintId}
                onClick={() => onOpenCluster(point)}
                onFocus={() => onFocusPoint(point)}
                onBlur={() => onFocusPoint(null)}
              >
                {t('map.cluster', { count: point.item.count })}
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                data-point-key={point.key}
                onClick={(event) => onShow(point, event.currentTarget)}
                onFocus={() => onFocusPoint(point)}
                onBlur={() => onFocusPoint(null)}
              >
                {t('map.showOnMap', { name: point.item.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
