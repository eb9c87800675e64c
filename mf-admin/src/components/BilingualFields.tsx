import { useTranslation } from 'react-i18next';
import { Field, Input, Textarea } from '@byp/ui';

/**
 * One content text of an admin form in both languages (issue 23): the English control keeps the
 * spec's label (and its star where the text is required: one of the two languages will do), the
 * Ukrainian one is labelled 'In Ukrainian' and described by its hint, so no two labels start alike.
 */
export function BilingualFields({
  label,
  required = false,
  multiline = false,
  english,
  ukrainian,
  onEnglish,
  onUkrainian,
  englishError,
  ukrainianError,
}: {
  label: string;
  required?: boolean;
  multiline?: boolean;
  english: string;
  ukrainian: string;
  onEnglish: (value: string) => void;
  onUkrainian: (value: string) => void;
  englishError?: string;
  ukrainianError?: string;
}) {
  const { t } = useTranslation('admin');
  const control = (value: string, lang: 'en' | 'uk', onChange: (value: string) => void) => {
    const props = { value, lang, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
    return multiline ? <Textarea {...props} /> : <Input {...props} />;
  };
  return (
    <>
      <Field label={label} required={required} error={englishError} hint={t('bilingual.inEnglish')}>
        {control(english, 'en', onEnglish)}
      </Field>
      <Field
        label={t('bilingual.inUkrainian')}
        error={ukrainianError}
        hint={t('bilingual.ukrainianHint', { field: label })}
      >
        {control(ukrainian, 'uk', onUkrainian)}
      </Field>
    </>
  );
}

/**
 * The values and setters of a text a form keeps as `field` (English) and `${field}Uk`
 * (Ukrainian), as BilingualFields takes them.
 */
export function bilingualPair<Field extends string>(
  values: Record<Field | `${Field}Uk`, string>,
  set: (key: Field | `${Field}Uk`, value: string) => void,
  field: Field,
) {
  const ukrainian = `${field}Uk` as const;
  return {
    english: values[field],
    ukrainian: values[ukrainian],
    onEnglish: (value: string) => set(field, value),
    onUkrainian: (value: string) => set(ukrainian, value),
  };
}
