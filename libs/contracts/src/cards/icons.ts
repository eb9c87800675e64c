import type { Attrs, H } from './markup';

/** One shape of a 24×24 stroke icon: its SVG element and attributes. */
export type IconShape = readonly [tag: 'path' | 'circle' | 'rect', attrs: Readonly<Record<string, string>>];

/**
 * The shapes of the icons a card draws (feather style), for the cards a service renders and for
 * @byp/ui's icon components, which draw these same shapes.
 */
export const CARD_ICON_SHAPES = {
  heart: [
    [
      'path',
      {
        d: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
      },
    ],
  ],
  mapPin: [
    ['path', { d: 'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z' }],
    ['circle', { cx: '12', cy: '10', r: '3' }],
  ],
  phone: [
    [
      'path',
      {
        d: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8.1 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
      },
    ],
  ],
  mail: [
    ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }],
    ['path', { d: 'm22 7-10 6L2 7' }],
  ],
  instagram: [
    ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5' }],
    ['path', { d: 'M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4zM17.5 6.5h.01' }],
  ],
  star: [['path', { d: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z' }]],
  check: [['path', { d: 'M20 6 9 17l-5-5' }]],
  crown: [['path', { d: 'm2 4 3 12h14l3-12-6 7-4-7-4 7zM5 20h14' }]],
  tag: [
    ['path', { d: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z' }],
    ['path', { d: 'M7 7h.01' }],
  ],
  globe: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    [
      'path',
      {
        d: 'M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
      },
    ],
  ],
  externalLink: [
    ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3' }],
  ],
  clock: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'M12 6v6l4 2' }],
  ],
} as const satisfies Record<string, readonly IconShape[]>;

export type CardIconName = keyof typeof CARD_ICON_SHAPES;

/** The `<svg>` of @byp/ui's icons: decorative, sized to the text. */
export const ICON_SVG_ATTRS = {
  viewBox: '0 0 24 24',
  width: '1.25em',
  height: '1.25em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

/** An icon of the card as an element of `h`. */
export function cardIcon<N>(h: H<N>, name: CardIconName, attrs?: Attrs): N {
  return h(
    'svg',
    { ...ICON_SVG_ATTRS, ...attrs },
    ...CARD_ICON_SHAPES[name].map(([tag, shape]: IconShape) => h(tag, shape)),
  );
}
