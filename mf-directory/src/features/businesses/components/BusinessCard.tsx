import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Card, CardBody, CardTitle, MapPinIcon, VisuallyHidden } from '@byp/ui';
import type { Business } from '../api/businessesApi';

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Address = styled.p`
  margin: auto 0 0;
  display: flex;
  gap: 0.35rem;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; margin-top: 0.15rem; }
`;

export function BusinessCard({ business }: { business: Business }) {
  const { t } = useTranslation('directory');
  const categoryLabel = t(`common:categories.${business.category}`, { defaultValue: business.category });
  return (
    <Card aria-labelledby={`business-${business.id}-name`}>
      <CardBody>
        <div>
          <Badge variant="category">{categoryLabel}</Badge>
        </div>
        <CardTitle id={`business-${business.id}-name`}>{business.name}</CardTitle>
        <Description>{business.description}</Description>
        <Address>
          <MapPinIcon aria-hidden="true" />
          <span>
            <VisuallyHidden>{t('businesses.address')}: </VisuallyHidden>
            {business.address}
          </span>
        </Address>
      </CardBody>
    </Card>
  );
}
