import { useState } from 'react';
import type { PhotoOwnerKind } from '@byp/contracts';
import { PhotoUploader } from './PhotoUploader';

/** A new draft id per mounted form: the service takes at most 8 uploads per draft. */
const newDraft = (): string => globalThis.crypto.randomUUID();

/**
 * The photo list of a form whose images are `heroImage` (the cover) and `galleryImages`: uploads
 * and reordering write both at once. Pasted URLs stay editable in the form's URL fields.
 */
export function FormPhotos({
  kind,
  hero,
  gallery,
  onChange,
  admin,
}: {
  kind: PhotoOwnerKind;
  hero: string;
  gallery: string[];
  onChange: (hero: string, gallery: string[]) => void;
  admin?: boolean;
}) {
  const [draft] = useState(newDraft);
  const images = [hero.trim(), ...gallery].filter((url) => url !== '');
  return (
    <PhotoUploader
      kind={kind}
      draft={draft}
      admin={admin}
      images={images}
      onChange={(list) => onChange(list[0] ?? '', list.slice(1))}
    />
  );
}
