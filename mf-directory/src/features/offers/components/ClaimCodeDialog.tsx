import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimedOffer } from '@byp/contracts';
import { DATE_TIME_PATTERN, formatDate } from '@byp/platform';
import { Button, Dialog } from '@byp/ui';
import { formatClaimCode, verifyLink } from '../lib/claimCode';

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  text-align: center;
  p {
    margin: 0;
  }
`;

const Code = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: 0.15em;
  /* The code is one word: never broken across lines. */
  white-space: nowrap;
`;

const Qr = styled.img`
  width: min(14rem, 70vw);
  height: auto;
  aspect-ratio: 1;
  background: #fff;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The QR code as an SVG data URL; qrcode is loaded only when a code is shown. */
function useQrCode(text: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!text) return undefined;
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // No QR code: the code itself is still shown, and is enough.
      });
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

export interface ClaimCodeDialogProps {
  claimed: ClaimedOffer | null;
  onClose: () => void;
}

/** The claim code to show at the till, large and with a QR code, and whether it has been used. */
export function ClaimCodeDialog({ claimed, onClose }: ClaimCodeDialogProps) {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const code = claimed?.claim.code;
  const qr = useQrCode(claimed && code ? verifyLink(window.location.origin, claimed.id, code) : undefined);
  return (
    <Dialog
      open={claimed !== null}
      onClose={onClose}
      title={t('offers.code.title')}
      description={
        claimed
          ? t('offers.code.description', { title: claimed.title, business: claimed.businessName ?? '' })
          : undefined
      }
      closeLabel={t('common:actions.close')}
      size="sm"
    >
      {claimed && code ? (
        <Body>
          <Code
            data-testid="claim-code"
            aria-label={t('offers.code.label', { code: code.split('').join(' ') })}
          >
            {formatClaimCode(code)}
          </Code>
          {qr ? <Qr src={qr} alt={t('offers.code.qrAlt', { code: formatClaimCode(code) })} /> : null}
          <Muted role="status">
            {claimed.claim.redeemedAt
              ? t('offers.code.used', {
                  date: formatDate(claimed.claim.redeemedAt, DATE_TIME_PATTERN, i18n.language),
                })
              : claimed.claim.repeated
                ? t('offers.code.again')
                : t('offers.code.notUsed')}
          </Muted>
          <Button variant="primary" onClick={onClose} data-autofocus>
            {t('offers.code.done')}
          </Button>
        </Body>
      ) : null}
    </Dialog>
  );
}
