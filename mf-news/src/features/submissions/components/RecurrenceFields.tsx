import { useTranslation } from 'react-i18next';
import { RECURRENCE_FREQUENCIES, RECURRENCE_LIMITS, type RecurrenceFrequency } from '@byp/contracts';
import { Field, FormRow, Input, Select } from '@byp/ui';
import type { EventFormValues } from '../hooks/postFormRules';

type RepeatField = 'repeat' | 'repeatEnds' | 'repeatUntil' | 'repeatCount';

/**
 * The public event form's repeat (issue 27): the common patterns, and an end date or a number of
 * dates. The weekday and the week of the month are the start's.
 */
export function RecurrenceFields({
  values,
  setValue,
  errorOf,
}: {
  values: EventFormValues;
  setValue: <K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) => void;
  errorOf: (field: keyof EventFormValues) => string | undefined;
}) {
  const { t } = useTranslation('news');
  const id = (field: RepeatField) => `submitEvent-${field}`;
  return (
    <>
      <FormRow>
        <Field label={t('form.repeat')}>
          <Select
            id={id('repeat')}
            value={values.repeat}
            onChange={(event) => setValue('repeat', event.target.value as RecurrenceFrequency | '')}
          >
            <option value="">{t('form.repeats.none')}</option>
            {RECURRENCE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`form.repeats.${frequency}`)}
              </option>
            ))}
          </Select>
        </Field>
        {values.repeat ? (
          <Field label={t('form.repeatEnds')}>
            <Select
              id={id('repeatEnds')}
              value={values.repeatEnds}
              onChange={(event) =>
                setValue('repeatEnds', event.target.value as EventFormValues['repeatEnds'])
              }
            >
              {(['never', 'until', 'count'] as const).map((ends) => (
                <option key={ends} value={ends}>
                  {t(`form.repeatEndsOptions.${ends}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </FormRow>
      {values.repeat && values.repeatEnds === 'until' ? (
        <Field label={t('form.repeatUntil')} required error={errorOf('repeatUntil')} hint={t('form.ukTime')}>
          <Input
            id={id('repeatUntil')}
            type="date"
            value={values.repeatUntil}
            onChange={(event) => setValue('repeatUntil', event.target.value)}
          />
        </Field>
      ) : null}
      {values.repeat && values.repeatEnds === 'count' ? (
        <Field label={t('form.repeatCount')} required error={errorOf('repeatCount')}>
          <Input
            id={id('repeatCount')}
            type="number"
            min={1}
            max={RECURRENCE_LIMITS.countMax}
            inputMode="numeric"
            value={values.repeatCount}
            onChange={(event) => setValue('repeatCount', event.target.value)}
          />
        </Field>
      ) : null}
    </>
  );
}
