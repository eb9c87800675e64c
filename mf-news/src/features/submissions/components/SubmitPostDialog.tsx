import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, PlusIcon } from '@byp/ui';

export const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

export const Row = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A 'Submit …' button and its dialog (spec: max width 2xl). The form's state lives in the caller,
 * above the dialog, so nothing typed is lost when the dialog is closed or the server refuses it.
 */
export function SubmitPostDialog({
  prefix,
  open,
  setOpen,
  children,
}: {
  prefix: 'submitEvent' | 'submitNews';
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('news');
  const close = () => setOpen(false);
  return (
    <>
      <Button variant={prefix === 'submitEvent' ? 'primary' : 'accent'} onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {t(`${prefix}.open`)}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t(`${prefix}.title`)}
        description={t(`${prefix}.description`)}
        closeLabel={t('common:actions.close')}
        size="2xl"
      >
        {children}
      </Dialog>
    </>
  );
}
