import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@byp/ui';
import { clearDraft, isSessionEnded, readDraft, saveDraft } from '../session/drafts';

/**
 * How a shown value wraps: between words (names, categories, text: "Entertainment" is never cut),
 * anywhere (URLs and handles, single long "words" that would widen the table) or not at all
 * (phones and emails, which read wrong split over lines; the table scrolls sideways instead).
 */
export type CellWrap = 'words' | 'anywhere' | 'none';
const WRAP_CSS: Record<CellWrap, string> = {
  words: 'overflow-wrap: break-word;',
  anywhere: 'overflow-wrap: anywhere;',
  none: 'white-space: nowrap;',
};

const Display = styled.button<{ $wrap: CellWrap }>`
  all: unset;
  box-sizing: border-box;
  display: block;
  width: 100%;
  min-height: 1.75rem;
  padding: 0.2rem 0.35rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: text;
  ${({ $wrap }) => WRAP_CSS[$wrap]}
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * While a cell is edited its column keeps its width (issue 28): the shown value stays in the cell,
 * invisible and without height, so the table lays the column out as before, and the editor only
 * fills that width (a percentage width gives a form control no minimum width of its own).
 */
const WidthKeeper = styled.span<{ $wrap: CellWrap }>`
  display: block;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  padding: 0 0.35rem;
  ${({ $wrap }) => WRAP_CSS[$wrap]}
`;

const editorStyle = `
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  min-height: 1.9rem;
  padding: 0.2rem 0.35rem;
  font: inherit;
`;
const EditorInput = styled.input`
  ${editorStyle}
`;
const EditorSelect = styled.select`
  ${editorStyle}
`;
const EditorTextarea = styled.textarea`
  ${editorStyle} min-height: 4rem;
`;

export interface InlineEditCellProps {
  value: string;
  /** Accessible name of the cell's button and editor, e.g. "Edit name of Kalyna Bakery". */
  label: string;
  /** Rejects when the save failed; the cell then shows the old value again. */
  onSave: (value: string) => Promise<void>;
  /** sessionStorage key of this cell's unsaved text (kept when the session ends mid-edit). */
  draftKey: string;
  options?: { value: string; label: string }[];
  multiline?: boolean;
  /** Shown for an empty value (the empty-cell text). */
  placeholder?: string;
  /** Shown instead of the placeholder for an empty value (a text's other language, marked). */
  emptyDisplay?: ReactNode;
  /** What the display shows for a value (e.g. a category's translated label). */
  format?: (value: string) => string;
  wrap?: CellWrap;
}

/**
 * A table cell edited in place (spec: Admin businesses): click (or Enter/Space on the focused
 * cell) to edit; Enter or leaving the field saves, Escape cancels. A failed save puts the old value
 * back (the caller shows the error). Shift+Enter adds a line break in multi-line cells.
 */
export function InlineEditCell({
  value,
  label,
  onSave,
  draftKey,
  options,
  multiline = false,
  placeholder = '—',
  emptyDisplay,
  format = (v) => v,
  wrap = 'words',
}: InlineEditCellProps) {
  const restored = readDraft<string>(draftKey);
  const [editing, setEditing] = useState(restored !== undefined);
  const [text, setText] = useState(restored ?? value);
  const [shown, setShown] = useState(value);
  const [saving, setSaving] = useState(false);
  const settled = useRef(false);
  const displayRef = useRef<HTMLButtonElement>(null);
  const editorRef = useRef<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!saving) setShown(value);
  }, [value, saving]);

  useEffect(() => {
    if (editing) editorRef.current?.focus();
  }, [editing]);

  const start = () => {
    settled.current = false;
    setText(value);
    saveDraft(draftKey, value);
    setEditing(true);
  };

  const finish = (focusDisplay: boolean) => {
    setEditing(false);
    if (focusDisplay) requestAnimationFrame(() => displayRef.current?.focus());
  };

  const cancel = () => {
    if (settled.current) return;
    settled.current = true;
    clearDraft(draftKey);
    finish(true);
  };

  const commit = async (focusDisplay: boolean) => {
    if (settled.current) return;
    settled.current = true;
    const next = text.trim();
    finish(focusDisplay);
    if (next === value.trim()) {
      clearDraft(draftKey);
      return;
    }
    setShown(next);
    setSaving(true);
    try {
      await onSave(next);
      clearDraft(draftKey);
    } catch (error) {
      // The old value comes back; a session that ended keeps the draft for after the next login.
      if (!isSessionEnded(error)) clearDraft(draftKey);
      setShown(value);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      void commit(true);
    }
  };

  const change = (next: string) => {
    setText(next);
    saveDraft(draftKey, next);
  };

  if (editing) {
    const common = {
      ref: editorRef,
      'aria-label': label,
      value: text,
      onKeyDown,
      onBlur: () => void commit(false),
    };
    const editor = options ? (
      <EditorSelect {...common} onChange={(e) => change(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </EditorSelect>
    ) : multiline ? (
      <EditorTextarea {...common} onChange={(e) => change(e.target.value)} />
    ) : (
      <EditorInput {...common} size={1} onChange={(e) => change(e.target.value)} />
    );
    return (
      <>
        <WidthKeeper aria-hidden="true" $wrap={wrap} data-testid="inline-width-keeper">
          {shown ? format(shown) : placeholder}
        </WidthKeeper>
        {editor}
      </>
    );
  }

  return (
    // Named by what it shows, then what it does: the visible text is part of the name (WCAG 2.5.3).
    <Display ref={displayRef} type="button" $wrap={wrap} aria-busy={saving} onClick={start}>
      {shown ? format(shown) : (emptyDisplay ?? <Empty>{placeholder}</Empty>)}
      <VisuallyHidden> ({label})</VisuallyHidden>
    </Display>
  );
}
