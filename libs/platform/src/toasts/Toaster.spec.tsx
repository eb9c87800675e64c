import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@byp/ui';
import { i18n } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { toast } from './toast';
import { Toaster } from './Toaster';
import { selectToasts, TOAST_DURATION_MS } from './toastsSlice';

function renderToaster() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    const store = renderToaster();
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByRole('alert').getAttribute('data-variant')).toBe('destructive');
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it('closes by itself after 5000 ms', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes with its close button', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Hello' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('is dismissed by a swipe right of 50px, not by a shorter one', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByRole('status');
    // jsdom has no PointerEvent; a MouseEvent of the same type carries clientX.
    const pointer = (type: string, clientX: number) =>
      fireEvent(item, new MouseEvent(type, { bubbles: true, clientX }));
    pointer('pointerdown', 100);
    pointer('pointermove', 149);
    pointer('pointerup', 149);
    expect(screen.getByText('Swipe me')).toBeTruthy();
    pointer('pointerdown', 100);
    pointer('pointermove', 150);
    pointer('pointerup', 150);
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('moves focus to the toast region with F8', () => {
    renderToaster();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Notifications (F8)');
  });
});
