import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@byp/ui';
import type { MapPoint } from '../lib/mapData';

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
  points: MapPoint[];
  /** How many businesses the heading counts. */
  businessCount: number;
  /** A 'Show … on map' button was pressed; `trigger` gets the focus back when the popup closes. */
  onShow: (point: MapPoint, trigger: HTMLElement) => void;
  /** The point whose button has focus (its name shows over its marker), or null. */
  onFocusPoint: (point: MapPoint | null) => void;
}

/** The map's markers for the keyboard: a 'Show … on map' button per point, which opens its popup. */
export function MapKeyboardList({ points, businessCount, onShow, onFocusPoint }: MapKeyboardListProps) {
  const { t } = useTranslation('directory');
  return (
    <Panel aria-label={t('map.listLabel')}>
      <h3>{t('map.listHeading', { count: businessCount })}</h3>
      <ul>
        {points.map((point) => (
          <li key={point.key}>
            <Button
              variant="ghost"
              size="sm"
              onClick={(event) => onShow(point, event.currentTarget)}
              onFocus={() => onFocusPoint(point)}
              onBlur={() => onFocusPoint(null)}
            >
              {t('map.showOnMap', { name: point.item.name })}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
