import { useTranslation } from 'react-i18next';
import { selectIsFavourite, toggleFavourite, useAppDispatch, useAppSelector } from '@byp/platform';
import { HeartIcon, IconButton, type ButtonVariant } from '@byp/ui';

/** Adds a business to the session's favourites or removes it (aria-pressed tells which). */
export function FavouriteButton({
  businessId,
  variant = 'secondary',
}: {
  businessId: string;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation('directory');
  const dispatch = useAppDispatch();
  const isFavourite = useAppSelector((state) => selectIsFavourite(state, businessId));
  return (
    <IconButton
      label={isFavourite ? t('favourites.remove') : t('favourites.add')}
      aria-pressed={isFavourite}
      variant={variant}
      size="sm"
      icon={
        <HeartIcon fill={isFavourite ? 'currentColor' : 'none'} color={isFavourite ? '#d92d20' : undefined} />
      }
      onClick={() => dispatch(toggleFavourite(businessId))}
    />
  );
}
