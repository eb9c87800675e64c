import { act, screen } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { aBusiness, anOffer } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BusinessCard } from './BusinessCard';

describe('BusinessCard', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-11-20T12:00:00.000Z') });
  });
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => setLanguage('en'));
  });

  it('shows the name as a heading, the badges, the rating with one decimal and its review count', () => {
    renderWithProviders(<BusinessCard business={aBusiness()} onViewDetails={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Varenyky House' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByText('Premium')).toBeNull();
    expect(screen.getByText('Dining')).toBeTruthy();
    expect(screen.getByText('4.7')).toBeTruthy();
    expect(screen.getByText('(3 reviews)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeTruthy();
  });

  it('links the contacts: tel, mailto and Instagram without the @ in a new tab', () => {
    renderWithProviders(<BusinessCard business={aBusiness()} onViewDetails={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Call Varenyky House' }).getAttribute('href')).toBe(
      'tel:02079460101',
    );
    expect(screen.getByRole('link', { name: 'Email Varenyky House' }).getAttribute('href')).toBe(
      'mailto:hello@varenyky.example',
    );
    const instagram = screen.getByRole('link', { name: /Instagram/ });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/varenykyhouse');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
  });

  it('shows the offer banner only while the offer is current', () => {
    const offer = anOffer({ validUntil: '2026-11-20T12:01:30.000Z' });
    renderWithProviders(<BusinessCard business={aBusiness()} offer={offer} onViewDetails={jest.fn()} />);
    expect(screen.getByTestId('offer-banner').textContent).toContain('20% OFF');
    // The card's clock ticks every 60 s; two ticks take it past validUntil.
    act(() => jest.advanceTimersByTime(120_000));
    expect(screen.queryByTestId('offer-banner')).toBeNull();
  });

  it('shows no banner for an ended offer, and a pound amount for a fixed discount', () => {
    const { unmount } = renderWithProviders(
      <BusinessCard
        business={aBusiness()}
        offer={anOffer({ validUntil: '2026-11-20T11:59:00.000Z' })}
        onViewDetails={jest.fn()}
      />,
    );
    expect(screen.queryByTestId('offer-banner')).toBeNull();
    unmount();
    renderWithProviders(
      <BusinessCard
        business={aBusiness()}
        offer={anOffer({ discountPercentage: null, discountAmount: 30 })}
        onViewDetails={jest.fn()}
      />,
    );
    expect(screen.getByTestId('offer-banner').textContent).toContain('£30 OFF');
  });

  it('toggles the favourite (aria-pressed and name follow)', () => {
    const { store } = renderWithProviders(<BusinessCard business={aBusiness()} onViewDetails={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(store.getState().favourites.ids).toEqual(['b1']);
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    renderWithProviders(<BusinessCard business={aBusiness()} offer={anOffer()} onViewDetails={jest.fn()} />);
    expect(screen.getByText('Кафе та ресторани')).toBeTruthy();
    expect(screen.getByText('Перевірено')).toBeTruthy();
    expect(screen.getByText('4,7')).toBeTruthy();
    expect(screen.getByText('(3 відгуки)')).toBeTruthy();
    expect(screen.getByTestId('offer-banner').textContent).toContain('Знижка 20%');
    expect(screen.getByRole('button', { name: 'Детальніше' })).toBeTruthy();
  });
});
