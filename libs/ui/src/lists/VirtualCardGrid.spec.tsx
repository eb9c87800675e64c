import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { VirtualCardGrid, type ServedList } from './VirtualCardGrid';

interface Item {
  id: string;
  name: string;
}
const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `i${index}`, name: `Item ${index}` }));

function Card({ item }: { item: Item }) {
  const [pressed, setPressed] = useState(false);
  return (
    <article>
      <h3>{item.name}</h3>
      <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        Like
      </button>
    </article>
  );
}

/** A list as the page's HTML serves it: its first cards' markup, as React draws them. */
function servedList(first: Item[]): Element {
  const holder = document.createElement('main');
  holder.innerHTML = `<ul data-byp-served="items">${first
    .map(
      (item) =>
        `<li data-key="${item.id}"><article><h3>${item.name}</h3><button type="button" aria-pressed="false">Like</button></article></li>`,
    )
    .join('')}</ul>`;
  document.body.appendChild(holder);
  return holder.firstElementChild!;
}

describe('VirtualCardGrid with a served first page (issue 29, point 2)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes the served nodes into its place, hydrates them, and draws the rest into the same list', async () => {
    const all = items(10);
    const list = servedList(all.slice(0, 3));
    const firstCard = list.querySelector('article');
    const onAdopted = jest.fn();
    const served: ServedList = { list, root: (node) => node, onAdopted };
    const { container } = render(
      <VirtualCardGrid
        items={all}
        itemKey={(item) => item.id}
        renderItem={(item) => <Card item={item} />}
        keepItems={10}
        served={served}
      />,
    );
    await act(async () => undefined);
    expect(onAdopted).toHaveBeenCalledWith(list);
    expect(container.contains(list)).toBe(true);
    expect(list.querySelector('article')).toBe(firstCard);
    expect(Array.from(list.querySelectorAll('h3'), (h3) => h3.textContent)).toEqual(
      all.map((item) => item.name),
    );
    // Hydrated: the served button is React's now.
    await act(async () => (list.querySelector('button') as HTMLButtonElement).click());
    expect(list.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    expect(list.querySelector('article')).toBe(firstCard);
  });

  it('draws every card itself once its first items are no longer the served ones', async () => {
    const all = items(5);
    const list = servedList(all.slice(0, 2));
    const served: ServedList = { list, root: (node) => node, onAdopted: jest.fn() };
    const grid = (shown: Item[]) => (
      <VirtualCardGrid
        items={shown}
        itemKey={(item) => item.id}
        renderItem={(item) => <Card item={item} />}
        keepItems={10}
        served={served}
      />
    );
    const { container, rerender } = render(grid(all));
    await act(async () => undefined);
    const other = [{ id: 'x', name: 'Another' }, ...all];
    rerender(grid(other));
    await act(async () => undefined);
    expect(container.contains(list)).toBe(false);
    expect(Array.from(container.querySelectorAll('h3'), (h3) => h3.textContent)).toEqual(
      other.map((item) => item.name),
    );
  });
});
