import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@byp/ui';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 1rem;
`;

/** Shown on admin pages while a stored token is being validated, instead of redirecting. */
export function SessionCheckSpinner() {
  const { t } = useTranslation('admin');
  return (
    <Centered>
      <Spinner label={t('login.checkingSession')} />
    </Centered>
  );
}
