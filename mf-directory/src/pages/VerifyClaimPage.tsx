import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CheckedClaim } from '@byp/contracts';
import { DATE_TIME_PATTERN, formatDate, useContentLanguage } from '@byp/platform';
import { Button, Field, Input } from '@byp/ui';
import { useCheckClaimMutation, useRedeemClaimMutation } from '../features/offers/api/offersApi';
import { formatClaimCode } from '../features/offers/lib/claimCode';
import { readVerificationLink, rememberKey } from '../features/offers/hooks/verificationLink';
import type { DirectoryKey } from '../i18n/registerDirectoryTranslations';

const Page = styled.section`
  display: grid;
  gap: 1rem;
  max-width: 32rem;
  h1,
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Result = styled.div<{ $tone: 'ok' | 'warn' | 'error' }>`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ $tone, theme }) => ($tone === 'ok' ? theme.colors.primary : $tone === 'warn' ? '#d97706' : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
  p + p {
    margin-top: 0.25rem;
  }
`;

/** The server's refusals at the till and their translation keys. */
const TILL_ERRORS: Record<string, DirectoryKey> = {
  'Claim code not found': 'verify.notFound',
  'Verification key is not valid': 'verify.wrongKey',
  'Offer not found': 'verify.offerNotFound',
  'Claim code has already been used': 'verify.alreadyUsed',
};

type Outcome =
  | { kind: 'checked' | 'redeemed' | 'alreadyUsed'; claim: CheckedClaim }
  | { kind: 'error'; messageKey: DirectoryKey };

const errorOf = (error: unknown): string | undefined =>
  (error as { data?: { error?: unknown } } | undefined)?.data?.error as string | undefined;

/**
 * /offers/verify: where a business (through the verification link the admin gave it) or an admin
 * checks a visitor's claim code and marks it used (issue 28). No login: the offer's key is the
 * permission, and the server checks it on every request.
 */
export function VerifyClaimPage() {
  const { t, i18n } = useTranslation('directory');
  const lang = useContentLanguage();
  const [link] = useState(readVerificationLink);
  const [key, setKey] = useState(link.key);
  const [code, setCode] = useState(link.code);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [check, checking] = useCheckClaimMutation();
  const [redeem, redeeming] = useRedeemClaimMutation();
  const busy = checking.isLoading || redeeming.isLoading;

  const run = async (action: 'check' | 'redeem') => {
    if (!code.trim() || !key.trim() || busy) return;
    rememberKey(link.offerId, key.trim());
    const args = { offerId: link.offerId, code: code.trim(), key: key.trim(), lang };
    try {
      const claim = await (action === 'check' ? check(args) : redeem(args)).unwrap();
      setOutcome({ kind: action === 'check' ? 'checked' : 'redeemed', claim });
    } catch (error) {
      const message = errorOf(error);
      if (message === 'Claim code has already been used') {
        // Say when: the check answers the date it was used.
        const claim = await check(args)
          .unwrap()
          .catch(() => undefined);
        if (claim) return setOutcome({ kind: 'alreadyUsed', claim });
      }
      setOutcome({
        kind: 'error',
        messageKey: (message ? TILL_ERRORS[message] : undefined) ?? 'verify.failed',
      });
    }
  };

  // A customer's QR code opened this page with the code filled in: check it at once.
  // Once, for the link the page opened with.
  const autoChecked = useRef(false);
  const checkOpenedLink = useEffectEvent(() => {
    if (autoChecked.current || !link.offerId || !link.code || !link.key) return;
    autoChecked.current = true;
    void run('check');
  });
  useEffect(() => checkOpenedLink(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('check');
  };
  const when = (iso: string) => formatDate(iso, DATE_TIME_PATTERN, i18n.language);

  return (
    <Page aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      {!link.offerId ? (
        <Muted>{t('verify.noOffer')}</Muted>
      ) : (
        <>
          <Muted>{t('verify.intro')}</Muted>
          <Form noValidate onSubmit={submit}>
            {link.key ? null : (
              <Field label={t('verify.key')} required hint={t('verify.keyHint')}>
                <Input
                  value={key}
                  onChange={(event) => setKey(event.target.value)}
                  autoComplete="off"
                  maxLength={128}
                />
              </Field>
            )}
            <Field label={t('verify.code')} required>
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                data-autofocus
              />
            </Field>
            <Actions>
              <Button type="submit" variant="primary" disabled={busy || !code.trim() || !key.trim()}>
                {t('verify.check')}
              </Button>
              <Button
                variant="secondary"
                disabled={busy || !code.trim() || !key.trim() || outcome?.kind === 'redeemed'}
                onClick={() => void run('redeem')}
              >
                {t('verify.markUsed')}
              </Button>
            </Actions>
          </Form>
          <div role="status" aria-live="polite">
            {outcome === null ? null : outcome.kind === 'error' ? (
              <Result $tone="error">
                <p>{t(outcome.messageKey)}</p>
              </Result>
            ) : (
              <Result
                $tone={
                  outcome.kind === 'alreadyUsed' || (outcome.kind === 'checked' && outcome.claim.redeemedAt)
                    ? 'warn'
                    : 'ok'
                }
                data-testid="verify-result"
              >
                <p>
                  <strong>{formatClaimCode(outcome.claim.code)}</strong> · {outcome.claim.offerTitle} ·{' '}
                  {outcome.claim.businessName}
                </p>
                <p>
                  {outcome.kind === 'redeemed'
                    ? t('verify.markedUsed', {
                        date: when(outcome.claim.redeemedAt ?? new Date().toISOString()),
                      })
                    : outcome.claim.redeemedAt
                      ? t('verify.usedOn', { date: when(outcome.claim.redeemedAt) })
                      : t('verify.valid', { date: when(outcome.claim.claimedAt) })}
                </p>
              </Result>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
