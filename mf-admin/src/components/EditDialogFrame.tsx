import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationTextKey } from '@byp/platform';
import { Button, Dialog } from '@byp/ui';
import { clearDraft, readDraft, saveDraft } from '../session/drafts';
import { FormFooter, FormGrid } from './FormLayout';

type Errors<V> = Partial<Record<keyof V, ValidationTextKey>>;

/**
 * The state of an admin edit form whose values survive an expired session (a session draft under
 * `draftKey`, cleared on close and on a successful save). `validate` returns a validation code per
 * field (`required`, `invalidUrl`, …), shown translated through `common:validation`.
 */
export function useDraftForm<V extends object, Changes>({
  draftKey,
  initial,
  validate,
  toChanges,
  onSave,
  onClose,
}: {
  draftKey: string;
  initial: () => V;
  validate: (values: V) => Errors<V>;
  toChanges: (values: V) => Changes;
  /** Resolves true when saved. */
  onSave: (changes: Changes) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [values, setValues] = useState<V>(() => readDraft<V>(draftKey) ?? initial());
  const [errors, setErrors] = useState<Errors<V>>({});
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => {
      const next = { ...current, [key]: value };
      saveDraft(draftKey, next);
      return next;
    });
  const close = () => {
    clearDraft(draftKey);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(toChanges(values))) clearDraft(draftKey);
  };
  const message = (key: keyof V) => {
    const code: ValidationTextKey | undefined = errors[key];
    return code ? t(`common:validation.${code}`) : undefined;
  };
  return { values, set, close, submit, message };
}

/** An admin edit dialog: a 2xl dialog around a two-column form with Cancel and Save. */
export function EditDialogFrame({
  title,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The form's fields, laid out in the form grid. */
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t('actions.close')} size="2xl">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormGrid>{children}</FormGrid>
        <FormFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit">{t('actions.save')}</Button>
        </FormFooter>
      </form>
    </Dialog>
  );
}
