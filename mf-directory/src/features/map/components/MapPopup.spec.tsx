import { createRef } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '@byp/testing/msw';
import { aCommunity } from '../../../testing/aCommunity';
import { aBusiness } from '../../../testing/fixtures';
import { json, renderWithProviders } from '../../../testing/renderWithProviders';
import type { MapMarker } from '../api/mapApi';
import type { PlottableCommunity, PopupPoint } from '../lib/mapData';
import { MapPopup } from './MapPopup';

const business = aBusiness({ website: 'https://varenyky.example' });
/** The business as the map's answer names it: the popup loads the rest. */
const marker: MapMarker = {
  id: business.id,
  slug: business.slug,
  name: business.name,
  category: business.category,
  longitude: business.longitude!,
  latitude: business.latitude!,
  isPremium: business.isPremium === 1,
};
const community = aCommunity() as PlottableCommunity;

function renderPopup(point: PopupPoint) {
  const onClose = jest.fn();
  const onView = jest.fn();
  renderWithProviders(<MapPopup point={point} headingRef={createRef()} onClose={onClose} onView={onView} />);
  return { popup: screen.getByTestId('map-popup'), onClose, onView };
}

describe('MapPopup', () => {
  it("shows a business's marker at once, then loads its address, phone, email and Instagram, and asks for its details", async () => {
    const api = mockApi({ [`GET /api/businesses/${business.id}`]: () => json(business) });
    const { popup, onView } = renderPopup({ kind: 'business', key: marker.id, item: marker });
    const inPopup = within(popup);
    expect(inPopup.getByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
    expect(inPopup.getByText('Dining')).toBeTruthy();
    expect(inPopup.getByRole('status').textContent).toBe('Loading contact details…');
    expect(await inPopup.findByText('12 High Street, London')).toBeTruthy();
    expect(new URL(api.mock.calls[0][0].url).pathname).toBe(`/api/businesses/${business.id}`);
    expect(new URL(api.mock.calls[0][0].url).searchParams.get('lang')).toBe('en');
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

  it('says when the contact details cannot be loaded, and loads them again on Retry', async () => {
    let fail = true;
    mockApi({
      [`GET /api/businesses/${business.id}`]: () =>
        fail ? json({ statusCode: 503, error: 'Unavailable' }, 503) : json(business),
    });
    const { popup } = renderPopup({ kind: 'business', key: marker.id, item: marker });
    const inPopup = within(popup);
    expect((await inPopup.findByRole('alert')).textContent).toContain('Could not load the contact details.');
    fail = false;
    fireEvent.click(inPopup.getByRole('button', { name: 'Retry' }));
    expect(await inPopup.findByText('12 High Street, London')).toBeTruthy();
    expect(inPopup.queryByRole('alert')).toBeNull();
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
    mockApi({ [`GET /api/businesses/${business.id}`]: () => json(business) });
    const { popup, onClose } = renderPopup({ kind: 'business', key: marker.id, item: marker });
    fireEvent.keyDown(popup, { key: 'Escape' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Close popup' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
