import { useTranslation } from 'react-i18next';
import type { I18nText } from '@byp/contracts';
import { InlineEditCell, type CellWrap } from './InlineEditCell';
import { useContentLanguage } from '@byp/platform';
import { bothOf, fieldIn, LocalizedValue } from './LocalizedContent';

export type BilingualField = 'name' | 'description' | 'title' | 'body';

/**
 * An inline cell of a bilingual text (issue 23). It edits the value in the UI language: English
 * in the English interface, Ukrainian in the Ukrainian one (the column header and the accessible
 * name say which); the edit dialog has both. Where that language has no value, the cell shows the
 * other one, marked, and its editor starts empty. Clearing a value sends null for that language.
 */
export function LocalizedInlineCell({
  field,
  text,
  value,
  itemName,
  draftKey,
  onSave,
  multiline = false,
  wrap = 'words',
}: {
  field: BilingualField;
  text: I18nText | undefined;
  /** The spec field as read (used when the answer has no `<field>I18n`). */
  value: string;
  /** Names the row in the accessible name ("Edit Name of Kalyna Bakery"). */
  itemName: string;
  draftKey: string;
  onSave: (changes: Partial<Record<string, string | null>>) => Promise<void>;
  multiline?: boolean;
  wrap?: CellWrap;
}) {
  const { t } = useTranslation('admin');
  const language = useContentLanguage();
  const both = bothOf(text, value);
  return (
    <InlineEditCell
      value={both[language] ?? ''}
      emptyDisplay={<LocalizedValue text={both} value={value} />}
      multiline={multiline}
      wrap={wrap}
      label={t('manage.editField', { field: t(`inline.${field}`), name: itemName })}
      draftKey={`${draftKey}:${language}`}
      onSave={(next) => onSave({ [fieldIn(field, language)]: next === '' ? null : next })}
    />
  );
}
