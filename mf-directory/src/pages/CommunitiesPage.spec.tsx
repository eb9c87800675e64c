import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { aCommunity } from '../features/communities/testing/aCommunity';
import { mockApi } from '../testing/mockApi';
import { json, renderWithProviders } from '../testing/renderWithProviders';
import { CommunitiesPage } from './CommunitiesPage';

const COMMUNITIES = [
  aCommunity(),
  aCommunity({
    id: '5b0c7a52-4a8e-4d3e-9f3a-2a9c1f0d0002',
    name: 'Sonyashnyk Saturday School',
    description: 'Ukrainian lessons for children in Acton.',
    contactEmail: 'office@sonyashnyk.example.org',
  }),
  aCommunity({
    id: '5b0c7a52-4a8e-4d3e-9f3a-2a9c1f0d0003',
    name: 'Kozaky FC',
    description: 'Sunday-league football on Hackney Marshes.',
    contactEmail: 'play@kozaky.example.org',
  }),
];

const search = (value: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value } });

describe('CommunitiesPage', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('filters as the visitor types (name, description, email; any case) and counts the matches', async () => {
    mockApi({ 'GET /api/communities': () => json(COMMUNITIES) });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(await screen.findByText('3 communities found')).toBeTruthy();
    search('SATURDAY');
    expect(screen.getByText('1 community found')).toBeTruthy();
    expect(screen.getAllByTestId('community-card')).toHaveLength(1);
    search('hackney marshes');
    expect(screen.getByRole('heading', { name: 'Kozaky FC' })).toBeTruthy();
    search('OFFICE@sonyashnyk');
    expect(screen.getByRole('heading', { name: 'Sonyashnyk Saturday School' })).toBeTruthy();
    search('nothing like it');
    expect(screen.getByText('0 communities found')).toBeTruthy();
    expect(screen.getByText('No communities found matching "nothing like it"')).toBeTruthy();
  });

  it.each([
    [1, 'Знайдено 1 громаду'],
    [2, 'Знайдено 2 громади'],
    [5, 'Знайдено 5 громад'],
    [21, 'Знайдено 21 громаду'],
    [22, 'Знайдено 22 громади'],
    [11, 'Знайдено 11 громад'],
  ])('counts %i in Ukrainian as "%s"', async (count, text) => {
    await act(() => setLanguage('uk'));
    const many = Array.from({ length: count }, (_, i) =>
      aCommunity({
        id: `5b0c7a52-4a8e-4d3e-9f3a-2a9c1f0d${String(i).padStart(4, '0')}`,
        name: `Громада ${i}`,
      }),
    );
    mockApi({ 'GET /api/communities': () => json(many) });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says when there are no communities at all', async () => {
    mockApi({ 'GET /api/communities': () => json([]) });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(await screen.findByText('No communities are currently available.')).toBeTruthy();
  });

  it('shows six skeletons while loading, then the error with Try Again, which loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/communities': () =>
        fail ? json({ statusCode: 502, error: 'content unavailable' }, 502) : json(COMMUNITIES),
    });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    expect(screen.getAllByTestId('community-skeleton')).toHaveLength(6);
    expect(await screen.findByText('Failed to load communities. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('3 communities found')).toBeTruthy();
  });

  it('opens the detail dialog from Learn More', async () => {
    mockApi({ 'GET /api/communities': () => json(COMMUNITIES) });
    renderWithProviders(<CommunitiesPage />, { path: '/communities' });
    const card = (await screen.findAllByTestId('community-card'))[0];
    fireEvent.click(within(card).getByRole('button', { name: 'Learn More' }));
    // The dialog's code loads the first time one is opened.
    expect(await screen.findByRole('dialog', { name: 'Dzvin Ukrainian Choir' })).toBeTruthy();
  });
});
