import { createElement, Fragment, isValidElement, type ReactNode, type SVGProps } from 'react';
import { CARD_ICON_SHAPES, ICON_SVG_ATTRS, type IconShape } from '@byp/contracts';

/** An icon component; `paths` are its shapes on the 24×24 grid (for drawing it outside React, see iconSvg). */
export type StrokeIcon = ((props: SVGProps<SVGSVGElement>) => ReactNode) & { paths: ReactNode };

// Small stroke icons (24×24 grid, feather style). Decorative: give the control its name.
function makeIcon(paths: ReactNode): StrokeIcon {
  function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg {...ICON_SVG_ATTRS} {...props}>
        {paths}
      </svg>
    );
  }
  return Object.assign(Icon, { paths });
}

/** An icon whose shapes a served card draws too (@byp/contracts' CARD_ICON_SHAPES). */
function shapesIcon(shapes: readonly IconShape[]): StrokeIcon {
  return makeIcon(<>{shapes.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}</>);
}

export const MenuIcon = makeIcon(<path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = makeIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const HeartIcon = shapesIcon(CARD_ICON_SHAPES.heart);
export const SunIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = makeIcon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const GlobeIcon = shapesIcon(CARD_ICON_SHAPES.globe);
export const HomeIcon = makeIcon(<path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2z" />);
export const NewspaperIcon = makeIcon(
  <>
    <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0V11h4" />
    <path d="M18 14h-8M15 18h-5M10 6h8v4h-8z" />
  </>,
);
export const UsersIcon = makeIcon(
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>,
);
export const InfoIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const ShieldIcon = makeIcon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);
export const LogOutIcon = makeIcon(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const GridIcon = makeIcon(
  <>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="14" y="14" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
  </>,
);
export const UtensilsIcon = makeIcon(
  <path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3zm0 0v7" />,
);
export const StethoscopeIcon = makeIcon(
  <>
    <path d="M4.8 2.3A.3.3 0 1 0 5 2H4a2 2 0 0 0-2 2v5a6 6 0 0 0 12 0V4a2 2 0 0 0-2-2h-1a.2.2 0 1 0 .3.3" />
    <path d="M8 15v1a6 6 0 0 0 12 0v-4" />
    <circle cx="20" cy="10" r="2" />
  </>,
);
export const SparklesIcon = makeIcon(
  <path d="m12 3-1.9 5.8a2 2 0 0 1-1.3 1.3L3 12l5.8 1.9a2 2 0 0 1 1.3 1.3L12 21l1.9-5.8a2 2 0 0 1 1.3-1.3L21 12l-5.8-1.9a2 2 0 0 1-1.3-1.3z" />,
);
export const LeafIcon = makeIcon(
  <>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
    <path d="M2 21c0-3 1.9-5.4 5.1-6" />
  </>,
);
export const ShoppingBagIcon = makeIcon(
  <>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
    <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
  </>,
);
export const BriefcaseIcon = makeIcon(
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </>,
);
export const GraduationCapIcon = makeIcon(
  <>
    <path d="M22 10 12 5 2 10l10 5 10-5z" />
    <path d="M6 12v5c3 3 9 3 12 0v-5" />
  </>,
);
export const PaletteIcon = makeIcon(
  <>
    <circle cx="13.5" cy="6.5" r=".5" />
    <circle cx="17.5" cy="10.5" r=".5" />
    <circle cx="8.5" cy="7.5" r=".5" />
    <circle cx="6.5" cy="12.5" r=".5" />
    <path d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10c.9 0 1.6-.7 1.6-1.7 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1a1.6 1.6 0 0 1 1.6-1.7h2c3.1 0 5.6-2.5 5.6-5.6C22 6 17.5 2 12 2z" />
  </>,
);
export const MusicIcon = makeIcon(
  <>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </>,
);
export const MapPinIcon = shapesIcon(CARD_ICON_SHAPES.mapPin);
export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const PhoneIcon = shapesIcon(CARD_ICON_SHAPES.phone);
export const MailIcon = shapesIcon(CARD_ICON_SHAPES.mail);
export const InstagramIcon = shapesIcon(CARD_ICON_SHAPES.instagram);
export const StarIcon = shapesIcon(CARD_ICON_SHAPES.star);
export const ChevronLeftIcon = makeIcon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = makeIcon(<path d="m9 18 6-6-6-6" />);
export const SearchIcon = makeIcon(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const ListIcon = makeIcon(<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const MapIcon = makeIcon(<path d="M1 6v16l7-4 8 4 7-4V2l-7 4-8-4zM8 2v16M16 6v16" />);
export const PlusIcon = makeIcon(<path d="M12 5v14M5 12h14" />);
export const UploadIcon = makeIcon(
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
);
export const SettingsIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);
export const ActivityIcon = makeIcon(<path d="M22 12h-4l-3 9L9 3l-3 9H2" />);
export const CheckIcon = shapesIcon(CARD_ICON_SHAPES.check);
export const CrownIcon = shapesIcon(CARD_ICON_SHAPES.crown);
export const TagIcon = shapesIcon(CARD_ICON_SHAPES.tag);
export const ClockIcon = shapesIcon(CARD_ICON_SHAPES.clock);
export const ExternalLinkIcon = shapesIcon(CARD_ICON_SHAPES.externalLink);
export const TrashIcon = makeIcon(
  <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />,
);

const categoryIcons = {
  all: GridIcon,
  communities: UsersIcon,
  dining: UtensilsIcon,
  health: StethoscopeIcon,
  beauty: SparklesIcon,
  wellness: LeafIcon,
  shop: ShoppingBagIcon,
  business: BriefcaseIcon,
  lessons: GraduationCapIcon,
  art: PaletteIcon,
  entertainment: MusicIcon,
} as const;

function categoryIcon(category: string): StrokeIcon {
  return categoryIcons[category as keyof typeof categoryIcons] ?? GridIcon;
}

/** The icon of a category id (all, communities or one of the nine business categories). */
export function CategoryIcon({ category, ...props }: { category: string } & SVGProps<SVGSVGElement>) {
  const Icon = categoryIcon(category);
  return <Icon {...props} />;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The SVG markup of an icon's shapes (plain elements with SVG-named attributes, as the icons above are). */
function shapesMarkup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(shapesMarkup).join('');
  if (!isValidElement<Record<string, unknown>>(node)) return '';
  const { children, ...attributes } = node.props;
  if (node.type === Fragment) return shapesMarkup(children as ReactNode);
  if (typeof node.type !== 'string') return '';
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${node.type}${attributeText}>${shapesMarkup(children as ReactNode)}</${node.type}>`;
}

/**
 * An icon as a standalone 24×24 SVG document in the given stroke colour, for places that draw
 * outside React (the map's markers are canvas images).
 */
export function iconSvg(icon: StrokeIcon, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ` +
    `stroke="${escapeAttribute(colour)}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    `${shapesMarkup(icon.paths)}</svg>`
  );
}

/** A category's icon (see CategoryIcon) as a standalone SVG document; see iconSvg. */
export function categoryIconSvg(category: string, colour: string): string {
  return iconSvg(categoryIcon(category), colour);
}
