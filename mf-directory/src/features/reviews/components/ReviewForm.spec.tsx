import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { canSubmitReview } from '../hooks/useReviewForm';
import { ReviewForm } from './ReviewForm';

// Labels of required fields end in an aria-hidden '*': find controls by their accessible name.
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const ratingSelect = (name = 'Rating') => screen.getByRole('combobox', { name }) as HTMLSelectElement;

function fill(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

describe('ReviewForm', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('allows submitting only with a name and a comment that are not blank', () => {
    expect(canSubmitReview({ userName: 'Olena', rating: 5, comment: 'Great' })).toBe(true);
    expect(canSubmitReview({ userName: '  ', rating: 5, comment: 'Great' })).toBe(false);
    expect(canSubmitReview({ userName: 'Olena', rating: 5, comment: '\n ' })).toBe(false);

    renderWithProviders(<ReviewForm onSubmit={jest.fn()} onCancel={jest.fn()} />);
    const submit = screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fill('Your name', 'Olena');
    expect(submit.disabled).toBe(true);
    fill('Comment', '   ');
    expect(submit.disabled).toBe(true);
    fill('Comment', 'Lovely varenyky');
    expect(submit.disabled).toBe(false);
    fill('Your name', ' ');
    expect(submit.disabled).toBe(true);
  });

  it("says why Submit is disabled, in the button's description, until nothing is missing", () => {
    renderWithProviders(<ReviewForm onSubmit={jest.fn()} onCancel={jest.fn()} />);
    const submit = screen.getByRole('button', { name: 'Submit Review' });
    const description = () =>
      document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    expect(description()).toBe('Add your name to submit. Write a comment to submit.');
    fill('Your name', 'Olena');
    expect(description()).toBe('Write a comment to submit.');
    fill('Comment', 'Lovely varenyky');
    expect(submit.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByTestId('review-blocked-hint')).toBeNull();
  });

  it('starts at a rating of 5, sends the trimmed review and is cleared (rating back to 5) once accepted', async () => {
    const onSubmit = jest.fn(async () => true);
    renderWithProviders(<ReviewForm onSubmit={onSubmit} onCancel={jest.fn()} />);
    const rating = ratingSelect();
    expect(rating.value).toBe('5');
    fill('Your name', '  Olena ');
    fireEvent.change(rating, { target: { value: '3' } });
    fill('Comment', ' Good borscht ');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ userName: 'Olena', rating: 3, comment: 'Good borscht' }),
    );
    await waitFor(() => expect(field('Your name').value).toBe(''));
    expect(field('Comment').value).toBe('');
    expect(rating.value).toBe('5');
  });

  it('keeps what was typed when the review is refused', async () => {
    const onSubmit = jest.fn(async () => false);
    renderWithProviders(<ReviewForm onSubmit={onSubmit} onCancel={jest.fn()} />);
    fill('Your name', 'Olena');
    fill('Comment', 'Good');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(field('Your name').value).toBe('Olena');
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    renderWithProviders(<ReviewForm onSubmit={jest.fn()} onCancel={jest.fn()} />);
    expect(field('Ваше ім’я')).toBeTruthy();
    expect(field('Коментар')).toBeTruthy();
    expect(ratingSelect('Оцінка').value).toBe('5');
    expect(screen.getByRole('option', { name: '★★★★★ 5 зірок' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Надіслати відгук' })).toBeTruthy();
  });
});
