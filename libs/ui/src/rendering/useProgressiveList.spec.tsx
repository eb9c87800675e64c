import { act, render, screen } from '@testing-library/react';
import { useProgressiveList } from './useProgressiveList';

function Names({ names, step }: { names: string[]; step: number }) {
  const { shown, complete } = useProgressiveList(names, step);
  return (
    <ul aria-busy={!complete}>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const shownNames = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useProgressiveList', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws the first step at once and the rest in steps while the page is idle', () => {
    const names = ['a', 'b', 'c', 'd', 'e'];
    render(<Names names={names} step={2} />);
    expect(shownNames()).toEqual(['a', 'b']);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');

    act(() => jest.runOnlyPendingTimers());
    expect(shownNames()).toEqual(['a', 'b', 'c', 'd']);

    act(() => jest.runOnlyPendingTimers());
    expect(shownNames()).toEqual(names);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
  });

  it('starts again from the top for a new list', () => {
    const { rerender } = render(<Names names={['a', 'b', 'c']} step={2} />);
    act(() => jest.runOnlyPendingTimers());
    expect(shownNames()).toEqual(['a', 'b', 'c']);

    rerender(<Names names={['x', 'y', 'z']} step={2} />);
    expect(shownNames()).toEqual(['x', 'y']);
    act(() => jest.runOnlyPendingTimers());
    expect(shownNames()).toEqual(['x', 'y', 'z']);
  });

  it('shows a list no longer than one step whole, without waiting', () => {
    render(<Names names={['a']} step={6} />);
    expect(shownNames()).toEqual(['a']);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
  });
});
