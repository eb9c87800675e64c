import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Says which language a table's inline name/title edits change (the UI's; the Edit dialog has both). */
export function InlineLanguageNote() {
  const { t } = useTranslation('admin');
  return <Note>{t('inline.note')}</Note>;
}
