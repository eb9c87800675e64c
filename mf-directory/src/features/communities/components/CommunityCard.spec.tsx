import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { aCommunity } from '../../../testing/aCommunity';
import { CommunityCard } from './CommunityCard';
import { CommunityDetailDialog } from './CommunityDetailDialog';

describe('CommunityCard', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows three of the extra links, then "+N more"', () => {
    renderWithProviders(<CommunityCard community={aCommunity()} onOpen={jest.fn()} />);
    const links = within(screen.getByRole('list', { name: 'Links' }));
    expect(links.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'dzvin.example.org/join',
      'dzvin.example.org/concerts',
      'dzvin.example.org/recordings',
    ]);
    expect(links.getByText('+2 more')).toBeTruthy();
  });

  it('shows no badge for three links or fewer, and no list without links', () => {
    const { unmount } = renderWithProviders(
      <CommunityCard
        community={aCommunity({
          links: ['https://a.example/1', 'https://a.example/2', 'https://a.example/3'],
        })}
        onOpen={jest.fn()}
      />,
    );
    expect(screen.queryByTestId('more-links')).toBeNull();
    unmount();
    renderWithProviders(<CommunityCard community={aCommunity({ links: [] })} onOpen={jest.fn()} />);
    expect(screen.queryByRole('list', { name: 'Links' })).toBeNull();
  });

  it('opens the details from Learn More, by keyboard, and from a click anywhere on the card', () => {
    const onOpen = jest.fn();
    const community = aCommunity();
    renderWithProviders(<CommunityCard community={community} onOpen={onOpen} />);
    const learnMore = screen.getByRole('button', { name: 'Learn More' });
    expect(learnMore.getAttribute('aria-describedby')).toBe(`community-${community.id}-name`);
    learnMore.focus();
    expect(document.activeElement).toBe(learnMore);
    fireEvent.click(learnMore);
    expect(onOpen).toHaveBeenCalledWith(community);
  });

  it('pulses while the image loads, then shows it, or says "Image unavailable" if it fails', () => {
    const { container } = renderWithProviders(<CommunityCard community={aCommunity()} onOpen={jest.fn()} />);
    const frame = screen.getByTestId('image-frame');
    expect(frame.getAttribute('data-status')).toBe('loading');
    const img = container.querySelector('img')!;
    fireEvent.load(img);
    expect(frame.getAttribute('data-status')).toBe('loaded');
    fireEvent.error(img);
    expect(frame.getAttribute('data-status')).toBe('failed');
    expect(screen.getByText('Image unavailable')).toBeTruthy();
  });

  it('has hover actions: email, website and Instagram (new tab, no opener)', () => {
    renderWithProviders(<CommunityCard community={aCommunity()} onOpen={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Email Dzvin Ukrainian Choir' }).getAttribute('href')).toBe(
      'mailto:sing@dzvin.example.org',
    );
    const website = screen.getByRole('link', { name: /Dzvin Ukrainian Choir website/ });
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /on Instagram/ }).getAttribute('href')).toBe(
      'https://instagram.com/dzvinchoir',
    );
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    renderWithProviders(<CommunityCard community={aCommunity()} onOpen={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Детальніше' })).toBeTruthy();
    expect(screen.getByText('+2 ще')).toBeTruthy();
  });
});

describe('CommunityDetailDialog', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the verified badge, description, contact links, coordinates and the additional resources', () => {
    const onClose = jest.fn();
    renderWithProviders(<CommunityDetailDialog community={aCommunity()} onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Dzvin Ukrainian Choir' }));
    expect(dialog.getByText('Verified Community')).toBeTruthy();
    expect(dialog.getByText(/mixed amateur choir/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'sing@dzvin.example.org' }).getAttribute('href')).toBe(
      'mailto:sing@dzvin.example.org',
    );
    const instagram = dialog.getByRole('link', { name: /Instagram: dzvinchoir/ });
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(dialog.getByRole('link', { name: /TikTok: dzvintok/ }).getAttribute('href')).toBe(
      'https://www.tiktok.com/@dzvintok',
    );
    expect(
      dialog.getByRole('link', { name: /^Coordinates: 51.5036° N, 0.2049° W/ }).getAttribute('href'),
    ).toContain('openstreetmap.org/?mlat=51.5036&mlon=-0.2049');
    expect(dialog.getByText('Place: Holland Park, London')).toBeTruthy();
    const resources = dialog.getByRole('heading', { name: 'Additional Resources' }).parentElement!;
    expect(within(resources).getAllByRole('link')).toHaveLength(5);
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves out what is missing: no badge when pending, no coordinates unless both are known', () => {
    renderWithProviders(
      <CommunityDetailDialog
        community={aCommunity({ isApproved: 0, longitude: null, links: [], website: null, tiktok: null })}
        onClose={jest.fn()}
      />,
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.queryByText('Verified Community')).toBeNull();
    expect(dialog.queryByText(/Coordinates/)).toBeNull();
    expect(dialog.queryByText('Additional Resources')).toBeNull();
    expect(dialog.queryByRole('link', { name: /TikTok/ })).toBeNull();
  });
});
