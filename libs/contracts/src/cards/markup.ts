// Markup written once, drawn two ways (issue 29, point 2): a view is a function of an element
// factory `h`. A service passes `htmlH` and sends the string in the page's HTML; the browser passes
// React's createElement (through @byp/platform's `reactH`) and hydrates those very nodes. So the
// served cards and the app's cards cannot drift apart: there is one description of each.
//
// Props use React's names (className, srcSet, strokeWidth…): `htmlH` writes their HTML names.
// Functions (event handlers) exist only in the browser and are left out of the HTML.

export type Attr =
  | string
  | number
  | boolean
  | null
  | undefined
  | Readonly<Record<string, string>>
  | ((...args: never[]) => unknown);
export type Attrs = Readonly<Record<string, Attr>>;
export type Child<N> = N | string | number | null | undefined | false;
/** An element factory: React's createElement, or `htmlH`. */
export type H<N> = (tag: string, attrs: Attrs | null, ...children: Child<N>[]) => N;

/** HTML made by `htmlH`: already escaped. */
export class Html {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** Text or an attribute value, safe in HTML (both quotes too). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const HTML_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  srcSet: 'srcset',
  fetchPriority: 'fetchpriority',
  tabIndex: 'tabindex',
  dateTime: 'datetime',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
};
const VOID = new Set(['img', 'source', 'br', 'hr', 'input', 'meta', 'link']);
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function attributeText(name: string, value: Attr): string {
  if (value === null || value === undefined || typeof value === 'function') return '';
  if (name === 'ref' || name === 'key') return '';
  const html = HTML_NAMES[name] ?? name;
  if (typeof value === 'object') {
    // A style object, written as React writes it ('width:40%').
    const css = Object.entries(value)
      .map(([property, each]) => `${kebab(property)}:${each}`)
      .join(';');
    return ` ${html}="${escapeHtml(css)}"`;
  }
  // aria-* and data-* keep true/false as words (React does the same); others are present or not.
  if (typeof value === 'boolean' && !/^(aria|data)-/.test(html)) return value ? ` ${html}=""` : '';
  return ` ${html}="${escapeHtml(String(value))}"`;
}

/**
 * The children as React draws them: no empty ones, adjacent texts joined into one text node (the
 * HTML has one where React would have two, so hydration finds the same nodes).
 */
export function joinedChildren<N>(children: readonly Child<N>[]): Array<N | string> {
  const out: Array<N | string> = [];
  for (const child of children) {
    if (child === null || child === undefined || child === false || child === '') continue;
    const value = typeof child === 'number' ? String(child) : child;
    const last = out.length - 1;
    if (typeof value === 'string' && last >= 0 && typeof out[last] === 'string') out[last] += value;
    else out.push(value);
  }
  return out;
}

/** The element factory of the served HTML: every text and attribute value escaped. */
export const htmlH: H<Html> = (tag, attrs, ...children) => {
  const open = `<${tag}${Object.entries(attrs ?? {})
    .map(([name, value]) => attributeText(name, value))
    .join('')}>`;
  if (VOID.has(tag)) return new Html(open);
  const inner = joinedChildren(children)
    .map((child) => (child instanceof Html ? child.html : escapeHtml(String(child))))
    .join('');
  return new Html(`${open}${inner}</${tag}>`);
};
