import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ExternalLinkIcon,
  GlobeIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  VisuallyHidden,
  type StrokeIcon,
} from '@byp/ui';
import { contactLinks, type ContactFields, type ContactKind } from '@byp/contracts';

/** A list of contacts and links, an icon before each (detail dialogs, map popups). */
export const ContactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The icon of each kind of contact, in lists and on cards alike. */
export const CONTACT_ICONS: Record<ContactKind, StrokeIcon> = {
  phone: PhoneIcon,
  email: MailIcon,
  website: GlobeIcon,
  instagram: InstagramIcon,
  tiktok: ExternalLinkIcon,
};

/** A list item's words for a link: profiles name their network. */
const LIST_TEXT: Partial<Record<ContactKind, string>> = { instagram: 'Instagram', tiktok: 'TikTok' };

/**
 * The items of a ContactList (detail dialogs, map popups) for the contacts that are given, in the
 * order of contactLinks. Outside links open in a new tab without an opener, and say so to screen
 * readers.
 */
export function ContactLinkItems(fields: ContactFields) {
  const { t } = useTranslation('directory');
  return (
    <>
      {contactLinks(fields).map((link) => {
        const Icon = CONTACT_ICONS[link.kind];
        const network = LIST_TEXT[link.kind];
        return (
          <li key={link.kind}>
            <Icon aria-hidden="true" />
            <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {network ? `${network}: ${link.text}` : link.text}
              {link.external ? <VisuallyHidden> ({t('detail.newTab')})</VisuallyHidden> : null}
            </a>
          </li>
        );
      })}
    </>
  );
}
