import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatRating, RATING_SCALE } from '@byp/contracts';
import { StarIcon, VisuallyHidden } from '@byp/ui';

export { formatRating, RATING_SCALE };

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stars = styled.span`
  position: relative;
  display: inline-flex;
  line-height: 0;
  color: ${({ theme }) => theme.colors.border};
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    fill: currentColor;
    stroke: none;
  }
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  display: inline-flex;
  overflow: hidden;
  color: #e0a800;
`;

const Value = styled.span`
  font-weight: 700;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Five stars filled to the rating, the rating with one decimal and, if given, the review count. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const { t, i18n } = useTranslation('directory');
  const clamped = Math.max(0, Math.min(RATING_SCALE, Number(rating) || 0));
  const value = formatRating(clamped, i18n.language);
  const stars = Array.from({ length: RATING_SCALE }, (_, index) => (
    <StarIcon key={index} aria-hidden="true" />
  ));
  return (
    <Row>
      <Stars aria-hidden="true">
        {stars}
        <Filled style={{ width: `${(clamped / RATING_SCALE) * 100}%` }}>{stars}</Filled>
      </Stars>
      <VisuallyHidden>{t('rating.label', { value, max: RATING_SCALE })}</VisuallyHidden>
      <Value aria-hidden="true">{value}</Value>
      {reviewCount !== undefined ? <Count>({t('rating.reviews', { count: reviewCount })})</Count> : null}
    </Row>
  );
}
