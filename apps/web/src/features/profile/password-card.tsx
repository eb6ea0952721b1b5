import type { PasswordChange } from '@wayfarer/contract';
import { minPasswordLength } from '@wayfarer/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/form-fields';
import { SavedStatus } from '../../components/ui/saved-status';
import { primaryButton } from '../../components/ui/styles';
import { useToaster } from '../../components/ui/toast-queue';
import { isApiError } from '../../lib/api-client';
import { useChangePassword } from './api/change-password';

const required = 'validation.required';

/** Change password: the current one and a new one, checked by the server's rules and list. */
export function PasswordCard() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const change = useChangePassword();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const form = useForm<PasswordChange>({
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { register, formState } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      setSavedAt((count) => (count ?? 0) + 1);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      if (isApiError(error) && error.status === 429) {
        toaster.show({ tone: 'danger', message: t('profile.password.tooMany') });
        return;
      }
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        const fields = (['currentPassword', 'newPassword'] as const).filter(
          (name) => error.fields[name],
        );
        fields.forEach((name, index) =>
          form.setError(
            name,
            { type: 'server', message: error.fields[name] },
            { shouldFocus: index === 0 },
          ),
        );
        if (fields.length > 0) return;
      }
      toaster.show({ tone: 'danger', message: t('profile.password.failed') });
    }
  });

  return (
    <section
      aria-labelledby="password-form-title"
      className="mt-6 rounded-xl border border-ink-100 bg-white p-6 shadow-sm"
    >
      <h2 id="password-form-title" className="text-lg font-semibold text-ink-900">
        {t('profile.password.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('profile.password.intro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4">
        <TextField
          label={t('profile.password.current')}
          type="password"
          required
          autoComplete="current-password"
          registration={register('currentPassword', { required })}
          error={formState.errors.currentPassword}
        />
        <TextField
          label={t('profile.password.new')}
          type="password"
          required
          autoComplete="new-password"
          hint={t('profile.password.hint', { min: minPasswordLength })}
          registration={register('newPassword', { required })}
          error={formState.errors.newPassword}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={formState.isSubmitting} className={primaryButton}>
            {formState.isSubmitting ? t('profile.password.saving') : t('profile.password.save')}
          </button>
          <SavedStatus message={t('profile.password.saved')} savedAt={savedAt} />
        </div>
      </form>
    </section>
  );
}
