import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { MapPoint } from '../lib/mapData';
import { MapKeyboardList } from './MapKeyboardList';

const points: MapPoint[] = [
  {
    kind: 'cluster',
    key: 'cluster:c1',
    item: { id: 'c1', longitude: -0.1, latitude: 51.5, count: 25, bbox: [-0.2, 51.4, 0, 51.6] },
  },
  {
    kind: 'business',
    key: 'b1',
    item: {
      id: 'b1',
      slug: 'varenyky',
      name: 'Varenyky House',
      category: 'dining',
      longitude: -0.3,
      latitude: 51.5,
      isPremium: false,
    },
  },
];

function renderList() {
  const handlers = { onShow: jest.fn(), onOpenCluster: jest.fn(), onFocusPoint: jest.fn() };
  renderWithProviders(<MapKeyboardList points={points} businessCount={26} {...handlers} />);
  return { list: screen.getByRole('navigation', { name: /./ }), ...handlers };
}

describe('MapKeyboardList', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('lists the clusters in view by their count, and opens one', () => {
    const { list, onOpenCluster, onFocusPoint } = renderList();
    const inList = within(list);
    expect(inList.getByRole('heading', { name: '26 businesses on the map' })).toBeTruthy();
    const cluster = inList.getByRole('button', { name: '25 businesses' });
    expect(cluster.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cluster.getAttribute('aria-describedby')!)?.textContent).toMatch(/zoom/);
    fireEvent.focus(cluster);
    expect(onFocusPoint).toHaveBeenLastCalledWith(points[0]);
    fireEvent.click(cluster);
    expect(onOpenCluster).toHaveBeenCalledWith(points[0]);
  });

  it('opens a business’s popup from its button', () => {
    const { list, onShow, onOpenCluster } = renderList();
    const show = within(list).getByRole('button', { name: 'Show Varenyky House on map' });
    fireEvent.click(show);
    expect(onShow).toHaveBeenCalledWith(points[1], show);
    expect(onOpenCluster).not.toHaveBeenCalled();
  });

  it('names clusters in Ukrainian with the right plural', async () => {
    await act(() => setLanguage('uk'));
    const { list } = renderList();
    expect(within(list).getByRole('button', { name: '25 підприємств' })).toBeTruthy();
    expect(within(list).getByRole('heading', { name: '26 підприємств на карті' })).toBeTruthy();
  });
});
