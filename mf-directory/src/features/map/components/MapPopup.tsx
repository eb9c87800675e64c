import type { KeyboardEvent, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FallbackMarker } from '@byp/platform';
import { Badge, Button, CloseIcon, IconButton, MapPinIcon } from '@byp/ui';
import { ContactLinkItems, ContactList } from '../../../components/ContactList';
import type { ContactFields } from '@byp/contracts';
// The one exception to 'a feature never imports another feature' (issue 29): a marker's popup loads
// its business's contact details through the businesses feature's own endpoint (GET
// /api/businesses/:id, one cache entry per business and language), not a copy of it.
// eslint-disable-next-line import/no-restricted-paths
import { useGetBusinessQuery, type Business } from '../../businesses/api/businessesApi';
import type { MapMarker } from '../api/mapApi';
import type { MapDetailRequest, PopupPoint } from '../lib/mapData';

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

const Status = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
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

/** A community's contacts: email, site and Instagram. */
function communityContacts(point: Extract<PopupPoint, { kind: 'community' }>): ContactFields {
  const { contactEmail, website, instagram } = point.item;
  return { email: contactEmail, website, instagram };
}

/** The contacts the spec's popup lists for a business: phone, email and Instagram. */
function businessContacts(business: Business): ContactFields {
  const { phone, email, instagram } = business;
  return { phone, email, instagram };
}

export interface MapPopupProps {
  point: PopupPoint;
  /** The heading, focused when the popup opens from the keyboard. */
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
  /** The 'View Business' / 'View Community' button; without it, no button. */
  onView?: (request: MapDetailRequest) => void;
}

/**
 * A business marker's details: the map's answer names it, its category and place; the popup
 * loads the rest (description, address, contacts) with GET /api/businesses/:id, in the UI language.
 */
function BusinessDetails({ marker }: { marker: MapMarker }) {
  const { t } = useTranslation(['directory', 'common']);
  const { currentData: business, isError, isFetching, refetch } = useGetBusinessQuery({ id: marker.id });
  if (business) {
    return (
      <>
        <FallbackMarker text={[business.nameI18n, business.descriptionI18n]} />
        <Description>{business.description}</Description>
        <Contacts>
          <li>
            <MapPinIcon aria-hidden="true" />
            <span>{business.address}</span>
          </li>
          <ContactLinkItems {...businessContacts(business)} />
        </Contacts>
      </>
    );
  }
  if (isError && !isFetching) {
    return (
      <Status role="alert">
        {t('map.detailsError')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Status>
    );
  }
  return <Status role="status">{t('map.detailsLoading')}</Status>;
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
      <div>
        {point.kind === 'business' ? (
          <Badge variant="category">
            {t(`common:categories.${point.item.category}`, { defaultValue: point.item.category })}
          </Badge>
        ) : (
          <Badge variant="accent">{t('map.communityBadge')}</Badge>
        )}
      </div>
      {point.kind === 'business' ? (
        <BusinessDetails marker={point.item} />
      ) : (
        <>
          <FallbackMarker text={[point.item.nameI18n, point.item.descriptionI18n]} />
          <Description>{point.item.description}</Description>
          <Contacts>
            <ContactLinkItems {...communityContacts(point)} />
          </Contacts>
        </>
      )}
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
