import { firstCardsImagePriority } from '@byp/contracts';
import { Card, CardBody, CardGrid, Skeleton, VisuallyHidden } from '@byp/ui';

/** Spec section 9: six loading placeholders. */
export const LOADING_SKELETONS = 6;

/**
 * The pictures of a community list's first row load at once (the first with a high priority: on
 * /communities it is the largest thing on the first screen, which a lazy picture would make
 * later), the rest lazily as they near the screen. Business cards stay lazy. In @byp/contracts:
 * the served cards (issue 29) load theirs the same way.
 */
export { firstCardsImagePriority };

/** A grid of pulsing card placeholders while a list loads; screen readers hear `label` once. */
export function CardSkeletons({ label, testId }: { label: string; testId: string }) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <CardGrid aria-hidden="true">
        {Array.from({ length: LOADING_SKELETONS }, (_, index) => (
          <li key={index} data-testid={testId}>
            <Card as="div">
              <Skeleton $height="10rem" style={{ borderRadius: 0 }} />
              <CardBody>
                <Skeleton $width="30%" />
                <Skeleton $height="1.5rem" $width="70%" />
                <Skeleton $height="3rem" />
                <Skeleton $width="50%" />
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
