import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZER_TYPES, type OrganizerType } from '@byp/contracts';
import { CommunityChoice } from '@byp/platform';
import { Field, FormButtons, FormNote, FormRow, FormStack, Input, Select, Switch } from '@byp/ui';
import { RecurrenceFields } from './RecurrenceFields';
import {
  EMPTY_EVENT_FORM,
  toEventInput,
  validateEventField,
  type EventFormValues,
} from '../hooks/postFormRules';
import { usePostForm, type PostFormState } from '../hooks/usePostForm';
import { formatLocalDateTimeText } from '../hooks/localDateTimeText';
import { BilingualTextFields } from './BilingualTextFields';
import { LocalDateTimeInput } from './LocalDateTimeInput';
import { SubmitPostDialog } from './SubmitPostDialog';
import type en from '../../../i18n/en.json';

const EVENT_FORM = {
  prefix: 'submitEvent',
  empty: EMPTY_EVENT_FORM,
  validateField: validateEventField,
  toInput: toEventInput,
} as const;

type TextField = 'locationName' | 'address' | 'contactEmail' | 'externalUrl';

function SubmitEventForm({ form, onCancel }: { form: PostFormState<EventFormValues>; onCancel: () => void }) {
  const { t, i18n } = useTranslation(['news', 'common']);
  const { values, errors, isLoading, setValue, submit, message } = form;
  const label = (field: keyof (typeof en)['submitEvent']['fields']) => t(`submitEvent.fields.${field}`);
  const errorOf = (field: keyof EventFormValues) => (errors[field] ? message(errors[field]!) : undefined);
  const bilingual = { values, errorOf, setValue };

  const textInput = (
    field: TextField,
    type = 'text',
    extra: { required?: boolean; hint?: string; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <Field label={label(field)} required={extra.required} error={errorOf(field)} hint={extra.hint}>
      <Input
        id={`submitEvent-${field}`}
        type={type}
        value={values[field]}
        placeholder={extra.placeholder}
        autoComplete={extra.autoComplete}
        onChange={(event) => setValue(field, event.target.value)}
      />
    </Field>
  );

  // Typed day first with a 24-hour time in the app's language, not the browser's date format.
  const dateTimeInput = (field: 'startAt' | 'endAt', required?: boolean) => (
    <Field
      label={label(field)}
      required={required}
      error={errorOf(field)}
      hint={t('form.dateTimeHint', { example: formatLocalDateTimeText('2031-05-20T18:30', i18n.language) })}
    >
      <LocalDateTimeInput
        id={`submitEvent-${field}`}
        value={values[field]}
        onChange={(v) => setValue(field, v)}
      />
    </Field>
  );

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)} aria-describedby="submitEvent-note">
      <FormNote id="submitEvent-note">{t('form.requiredNote')}</FormNote>
      <FormRow>
        <BilingualTextFields prefix="submitEvent" field="title" {...bilingual} />
      </FormRow>
      <BilingualTextFields prefix="submitEvent" field="body" multiline {...bilingual} />
      <FormRow>
        {dateTimeInput('startAt', true)}
        {dateTimeInput('endAt')}
      </FormRow>
      <RecurrenceFields values={values} setValue={setValue} errorOf={errorOf} />
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <Switch
          id="submitEvent-isOnline"
          checked={values.isOnline}
          onCheckedChange={(checked) => setValue('isOnline', checked)}
          aria-labelledby="submitEvent-isOnline-label"
        />
        <span id="submitEvent-isOnline-label" style={{ fontWeight: 600 }}>
          {label('isOnline')}
        </span>
      </div>
      {values.isOnline ? null : (
        <FormRow>
          {textInput('locationName', 'text', { required: true })}
          {textInput('address', 'text', { autoComplete: 'street-address' })}
        </FormRow>
      )}
      <FormRow>
        <Field label={label('organizerType')}>
          <Select
            id="submitEvent-organizerType"
            value={values.organizerType}
            onChange={(event) => setValue('organizerType', event.target.value as OrganizerType)}
          >
            {ORGANIZER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`form.organizerTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        {values.organizerType === 'community' ? (
          <CommunityChoice
            id="submitEvent-organizerId"
            label={t('form.community')}
            noneLabel={t('form.chooseCommunity')}
            value={values.organizerId}
            onChange={(id) => setValue('organizerId', id)}
            error={errorOf('organizerId')}
          />
        ) : null}
      </FormRow>
      <FormRow>
        {textInput('contactEmail', 'email', { autoComplete: 'email' })}
        {textInput('externalUrl', 'url', { placeholder: 'https://' })}
      </FormRow>
      <FormButtons
        cancelLabel={t('common:actions.cancel')}
        submitLabel={t('submitEvent.submit')}
        onCancel={onCancel}
        busy={isLoading}
      />
    </FormStack>
  );
}

/** 'Submit Event' and its dialog: the public event form (spec section 5). */
export function SubmitEventDialog() {
  const [open, setOpen] = useState(false);
  const form = usePostForm<EventFormValues>(EVENT_FORM, () => setOpen(false));
  return (
    <SubmitPostDialog prefix="submitEvent" open={open} setOpen={setOpen}>
      <SubmitEventForm form={form} onCancel={() => setOpen(false)} />
    </SubmitPostDialog>
  );
}
