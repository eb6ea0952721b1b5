import type { User } from '@wayfarer/contract';
import { useState } from 'react';
import { get, useForm } from 'react-hook-form';
import type { FieldError, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/form-fields';
import { primaryButton } from '../../components/ui/styles';
import { useToaster } from '../../components/ui/toast-queue';
import { isApiError } from '../../lib/api-client';
import { contract } from '../../lib/contract';
import { useRequestEmailChange } from './api/change-email';

interface Values {
  newEmail: string;
  currentPassword: string;
}

/** The e-mail address: a new one is confirmed by a link sent to it before sign-in uses it. */
export function ChangeEmailCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { newEmail: '', currentPassword: '' } });
  const { register, formState } = form;
  const errorAt = (path: FieldPath<Values>): FieldError | undefined => get(formState.errors, path);

  const onSubmit = form.handleSubmit(async (values) => {
    setSentTo(null);
    const parsed = contract().emailChangeBodySchema.safeParse(values);
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      (['newEmail', 'currentPassword'] as const)
        .filter((path) => paths.has(path))
        .forEach((path, index) =>
          form.setError(
            path,
            {
              type: 'client',
              message: values[path] ? 'validation.invalid' : 'validation.required',
            },
            { shouldFocus: index === 0 },
          ),
        );
      return;
    }
    try {
      const sent = await request.mutateAsync({ userId: user.id, body: parsed.data });
      form.reset({ newEmail: '', currentPassword: '' });
      setSentTo(sent.sentTo);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        const fields = Object.entries(error.fields).filter(
          (entry): entry is [FieldPath<Values>, string] =>
            entry[0] === 'newEmail' || entry[0] === 'currentPassword',
        );
        fields.forEach(([path, message], index) =>
          form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (fields.length > 0) return;
      }
      const rateLimited = isApiError(error) && error.code === 'RATE_LIMITED';
      toaster.show({
        tone: 'danger',
        message: t(rateLimited ? 'profile.email.rateLimited' : 'profile.email.failed'),
      });
    }
  });

  return (
    <section
      aria-labelledby="change-email-title"
      className="mt-6 rounded-xl border border-ink-100 bg-white p-6 shadow-sm"
    >
      <h2 id="change-email-title" className="text-lg font-semibold text-ink-900">
        {t('profile.email.title')}
      </h2>
      <p className="mt-2 text-ink-700">{t('profile.email.current', { email: user.email })}</p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <TextField
          label={t('profile.email.newEmail')}
          type="email"
          required
          autoComplete="email"
          registration={register('newEmail')}
          error={errorAt('newEmail')}
        />
        <TextField
          label={t('profile.email.currentPassword')}
          type="password"
          required
          autoComplete="current-password"
          hint={t('profile.email.passwordHint')}
          registration={register('currentPassword')}
          error={errorAt('currentPassword')}
        />
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <button type="submit" disabled={formState.isSubmitting} className={primaryButton}>
            {formState.isSubmitting ? t('profile.email.sending') : t('profile.email.submit')}
          </button>
        </div>
      </form>
      <p role="status" className="mt-4 min-h-5 font-medium text-brand-700">
        {sentTo ? t('profile.email.sent', { email: sentTo, current: user.email }) : ''}
      </p>
    </section>
  );
}
