import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiErrorMessage, toast, useLoginMutation, type LoginError } from '@byp/platform';
import { Button, Field, Input } from '@byp/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

type FieldName = 'username' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

const SECONDS_PER_MINUTE = 60;

function isLoginError(error: unknown): error is LoginError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * The admin login form (spec: Admin login, section 8). Both fields are required; the toast says
 * how it went. On success the session is in the store and the login page moves on.
 */
export function LoginForm() {
  const { t } = useTranslation(['admin', 'common']);
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!values.username.trim()) found.username = t('common:validation.required');
    // Spaces are part of a password, so only an empty one is missing.
    if (!values.password) found.password = t('common:validation.required');
    return found;
  };

  const reportFailure = (error: unknown) => {
    if (!isLoginError(error)) {
      toast({ variant: 'destructive', title: t('login.failed') });
      return;
    }
    if (error.status === 401) {
      toast({
        variant: 'destructive',
        title: t('login.invalidCredentials'),
        description: t('login.invalidUsernameOrPassword'),
      });
    } else if (error.status === 429) {
      const minutes = error.retryAfterSeconds
        ? Math.ceil(error.retryAfterSeconds / SECONDS_PER_MINUTE)
        : undefined;
      toast({
        variant: 'destructive',
        title: t('login.tooManyAttempts'),
        description: minutes ? t('login.retryAfter', { count: minutes }) : undefined,
      });
    } else if (error.status === 400) {
      toast({
        variant: 'destructive',
        title: t('login.failed'),
        description: apiErrorMessage(error, t('login.failed'), {
          fieldLabel: (path) => (path === 'username' || path === 'password' ? t(`login.${path}`) : path),
          detailMessage: (detail) =>
            detail.code === 'required' ? t('common:validation.required') : detail.message,
        }),
      });
    } else {
      // Network errors, timeouts and server failures.
      toast({ variant: 'destructive', title: t('login.failed') });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validate();
    setErrors(found);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    try {
      await login({ username: values.username.trim(), password: values.password }).unwrap();
      toast({ title: t('login.success') });
    } catch (error) {
      reportFailure(error);
      passwordRef.current?.focus();
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field label={t('login.username')} error={errors.username} required>
        <Input
          ref={usernameRef}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
        />
      </Field>
      <Field label={t('login.password')} error={errors.password} required>
        <Input
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isLoading}>
        {isLoading ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}
