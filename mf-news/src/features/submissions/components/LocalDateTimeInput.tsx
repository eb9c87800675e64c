import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@byp/ui';
import {
  dateTimeTextShape,
  formatLocalDateTimeText,
  parseLocalDateTimeText,
} from '../hooks/localDateTimeText';

export interface LocalDateTimeInputProps {
  id: string;
  /** The `datetime-local` value ('2031-05-20T18:30', UK time), or the text typed while it is not one. */
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  required?: boolean;
}

/**
 * A date and time typed in the app's language (day first, 24-hour), not in the browser's own
 * format: a plain text box, so screen readers and keyboards treat it like any other field, and
 * its shape is the placeholder and the field's hint. What is typed stays as typed; the form gets
 * the `datetime-local` value once the text is a date and time, else the text (its rules then say
 * the value is invalid).
 */
export function LocalDateTimeInput({ value, onChange, ...inputProps }: LocalDateTimeInputProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => formatLocalDateTimeText(value, language));
  const [shown, setShown] = useState({ value, language });
  // A value set from outside (the form's reset) or a language switch redraws the text.
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if ((parseLocalDateTimeText(text) ?? text.trim()) !== value || shown.language !== language)
      setText(formatLocalDateTimeText(value, language));
  }

  return (
    <Input
      {...inputProps}
      type="text"
      inputMode="text"
      autoComplete="off"
      value={text}
      placeholder={dateTimeTextShape(language)}
      onChange={(event) => {
        const typed = event.target.value;
        const next = parseLocalDateTimeText(typed) ?? typed.trim();
        setText(typed);
        setShown({ value: next, language });
        onChange(next);
      }}
    />
  );
}
