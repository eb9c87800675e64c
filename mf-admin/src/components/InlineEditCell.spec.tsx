import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@byp/ui';
import { readDraft } from '../session/drafts';
import { InlineEditCell, type InlineEditCellProps } from './InlineEditCell';

const LABEL = 'Edit Email of Kalyna Bakery';
const DRAFT = 'businesses:b1:email';

/** The cell as a table shows it: the stored value changes only when the "server" saved it. */
function Harness({
  save,
  ...props
}: Partial<InlineEditCellProps> & { save: (value: string) => Promise<void> }) {
  const [stored, setStored] = useState('old@example.com');
  return (
    <ThemeProvider theme={lightTheme}>
      <InlineEditCell
        value={stored}
        label={LABEL}
        draftKey={DRAFT}
        onSave={async (value) => {
          await save(value);
          setStored(value);
        }}
        {...props}
      />
      <button type="button">elsewhere</button>
    </ThemeProvider>
  );
}

const cell = () => screen.getByRole('button', { name: new RegExp(LABEL) });
const editor = () => screen.getByRole('textbox', { name: LABEL });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => sessionStorage.clear());

describe('InlineEditCell', () => {
  it('opens an editor with the value on click, and Enter saves the trimmed text', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    render(<Harness save={save} />);
    expect(cell().textContent).toContain('old@example.com');

    fireEvent.click(cell());
    expect((editor() as HTMLInputElement).value).toBe('old@example.com');
    expect(document.activeElement).toBe(editor());
    fireEvent.change(editor(), { target: { value: '  new@example.com ' } });
    fireEvent.keyDown(editor(), { key: 'Enter' });

    expect(save).toHaveBeenCalledWith('new@example.com');
    await waitFor(() => expect(cell().getAttribute('aria-busy')).toBe('false'));
    expect(cell().textContent).toContain('new@example.com');
    expect(save).toHaveBeenCalledTimes(1);
    expect(readDraft(DRAFT)).toBeUndefined();
  });

  it('saves when the editor loses focus', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    render(<Harness save={save} />);
    fireEvent.click(cell());
    fireEvent.change(editor(), { target: { value: 'blur@example.com' } });
    fireEvent.blur(editor());
    expect(save).toHaveBeenCalledWith('blur@example.com');
    await waitFor(() => expect(cell().textContent).toContain('blur@example.com'));
  });

  it('Escape cancels: the old value stays, nothing is sent, focus returns to the cell', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    render(<Harness save={save} />);
    fireEvent.click(cell());
    fireEvent.change(editor(), { target: { value: 'cancelled@example.com' } });
    fireEvent.keyDown(editor(), { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell().textContent).toContain('old@example.com');
    expect(save).not.toHaveBeenCalled();
    expect(readDraft(DRAFT)).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(cell()));
  });

  it('sends nothing when the text did not change', () => {
    const save = jest.fn().mockResolvedValue(undefined);
    render(<Harness save={save} />);
    fireEvent.click(cell());
    fireEvent.keyDown(editor(), { key: 'Enter' });
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the new value while saving and puts the old one back when the save fails', async () => {
    const pending = deferred();
    render(<Harness save={() => pending.promise} />);
    fireEvent.click(cell());
    fireEvent.change(editor(), { target: { value: 'broken@example.com' } });
    fireEvent.keyDown(editor(), { key: 'Enter' });
    expect(cell().textContent).toContain('broken@example.com');
    expect(cell().getAttribute('aria-busy')).toBe('true');

    await act(async () => {
      pending.reject({ status: 400, data: { statusCode: 400, error: 'Validation failed' } });
      await pending.promise.catch(() => undefined);
    });
    await waitFor(() => expect(cell().getAttribute('aria-busy')).toBe('false'));
    expect(cell().textContent).toContain('old@example.com');
    expect(readDraft(DRAFT)).toBeUndefined();
  });

  it('keeps the unsaved text when the session ended (401), and reopens with it', async () => {
    const save = jest
      .fn()
      .mockRejectedValue({ status: 401, data: { statusCode: 401, error: 'Unauthorized' } });
    const first = render(<Harness save={save} />);
    fireEvent.click(cell());
    fireEvent.change(editor(), { target: { value: 'kept@example.com' } });
    fireEvent.keyDown(editor(), { key: 'Enter' });
    await waitFor(() => expect(cell().textContent).toContain('old@example.com'));
    expect(readDraft(DRAFT)).toBe('kept@example.com');

    // After the next login the page renders again: the cell comes back in edit mode with the text.
    first.unmount();
    render(<Harness save={jest.fn().mockResolvedValue(undefined)} />);
    expect((editor() as HTMLInputElement).value).toBe('kept@example.com');
  });

  it('keeps the text typed so far while editing (for a session that ends before saving)', () => {
    render(<Harness save={jest.fn()} />);
    fireEvent.click(cell());
    fireEvent.change(editor(), { target: { value: 'typing@exa' } });
    expect(readDraft(DRAFT)).toBe('typing@exa');
  });

  it('Shift+Enter adds a line in a multi-line cell; Enter saves', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    render(<Harness save={save} multiline />);
    fireEvent.click(cell());
    fireEvent.keyDown(editor(), { key: 'Enter', shiftKey: true });
    expect(save).not.toHaveBeenCalled();
    expect(editor().tagName).toBe('TEXTAREA');
    fireEvent.change(editor(), { target: { value: 'line one\nline two' } });
    fireEvent.keyDown(editor(), { key: 'Enter' });
    expect(save).toHaveBeenCalledWith('line one\nline two');
    await waitFor(() => expect(cell().getAttribute('aria-busy')).toBe('false'));
    expect(cell().textContent).toContain('line one');
  });

  it('edits a choice with a select, showing the chosen label', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    render(
      <Harness
        save={save}
        options={[
          { value: 'old@example.com', label: 'Dining' },
          { value: 'shop', label: 'Shops' },
        ]}
        format={(v) => (v === 'shop' ? 'Shops' : 'Dining')}
      />,
    );
    expect(cell().textContent).toContain('Dining');
    fireEvent.click(cell());
    const select = screen.getByRole('combobox', { name: LABEL });
    fireEvent.change(select, { target: { value: 'shop' } });
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(save).toHaveBeenCalledWith('shop');
    await waitFor(() => expect(cell().textContent).toContain('Shops'));
  });

  it('shows the placeholder for an empty value', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <InlineEditCell value="" label={LABEL} draftKey={DRAFT} onSave={jest.fn()} placeholder="—" />
      </ThemeProvider>,
    );
    expect(cell().textContent).toContain('—');
  });
});
