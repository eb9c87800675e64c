import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme';
import { ESTIMATED_ROW_PX, VirtualCardGrid, type GridPlace } from './VirtualCardGrid';

const items = Array.from({ length: 100 }, (_, index) => `item-${index}`);

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
}

// jsdom lays nothing out: every drawn row measures a card's estimated height, the list starts at 0.
beforeEach(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 300,
    bottom: ESTIMATED_ROW_PX,
    width: 300,
    height: ESTIMATED_ROW_PX,
    toJSON: () => ({}),
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ESTIMATED_ROW_PX);
});
afterEach(() => {
  jest.restoreAllMocks();
  scrollWindowTo(0);
});

describe('VirtualCardGrid', () => {
  it('tells where the list is on the scroll event itself, before React draws the scrolled rows', () => {
    // Back returns to the place last told: a click that follows a scroll at once (a busy phone)
    // must find the place of after the scroll, not of before it.
    const places: GridPlace[] = [];
    render(
      <ThemeProvider theme={lightTheme}>
        <VirtualCardGrid
          items={items}
          itemKey={(item) => item}
          renderItem={(item) => <article>{item}</article>}
          keepItems={24}
          onPlace={(place) => places.push(place)}
        />
      </ThemeProvider>,
    );
    expect(places.at(-1)).toMatchObject({ anchorIndex: 0, anchorTop: 0 });

    // One column (jsdom has no grid tracks), every row its height plus the grid's gap.
    const row = ESTIMATED_ROW_PX + 16;
    scrollWindowTo(40 * row + 10);
    // What was told by the time the event returns, before React draws anything for it.
    let toldOnTheEvent: GridPlace | undefined;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      toldOnTheEvent = places.at(-1);
    });
    expect(toldOnTheEvent).toMatchObject({ anchorIndex: 40, anchorTop: -10 });
  });
});
