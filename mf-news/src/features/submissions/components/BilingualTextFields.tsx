import { useTranslation } from 'react-i18next';
import { Field, Input, Textarea } from '@byp/ui';
import type { BilingualPostValues } from '../hooks/postFormRules';

/**
 * One text of a post form in both languages (issue 23): the English control keeps the spec's
 * label (and its star: the text itself is required), the Ukrainian one beside it is labelled
 * 'In Ukrainian' and described by its hint, so no two labels start with the same words.
 */
export function BilingualTextFields({
  prefix,
  field,
  multiline = false,
  values,
  errorOf,
  setValue,
  hint,
}: {
  prefix: 'submitEvent' | 'submitNews';
  field: 'title' | 'body';
  multiline?: boolean;
  values: BilingualPostValues;
  errorOf: (field: keyof BilingualPostValues) => string | undefined;
  setValue: (field: keyof BilingualPostValues, value: string) => void;
  /** A rule both languages follow (the news text's minimum length). */
  hint?: string;
}) {
  const { t } = useTranslation('news');
  const ukrainian = `${field}Uk` as const;
  const control = (id: keyof BilingualPostValues, lang: 'en' | 'uk') => {
    const props = {
      id: `${prefix}-${id}`,
      lang,
      value: values[id],
      onChange: (event: { target: { value: string } }) => setValue(id, event.target.value),
    };
    return multiline ? <Textarea {...props} /> : <Input {...props} />;
  };
  const withRule = (text: string) => (hint ? `${text} ${hint}` : text);
  return (
    <>
      <Field
        label={t(`${prefix}.fields.${field}`)}
        required
        error={errorOf(field)}
        hint={withRule(t('form.inEnglish'))}
      >
        {control(field, 'en')}
      </Field>
      <Field
        label={t('form.inUkrainian')}
        error={errorOf(ukrainian)}
        hint={withRule(t('form.ukrainianHint', { field: t(`${prefix}.fields.${ukrainian}`) }))}
      >
        {control(ukrainian, 'uk')}
      </Field>
    </>
  );
}
