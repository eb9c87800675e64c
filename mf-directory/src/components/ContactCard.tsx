import styled from 'styled-components';
import { Card } from '@byp/ui';
import { contactLinks, type ContactFields, type ContactKind } from '@byp/contracts';
import { CONTACT_ICONS } from './ContactList';

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

/**
 * The round contact buttons over a card's image for the contacts that are given, in the order of
 * contactLinks. `labels` names each button ('Email Kyiv Bakery'); a contact without a label is
 * not shown. Its tooltip is the number or address itself, or for a profile the label.
 * `raised` lifts them above a click area that covers the whole card.
 */
export function HoverContacts({
  contacts,
  labels,
  raised = false,
}: {
  contacts: ContactFields;
  labels: Partial<Record<ContactKind, string>>;
  raised?: boolean;
}) {
  return (
    <Contacts $raised={raised}>
      {contactLinks(contacts).map((link) => {
        const label = labels[link.kind];
        if (!label) return null;
        const Icon = CONTACT_ICONS[link.kind];
        return (
          <ContactLink
            key={link.kind}
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={label}
            title={link.kind === 'instagram' || link.kind === 'tiktok' ? label : link.value}
          >
            <Icon aria-hidden="true" />
          </ContactLink>
        );
      })}
    </Contacts>
  );
}
