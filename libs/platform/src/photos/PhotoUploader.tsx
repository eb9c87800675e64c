import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PHOTO_ACCEPT, PHOTO_LIMITS, parsePhotoUrl, type PhotoOwnerKind } from '@byp/contracts';
import { Button, Spinner, VisuallyHidden } from '@byp/ui';
import { PhotoUploadError, photoUploadErrorCode, uploadPhoto } from './uploadPhoto';
import { usePhotoPreviews } from './usePhotoPreviews';
import { moveItem } from './moveItem';

const Box = styled.fieldset`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.75rem;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ol`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.5rem;
`;

const Item = styled.li<{ $dragging: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.25rem;
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  cursor: grab;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.skeleton};
  }
  .cover {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin-top: 0.25rem;
  }
`;

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.4rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  font-weight: 600;
`;

const Errors = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.1rem;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A photo's buttons, by what they do (the focus returns to one after a move). */
type Control = 'earlier' | 'later' | 'cover' | 'remove';

export interface PhotoUploaderProps {
  /** Which service keeps the uploads (businesses: svc-catalog, communities: svc-content). */
  kind: PhotoOwnerKind;
  /** The form's images in order, cover first: heroImage, then galleryImages (uploaded and pasted alike). */
  images: string[];
  onChange: (images: string[]) => void;
  /** Admin screens: photos not public yet are fetched with the admin's token to be shown. */
  admin?: boolean;
  /** A draft id per form (at most 8 uploads each); a new one when the form is cleared. */
  draft: string;
}

/**
 * Photos of a form (issue 26): pick files (JPEG, PNG, WebP, HEIC from a phone), each uploaded at
 * once; drag to reorder, or use each photo's move buttons (keyboard and screen readers); the
 * first is the cover (heroImage). Pasted URLs (the URL fields) appear here too and move alike.
 */
export function PhotoUploader({ kind, images, onChange, admin = false, draft }: PhotoUploaderProps) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const [uploading, setUploading] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const { srcOf, remember } = usePhotoPreviews(images, admin);
  const latest = useRef(images);
  latest.current = images;
  // Moving a photo re-inserts its list item, which takes the focus away from the button pressed:
  // the focus is put back on that photo's same button (or its nearest one) after the move.
  const items = useRef(new Map<string, HTMLLIElement>());
  const pickInput = useRef<HTMLInputElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ url: string | null; control: Control } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    const item = focusAfter.url ? items.current.get(focusAfter.url) : undefined;
    const target =
      item?.querySelector<HTMLButtonElement>(`button[data-control="${focusAfter.control}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button:not(:disabled)') ??
      pickInput.current;
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const uploadedCount = images.filter((url) => parsePhotoUrl(url)).length;

  const errorText = (name: string, error: unknown) =>
    t('photos.failed', {
      name,
      reason: t(`photos.errors.${photoUploadErrorCode(error)}`),
    });

  const pick = async (files: File[]) => {
    setErrors([]);
    const room = PHOTO_LIMITS.perOwner - uploadedCount - uploading.length;
    const accepted = files.slice(0, Math.max(0, room));
    const refused = files
      .slice(accepted.length)
      .map((f) => errorText(f.name, new PhotoUploadError('photo_limit_reached', '')));
    setUploading((u) => [...u, ...accepted.map((f) => f.name)]);
    const failures: string[] = [...refused];
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const photo = await uploadPhoto(kind, draft, file);
          remember(photo.url, file, draft);
          if (!latest.current.includes(photo.url)) {
            latest.current = [...latest.current, photo.url];
            onChange(latest.current);
          }
          setAnnouncement(t('photos.added', { name: file.name }));
        } catch (error) {
          failures.push(errorText(file.name, error));
        } finally {
          setUploading((u) => {
            const i = u.indexOf(file.name);
            return i < 0 ? u : [...u.slice(0, i), ...u.slice(i + 1)];
          });
        }
      }),
    );
    setErrors(failures);
  };

  const move = (from: number, to: number, control?: Control) => {
    if (to < 0 || to >= images.length || from === to) return;
    onChange(moveItem(images, from, to));
    if (control) setFocusAfter({ url: images[from], control });
    setAnnouncement(
      to === 0 ? t('photos.nowCover', { n: from + 1 }) : t('photos.moved', { n: from + 1, position: to + 1 }),
    );
  };
  const remove = (index: number) => {
    const rest = images.filter((_, i) => i !== index);
    onChange(rest);
    setFocusAfter({ url: rest[Math.min(index, rest.length - 1)] ?? null, control: 'remove' });
    setAnnouncement(t('photos.removed', { n: index + 1 }));
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <Box>
      <legend>{t('photos.legend')}</legend>
      <Hint id={`${inputId}-hint`}>{t('photos.hint', { max: PHOTO_LIMITS.perOwner })}</Hint>
      <FileInput
        ref={pickInput}
        id={inputId}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        aria-describedby={`${inputId}-hint`}
        disabled={uploadedCount >= PHOTO_LIMITS.perOwner}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void pick(files);
        }}
      />
      <PickLabel htmlFor={inputId}>
        {t('photos.pick')} ({uploadedCount}/{PHOTO_LIMITS.perOwner})
      </PickLabel>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {images.length > 0 || uploading.length > 0 ? (
        <List aria-label={t('photos.listLabel')}>
          {images.map((url, index) => (
            <Item
              key={url}
              ref={(element) => {
                if (element) items.current.set(url, element);
                else items.current.delete(url);
              }}
              draggable
              $dragging={dragged === index}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                // Firefox starts no drag without data.
                event.dataTransfer.setData('text/plain', String(index + 1));
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(null)}
              data-testid="photo-item"
            >
              <img
                src={srcOf(url)}
                alt={t('photos.alt', { n: index + 1, total: images.length })}
                width={160}
                height={90}
                loading="lazy"
                // The photo's item is what is dragged, not the image on its own.
                draggable={false}
              />
              {index === 0 ? <span className="cover">{t('photos.cover')}</span> : null}
              <div className="actions">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  data-control="earlier"
                  onClick={() => move(index, index - 1, 'earlier')}
                >
                  <span aria-hidden="true">←</span>
                  <VisuallyHidden>{t('photos.earlier', { n: index + 1 })}</VisuallyHidden>
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === images.length - 1}
                  data-control="later"
                  onClick={() => move(index, index + 1, 'later')}
                >
                  <span aria-hidden="true">→</span>
                  <VisuallyHidden>{t('photos.later', { n: index + 1 })}</VisuallyHidden>
                </Button>
                {index > 0 ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    data-control="cover"
                    onClick={() => move(index, 0, 'earlier')}
                  >
                    {t('photos.makeCover')}
                    <VisuallyHidden> ({t('photos.photoN', { n: index + 1 })})</VisuallyHidden>
                  </Button>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  data-control="remove"
                  onClick={() => remove(index)}
                >
                  {t('photos.remove')}
                  <VisuallyHidden> ({t('photos.photoN', { n: index + 1 })})</VisuallyHidden>
                </Button>
              </div>
            </Item>
          ))}
          {uploading.map((name, i) => (
            <Item key={`uploading-${i}-${name}`} $dragging={false} aria-busy="true">
              <Spinner label={t('photos.uploading', { name })} />
            </Item>
          ))}
        </List>
      ) : null}
      {errors.length > 0 ? (
        <Errors role="alert">
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </Errors>
      ) : null}
    </Box>
  );
}
