import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BulkImportResult } from '@byp/contracts';
import { toast } from '@byp/platform';
import { Button, Table, TableScroll, UploadIcon } from '@byp/ui';
import { isSessionEnded } from '../../../session/drafts';
import { useAdminErrorMessage } from '../../../session/useAdminError';
import { useImportBusinessesMutation } from '../../../api/adminBusinessesApi';
import { csvErrorMessage } from '../csv/csvErrorMessage';
import { CsvFileError, isCsvFileName, previewCsv, type CsvPreview } from '../csv/csvPreview';

/** Spec section 9: CSV progress steps. */
const PROGRESS_STEPS = [25, 50, 75, 100] as const;
const PREVIEW_ROWS = 100;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  font-weight: 600;
`;

/** Spec: the error list scrolls in 24rem, the preview in 16rem. */
const ErrorArea = styled.section.attrs({ tabIndex: 0 })`
  max-height: 24rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.dangerText};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.75rem 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.dangerText};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const PreviewArea = styled.section`
  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > div {
    max-height: 16rem;
    overflow: auto;
  }
`;

const TemplateLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
`;

const Progress = styled.progress`
  width: 100%;
  height: 0.75rem;
`;

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Upload tab: file chosen → processing (25/50/75/100) → validated (errors + preview) → imported (reset). */
export function CsvUploadPanel() {
  const { t } = useTranslation(['admin', 'common']);
  const errorMessage = useAdminErrorMessage();
  const [importBusinesses, { isLoading: importing }] = useImportBusinessesMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setPreview(null);
    setProgress(null);
    setFileError(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setFileError(null);
    if (!file) return;
    if (!isCsvFileName(file.name)) {
      setFileError(t('upload.invalidFileType'));
      setProgress(null);
      return;
    }
    try {
      setProgress(PROGRESS_STEPS[0]);
      const text = await file.text();
      setProgress(PROGRESS_STEPS[1]);
      await nextFrame();
      const result = previewCsv(text);
      setProgress(PROGRESS_STEPS[2]);
      await nextFrame();
      setPreview(result);
      setProgress(PROGRESS_STEPS[3]);
    } catch (error) {
      setProgress(null);
      const reason = error instanceof CsvFileError ? error.reason : 'unreadable';
      setFileError(t(`upload.fileErrors.${reason}`));
      toast({ title: t('toasts.error'), description: t('toasts.uploadError'), variant: 'destructive' });
    }
  };

  const upload = async () => {
    if (!preview || preview.valid.length === 0) return;
    let result: BulkImportResult;
    try {
      result = await importBusinesses(preview.validCsv).unwrap();
    } catch (error) {
      if (!isSessionEnded(error))
        toast({
          title: t('upload.failedTitle'),
          description: errorMessage(error, t('upload.failedMessage')),
          variant: 'destructive',
        });
      return;
    }
    const created = result.created.length;
    if (result.failed.length === 0) {
      toast({ title: t('upload.successTitle'), description: t('upload.successMessage', { count: created }) });
    } else if (created === 0) {
      toast({
        title: t('upload.failedTitle'),
        description: t('upload.failedMessage'),
        variant: 'destructive',
      });
    } else {
      toast({
        title: t('upload.partialTitle'),
        description: [
          t('upload.partialMessage', { count: created }),
          ...result.failed.map((f) =>
            t('upload.failedRow', {
              row: preview.fileRowOf(f.row),
              name: f.name,
              errors: f.errors.map((e) => csvErrorMessage(e, t)).join('; '),
            }),
          ),
        ].join('\n'),
      });
    }
    reset();
  };

  return (
    <Panel>
      <Row>
        <TemplateLink href="/api/businesses/template" download="business_template.csv">
          {t('upload.template')}
        </TemplateLink>
      </Row>
      <FileLabel>
        {t('upload.chooseFile')}
        <input ref={inputRef} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </FileLabel>
      {fileError ? <p role="alert">{fileError}</p> : null}
      {progress !== null ? (
        <div>
          <Progress
            max={100}
            value={progress}
            aria-label={t('upload.progress')}
            aria-valuetext={`${progress}%`}
          />
          <span role="status">
            {progress === 100 ? t('upload.validated') : t('upload.processing', { progress })}
          </span>
        </div>
      ) : null}
      {preview ? (
        <>
          <p role="status">
            {t('upload.summary', { valid: preview.valid.length, count: preview.valid.length })}{' '}
            {t('upload.summaryErrors', { count: preview.errors.length })}
          </p>
          {preview.errors.length > 0 ? (
            <ErrorArea aria-labelledby="csv-errors-title">
              <h3 id="csv-errors-title">{t('upload.errorsTitle', { count: preview.errors.length })}</h3>
              <ul>
                {preview.errors.map((e) => (
                  <li key={e.row}>
                    {t('upload.rowError', {
                      row: e.row,
                      name: e.name || t('upload.unnamed'),
                      errors: e.errors.map((message) => csvErrorMessage(message, t)).join('; '),
                    })}
                  </li>
                ))}
              </ul>
            </ErrorArea>
          ) : null}
          {preview.valid.length > 0 ? (
            <PreviewArea aria-labelledby="csv-preview-title">
              <h3 id="csv-preview-title">{t('upload.previewTitle', { count: preview.valid.length })}</h3>
              <TableScroll>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">{t('upload.row')}</th>
                      <th scope="col">{t('fields.name')}</th>
                      <th scope="col">{t('upload.nameUk')}</th>
                      <th scope="col">{t('fields.category')}</th>
                      <th scope="col">{t('fields.address')}</th>
                      <th scope="col">{t('fields.email')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.valid.slice(0, PREVIEW_ROWS).map(({ row, business }) => (
                      <tr key={row}>
                        <td>{row}</td>
                        <td lang="en">{business.name}</td>
                        <td lang="uk">{business.nameUk ?? ''}</td>
                        <td>{t(`common:categories.${business.category}`)}</td>
                        <td>{business.address}</td>
                        <td>{business.email ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
              {preview.valid.length > PREVIEW_ROWS ? (
                <p>{t('upload.previewMore', { count: preview.valid.length - PREVIEW_ROWS })}</p>
              ) : null}
            </PreviewArea>
          ) : null}
          <Row>
            <Button disabled={preview.valid.length === 0 || importing} onClick={() => void upload()}>
              <UploadIcon />
              {importing ? t('upload.importing') : t('upload.import', { count: preview.valid.length })}
            </Button>
            <Button variant="secondary" onClick={reset}>
              {t('actions.cancel')}
            </Button>
          </Row>
        </>
      ) : null}
    </Panel>
  );
}
