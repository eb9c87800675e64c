import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, CheckIcon } from '@byp/ui';
import { useAdminErrorToast } from '../../../session/useAdminError';
import { useCreateBusinessMutation } from '../../../api/adminBusinessesApi';
import { BusinessForm, emptyBusinessForm } from './BusinessForm';

/** Spec section 9: the add-business success screen lasts 3 seconds. */
export const ADD_SUCCESS_SCREEN_MS = 3000;

const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 3rem 1rem;
  text-align: center;
  svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0;
  }
`;

/** Add tab: the form; after a save, a success screen with 'add another' for 3 seconds, then the form again. */
export function AddBusinessPanel() {
  const { t } = useTranslation('admin');
  const errorToast = useAdminErrorToast();
  const [create] = useCreateBusinessMutation();
  const [added, setAdded] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (added === null) return undefined;
    const timer = setTimeout(() => setAdded(null), ADD_SUCCESS_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [added]);

  if (added !== null) {
    return (
      <Success role="status">
        <CheckIcon aria-hidden="true" />
        <h2>{t('add.successTitle')}</h2>
        <p>{t('add.successMessage', { name: added })}</p>
        <Button onClick={() => setAdded(null)}>{t('add.addAnother')}</Button>
      </Success>
    );
  }

  return (
    <BusinessForm
      key={formKey}
      initial={emptyBusinessForm}
      draftKey="businesses:add"
      submitLabel={t('add.submit')}
      onSubmit={async (input) => {
        try {
          const business = await create(input).unwrap();
          setAdded(business.name);
          setFormKey((k) => k + 1);
          return true;
        } catch (error) {
          errorToast(error, t('toasts.uploadError'));
          return false;
        }
      }}
    />
  );
}
