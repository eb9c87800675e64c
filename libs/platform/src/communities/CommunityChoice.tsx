import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Select } from '@byp/ui';
import { useGetCommunitiesQuery } from './communitiesApi';

export interface CommunityChoiceProps {
  /** The selected community's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  /** The field's label; 'Community' unless the form says more. */
  label?: ReactNode;
  /** The first option, which names none; 'None of the list' unless the form says otherwise. */
  noneLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/**
 * Which approved community runs an event or a news post (issue 27): the public event and news
 * forms (mf-news) and the admin post form (mf-admin) pick from the same list, in the UI language.
 */
export function CommunityChoice({
  value,
  onChange,
  label,
  noneLabel,
  hint,
  error,
  id,
}: CommunityChoiceProps) {
  const { t } = useTranslation('common');
  const { data: communities, isLoading } = useGetCommunitiesQuery();
  return (
    <Field label={label ?? t('communityChoice.label')} hint={hint} error={error}>
      <Select id={id} value={value} aria-busy={isLoading} onChange={(event) => onChange(event.target.value)}>
        <option value="">{noneLabel ?? t('communityChoice.none')}</option>
        {(communities ?? []).map((community) => (
          <option key={community.id} value={community.id}>
            {community.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
