import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, InstagramIcon } from '@byp/ui';
import { instagramUrl } from '../lib/contactLinks';

// The frame the business and community cards share: a card that lifts its shadow on hover or
// keyboard focus, an image header, and round contact buttons over the image's corner.

export const ContactCardFrame = styled(Card)`
  height: 100%;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/** The image header; badges, banners and the contact buttons are placed over it. */
export const CardMedia = styled.div`
  position: relative;
`;

// Contact buttons appear when the card is hovered or anything in it has keyboard focus, and
// always on touch screens (no hover there). A card styled from ContactCardFrame carries its class.
const Contacts = styled.div<{ $raised: boolean }>`
  position: absolute;
  z-index: ${({ $raised }) => ($raised ? 1 : 'auto')};
  right: 0.5rem;
  bottom: 0.5rem;
  display: flex;
  gap: 0.35rem;
  opacity: 0;
  transform: translateY(0.25rem);
  transition:
    opacity 0.15s ease,
    transform 0.15s ease;
  ${ContactCardFrame}:hover &, ${ContactCardFrame}:focus-within & {
    opacity: 1;
    transform: none;
  }
  @media (hover: none) {
    opacity: 1;
    transform: none;
  }
`;

const ContactLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

export interface HoverContact {
  href: string;
  /** The button's accessible name ('Email Kyiv Bakery'). */
  label: string;
  /** Its tooltip (the address or number itself, or the label). */
  title: string;
  icon: ReactNode;
  /** Opens in a new tab without an opener (websites, Instagram), not mail or phone links. */
  external?: boolean;
}

/**
 * The round contact buttons over a card's image, in the order given; absent contacts are null.
 * `raised` lifts them above a click area that covers the whole card.
 */
export function HoverContacts({
  contacts,
  raised = false,
}: {
  contacts: (HoverContact | null)[];
  raised?: boolean;
}) {
  return (
    <Contacts $raised={raised}>
      {contacts.map((contact) =>
        contact ? (
          <ContactLink
            key={contact.label}
            href={contact.href}
            {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={contact.label}
            title={contact.title}
          >
            {contact.icon}
          </ContactLink>
        ) : null,
      )}
    </Contacts>
  );
}

/** The Instagram button of a card; its accessible name is its tooltip too. */
export function instagramContact(instagram: string, label: string): HoverContact {
  return {
    href: instagramUrl(instagram),
    label,
    title: label,
    icon: <InstagramIcon aria-hidden="true" />,
    external: true,
  };
}
