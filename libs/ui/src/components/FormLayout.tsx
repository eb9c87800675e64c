import styled from 'styled-components';
import { Button } from './Button';

// The layout pieces of the public submission forms (directory and news), so every dialog form lines up alike.

export const FormStack = styled.form`
  display: grid;
  gap: 1rem;
`;

/** Fields side by side on wide screens, stacked on phones. */
export const FormRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

export const FormNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FormButtonsProps {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** While the form is being sent: the submit button is disabled and says it is busy. */
  busy: boolean;
}

/** A dialog form's Cancel and submit buttons, at its end. */
export function FormButtons({ cancelLabel, submitLabel, onCancel, busy }: FormButtonsProps) {
  return (
    <FormActions>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
