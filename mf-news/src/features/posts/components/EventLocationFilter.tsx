import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, Input } from '@byp/ui';

/** The events view's place (`?location=`, as the directory's search bar keeps it). */
export const EVENT_LOCATION_PARAM = 'location';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    width: min(100%, 14rem);
  }
`;

/** The applied location of the events view, and a way to change it. */
export function useEventLocation(): [string, (location: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = params.get(EVENT_LOCATION_PARAM) ?? '';
  const apply = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next.trim()) changed.set(EVENT_LOCATION_PARAM, next.trim());
        else changed.delete(EVENT_LOCATION_PARAM);
        return changed;
      },
      { replace: true },
    );
  return [location, apply];
}

/**
 * Events at a place (issue 28): the server filters them (`GET /api/posts?type=event&location=`),
 * by the place name and address, or the place named in the text in either script.
 */
export function EventLocationFilter() {
  const { t } = useTranslation('news');
  const [location, apply] = useEventLocation();
  const [text, setText] = useState(location);
  const id = useId();
  useEffect(() => setText(location), [location]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };
  return (
    <Form role="search" aria-label={t('location.formLabel')} onSubmit={submit}>
      <label htmlFor={id}>
        {t('location.label')}
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={t('location.placeholder')}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" variant="primary" size="sm">
        {t('location.apply')}
      </Button>
      {location ? (
        <Button variant="ghost" size="sm" onClick={() => apply('')}>
          {t('location.clear')}
        </Button>
      ) : null}
    </Form>
  );
}
