import type { KeyboardEvent, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FallbackMarker } from '@byp/platform';
import { Badge, Button, CloseIcon, IconButton, MapPinIcon } from '@byp/ui';
import { ContactLinkItems, ContactList } from '../../../components/ContactList';
import type { ContactFields } from '../../../lib/contactLinks';
import type { MapDetailRequest, MapPoint } from '../lib/mapData';

const Frame = styled.section`
  position: relative;
  width: min(20rem, 80vw);
  display: grid;
  gap: 0.4rem;
  padding: 0.9rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    margin: 0;
    padding-right: 2rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    outline: none;
  }
  p {
    margin: 0;
  }
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -0.5rem;
    width: 1rem;
    height: 1rem;
    transform: translateX(-50%) rotate(45deg);
    background: inherit;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Close = styled.div`
  position: absolute;
  top: 0.4rem;
  right: 0.4rem;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

// The address and the contacts: the detail dialog's list, smaller.
const Contacts = styled(ContactList)`
  gap: 0.4rem;
  li {
    gap: 0.35rem;
  }
  svg {
    margin-top: 0.1rem;
    width: 1rem;
    height: 1rem;
    color: inherit;
  }
`;

/** The contacts a popup lists: a business's phone, email and Instagram (spec), a community's email, site and Instagram. */
function popupContacts(point: MapPoint): ContactFields {
  if (point.kind === 'business') {
    const { phone, email, instagram } = point.item;
    return { phone, email, instagram };
  }
  const { contactEmail, website, instagram } = point.item;
  return { email: contactEmail, website, instagram };
}

export interface MapPopupProps {
  point: MapPoint;
  /** The heading, focused when the popup opens from the keyboard. */
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
  /** The 'View Business' / 'View Community' button; without it, no button. */
  onView?: (request: MapDetailRequest) => void;
}

/**
 * The popup of a point on the map, a business or a community alike: name, badge (the category, or
 * 'Community'), description, a business's address, the contacts, and a button that asks for the
 * details. Escape or the close button closes it.
 */
export function MapPopup({ point, headingRef, onClose, onView }: MapPopupProps) {
  const { t } = useTranslation(['directory', 'common']);
  const headingId = useId();
  const { item } = point;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Frame aria-labelledby={headingId} onKeyDown={onKeyDown} data-testid="map-popup">
      <Close>
        <IconButton label={t('map.closePopup')} icon={<CloseIcon />} size="sm" onClick={onClose} />
      </Close>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {item.name}
      </h3>
      <FallbackMarker text={[item.nameI18n, item.descriptionI18n]} />
      <div>
        {point.kind === 'business' ? (
          <Badge variant="category">
            {t(`common:categories.${point.item.category}`, { defaultValue: point.item.category })}
          </Badge>
        ) : (
          <Badge variant="accent">{t('map.communityBadge')}</Badge>
        )}
      </div>
      <Description>{item.description}</Description>
      <Contacts>
        {point.kind === 'business' ? (
          <li>
            <MapPinIcon aria-hidden="true" />
            <span>{point.item.address}</span>
          </li>
        ) : null}
        <ContactLinkItems {...popupContacts(point)} />
      </Contacts>
      {onView ? (
        <Button
          variant="primary"
          size="sm"
          onClick={() => onView({ kind: point.kind, id: item.id, slug: item.slug })}
        >
          {t(point.kind === 'business' ? 'map.viewBusiness' : 'map.viewCommunity')}
        </Button>
      ) : null}
    </Frame>
  );
}
