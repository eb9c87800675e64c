import { cloneElement, forwardRef, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.dangerText};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input`
  ${control}
`;
export const Textarea = styled.textarea`
  ${control} min-height: 6rem;
  resize: vertical;
`;
export const Select = styled.select`
  ${control}
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  required?: boolean;
};

export interface FieldProps {
  label: ReactNode;
  /** One control (Input, Textarea, Select…); the Field wires id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled form control with an optional hint and an error message announced with it. */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, children, error, hint, required },
  ref,
) {
  const generatedId = useId();
  const id = (isValidElement(children) && children.props.id) || generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper ref={ref}>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {cloneElement(children, {
        id,
        required: required || children.props.required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
});
