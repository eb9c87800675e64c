import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, IconButton, Input, PlusIcon, TrashIcon } from '@byp/ui';

const AddRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.25rem 0.25rem 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

export interface UrlListFieldProps {
  inputId: string;
  label: string;
  /** The URL being typed, before it is added. */
  pendingUrl: string;
  onPendingUrlChange: (url: string) => void;
  urls: string[];
  onAdd: () => void;
  onRemove: (url: string) => void;
  error?: string;
  addLabel: string;
  listLabel: string;
  removeLabel: (url: string) => string;
}

/** A list of URLs built one at a time (gallery images, additional links): type, Add (or Enter), remove. */
export function UrlListField({
  inputId,
  label,
  pendingUrl,
  onPendingUrlChange,
  urls,
  onAdd,
  onRemove,
  error,
  addLabel,
  listLabel,
  removeLabel,
}: UrlListFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here adds the URL rather than sending the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd();
    }
  };
  return (
    <>
      <AddRow>
        <Field label={label} error={error}>
          <Input
            id={inputId}
            type="url"
            placeholder="https://"
            value={pendingUrl}
            onChange={(event) => onPendingUrlChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <Button variant="secondary" onClick={onAdd} disabled={!pendingUrl.trim()}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </AddRow>
      {urls.length > 0 ? (
        <List aria-label={listLabel}>
          {urls.map((url) => (
            <li key={url}>
              <span>{url}</span>
              <IconButton
                label={removeLabel(url)}
                icon={<TrashIcon />}
                size="sm"
                onClick={() => onRemove(url)}
              />
            </li>
          ))}
        </List>
      ) : null}
    </>
  );
}
