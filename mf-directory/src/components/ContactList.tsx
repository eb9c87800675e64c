import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLinkIcon, GlobeIcon, InstagramIcon, MailIcon, PhoneIcon, VisuallyHidden } from '@byp/ui';
import { instagramHandle, instagramUrl, mailtoUrl, telUrl, tiktokUrl, websiteUrl } from '../lib/contactLinks';

/** A detail dialog's list of contacts and links, an icon before each. */
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

export interface ContactFields {
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
}

/**
 * The items of a ContactList for the contacts that are given, in this order: phone, email,
 * website, Instagram, TikTok. Outside links open in a new tab without an opener, and say so to
 * screen readers.
 */
export function ContactLinkItems({ phone, email, website, instagram, tiktok }: ContactFields) {
  const { t } = useTranslation('directory');
  const newTab = <VisuallyHidden> ({t('detail.newTab')})</VisuallyHidden>;
  return (
    <>
      {phone ? (
        <li>
          <PhoneIcon aria-hidden="true" />
          <a href={telUrl(phone)}>{phone}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          <MailIcon aria-hidden="true" />
          <a href={mailtoUrl(email)}>{email}</a>
        </li>
      ) : null}
      {website ? (
        <li>
          <GlobeIcon aria-hidden="true" />
          <a href={websiteUrl(website)} target="_blank" rel="noopener noreferrer">
            {website.replace(/^https?:\/\//i, '')}
            {newTab}
          </a>
        </li>
      ) : null}
      {instagram ? (
        <li>
          <InstagramIcon aria-hidden="true" />
          <a href={instagramUrl(instagram)} target="_blank" rel="noopener noreferrer">
            Instagram: {instagramHandle(instagram)}
            {newTab}
          </a>
        </li>
      ) : null}
      {tiktok ? (
        <li>
          <ExternalLinkIcon aria-hidden="true" />
          <a href={tiktokUrl(tiktok)} target="_blank" rel="noopener noreferrer">
            TikTok: {instagramHandle(tiktok)}
            {newTab}
          </a>
        </li>
      ) : null}
    </>
  );
}
