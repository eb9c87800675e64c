import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OpeningSchedule } from '@byp/contracts';
import { ClockIcon } from '@byp/ui';
import { openingStatusAt } from './openingStatus';
import { openingStatusText } from './openingStatusText';

const Line = styled.p<{ $open: boolean }>`
  margin: 0;
  display: flex;
  gap: 0.35rem;
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $open }) => ($open ? theme.colors.text : theme.colors.textMuted)};
  svg {
    flex: none;
  }
`;

export interface OpeningStatusLineProps {
  /** The business's schedule; null (unknown hours) shows nothing. */
  schedule: OpeningSchedule | null;
  /** The current instant (ms), from the page's ticking clock. */
  now: number;
}

/** A card's or a detail's 'Open now · closes 18:00' line, in London time. */
export function OpeningStatusLine({ schedule, now }: OpeningStatusLineProps) {
  const { t, i18n } = useTranslation('directory');
  if (!schedule) return null;
  const status = openingStatusAt(schedule, now);
  return (
    <Line $open={status.state === 'open'} data-testid="opening-status">
      <ClockIcon aria-hidden="true" />
      <span>{openingStatusText(status, t, i18n.language)}</span>
    </Line>
  );
}
