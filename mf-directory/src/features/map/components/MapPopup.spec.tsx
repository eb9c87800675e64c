import { createRef } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { aCommunity } from '../../../testing/aCommunity';
import { aBusiness } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { MapPoint, PlottableBusiness, PlottableCommunity } from '../lib/mapData';
import { MapPopup } from './MapPopup';

const business = aBusiness({ website: 'https://varenyky.example' }) as PlottableBusiness;
const community = aCommunity() as PlottableCommunity;

function renderPopup(point: MapPoint) {
  const onClose = jest.fn();
  const onView = jest.fn();
  renderWithProviders(<MapPopup point={point} headingRef={createRef()} onClose={onClose} onView={onView} />);
  return { popup: screen.getByTestId('map-popup'), onClose, onView };
}

describe('MapPopup', () => {
  it('shows a business: name, category, address, phone, email and Instagram, and asks for its details', () => {
    const { popup, onView } = renderPopup({ kind: 'business', key: business.id, item: business });
    const inPopup = within(popup);
    expect(inPopup.getByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
    expect(inPopup.getByText('Dining')).toBeTruthy();
    expect(inPopup.getByText('12 High Street, London')).toBeTruthy();
    expect(inPopup.getByRole('link', { name: '020 7946 0101' }).getAttribute('href')).toBe('tel:02079460101');
    expect(inPopup.getByRole('link', { name: 'hello@varenyky.example' }).getAttribute('href')).toBe(
      'mailto:hello@varenyky.example',
    );
    expect(inPopup.getByRole('link', { name: /varenykyhouse/ }).getAttribute('href')).toBe(
      'https://instagram.com/varenykyhouse',
    );
    // The spec's popup lists no website for a business.
    expect(inPopup.queryByRole('link', { name: /^varenyky\.example/ })).toBeNull();
    fireEvent.click(inPopup.getByRole('button', { name: 'View Business' }));
    expect(onView).toHaveBeenCalledWith({ kind: 'business', id: business.id, slug: business.slug });
  });

  it('shows a community with its badge, email, website and Instagram, and asks for its details', () => {
    const { popup, onView } = renderPopup({
      kind: 'community',
      key: `community:${community.id}`,
      item: community,
    });
    const inPopup = within(popup);
    expect(inPopup.getByRole('heading', { name: 'Dzvin Ukrainian Choir' })).toBeTruthy();
    expect(inPopup.getByText('Community')).toBeTruthy();
    expect(inPopup.getByRole('link', { name: 'sing@dzvin.example.org' })).toBeTruthy();
    expect(inPopup.getByRole('link', { name: /^dzvin\.example\.org/ }).getAttribute('target')).toBe('_blank');
    expect(inPopup.getByRole('link', { name: /dzvinchoir/ })).toBeTruthy();
    fireEvent.click(inPopup.getByRole('button', { name: 'View Community' }));
    expect(onView).toHaveBeenCalledWith({ kind: 'community', id: community.id, slug: community.slug });
  });

  it('closes on Escape and with its close button', () => {
    const { popup, onClose } = renderPopup({ kind: 'business', key: business.id, item: business });
    fireEvent.keyDown(popup, { key: 'Escape' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Close popup' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
