import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@byp/ui';
import type { CoordinatePickerProps } from '../../../lib/coordinates';

// OpenLayers loads with the picker, when a form draws it, never with the page.
const CoordinatePicker = lazy(() => import(/* webpackChunkName: "coordinate-picker" */ './CoordinatePicker'));

/** The coordinate picker, its code loaded when it is first drawn; a skeleton of its size until then. */
export function LazyCoordinatePicker(props: CoordinatePickerProps) {
  const { t } = useTranslation('directory');
  return (
    <Suspense fallback={<Skeleton $height="16rem" aria-label={t('coordinatePicker.loading')} />}>
      <CoordinatePicker {...props} />
    </Suspense>
  );
}
