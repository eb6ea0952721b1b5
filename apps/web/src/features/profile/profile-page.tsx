import type { ProfileFormValues, User } from '@wayfarer/contract';
import { profileFormSchema } from '@wayfarer/contract/personal-data-forms';
import { pathFor } from '@wayfarer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Controller, get, useForm } from 'react-hook-form';
import type { FieldError, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RadioGroupField, TextField } from '../../components/ui/form-fields';
import { PageHeading } from '../../components/ui/page-heading';
import { SavedStatus } from '../../components/ui/saved-status';
import { useToaster } from '../../components/ui/toast-queue';
import type { TranslationKey } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { contract } from '../../lib/contract';
import { useSessionUser } from '../../lib/session/session-context';
import { useUpdateProfile } from './api/update-profile';
import { useUploadPicture } from './api/upload-picture';
import { ChangeEmailCard } from './change-email';
import { PasswordCard } from './password-card';
import { primaryButton, secondaryButton } from '../../components/ui/styles';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The profile (account-area §2 account/profile, §3 User): picture, gender, full name. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { language, config } = useAppSettings();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeading intro={t('profile.intro')}>{t('pages.profile.title')}</PageHeading>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <PictureCard user={user} />
        <ProfileForm user={user} />
      </div>
      {/* With an external issuer the address and the password are that provider's. */}
      {config.ownPasswords === false ? null : (
        <>
          <ChangeEmailCard user={user} />
          <PasswordCard />
        </>
      )}
      <nav aria-label={t('profile.moreLabel')} className="mt-8">
        <ul className="flex flex-wrap gap-x-8">
          <li>
            <Link to={pathFor('account/registry', {}, language)} className={linkClass}>
              {t('profile.toRegistry')}
            </Link>
          </li>
          <li>
            <Link to={pathFor('account/communications', {}, language)} className={linkClass}>
              {t('profile.toConsents')}
            </Link>
          </li>
          <li>
            <Link to={pathFor('account/devices', {}, language)} className={linkClass}>
              {t('pages.devices.title')}
            </Link>
          </li>
          {config.ownPasswords === false ? null : (
            <li>
              <Link to={pathFor('account/passkeys', {}, language)} className={linkClass}>
                {t('pages.passkeys.title')}
              </Link>
            </li>
          )}
          <li>
            <Link to={pathFor('account/data', {}, language)} className={linkClass}>
              {t('pages.dataExport.title')}
            </Link>
          </li>
          <li>
            <Link to={pathFor('account/delete', {}, language)} className={linkClass}>
              {t('pages.accountDeletion.title')}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

const acceptedTypes = ['image/jpeg', 'image/png'];

type PictureProblem = Extract<
  TranslationKey,
  | 'profile.picture.wrongType'
  | 'profile.picture.tooLarge'
  | 'profile.picture.unreadable'
  | 'profile.picture.uploadFailed'
>;

function initialsOf(user: User): string {
  return `${user.name.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';
}

/** The picture, and a new one chosen, previewed, then uploaded (JPEG or PNG, at most 5 MB). */
function PictureCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const upload = useUploadPicture();
  const inputId = useId();
  const hintId = useId();
  /** The picture chosen and its preview URL, until uploaded or cancelled. */
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const setFile = (next: File | null) =>
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (!acceptedTypes.includes(chosen.type)) {
      setFile(null);
      setProblem('profile.picture.wrongType');
    } else if (chosen.size > contract().pictureMaxBytes) {
      setFile(null);
      setProblem('profile.picture.tooLarge');
    } else {
      setProblem(null);
      setFile(chosen);
    }
  };

  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync({ userId: user.id, file });
      setFile(null);
      toaster.show({ tone: 'success', message: t('profile.picture.saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      const status = isApiError(error) ? error.status : 0;
      setProblem(
        status === 413
          ? 'profile.picture.tooLarge'
          : status === 415
            ? 'profile.picture.unreadable'
            : 'profile.picture.uploadFailed',
      );
      toaster.show({ tone: 'danger', message: t('profile.picture.uploadFailed') });
    }
  };

  const shown = preview ?? user.pictureImage;
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col items-center gap-4 rounded-xl border border-ink-100 bg-white p-6 text-center shadow-sm"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-ink-900">
        {t('profile.picture.title')}
      </h2>
      {shown ? (
        <img
          src={shown}
          alt={preview ? t('profile.picture.preview') : t('profile.picture.current')}
          className="size-40 rounded-full border border-ink-100 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-40 items-center justify-center rounded-full bg-brand-100 text-4xl font-semibold text-brand-800"
        >
          {initialsOf(user)}
        </div>
      )}
      <p id={hintId} className="text-sm text-ink-600">
        {t('profile.picture.hint')}
      </p>
      {file ? (
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => void save()}
            disabled={upload.isPending}
            className={primaryButton}
          >
            {upload.isPending ? t('profile.picture.uploading') : t('profile.picture.save')}
          </button>
          <button
            type="button"
            onClick={() => setFile(null)}
            disabled={upload.isPending}
            className={secondaryButton}
          >
            {t('profile.picture.cancel')}
          </button>
        </div>
      ) : (
        <div>
          <input
            id={inputId}
            type="file"
            accept={acceptedTypes.join(',')}
            aria-describedby={hintId}
            onChange={choose}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={`${secondaryButton} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-focus`}
          >
            {t('profile.picture.choose')}
          </label>
        </div>
      )}
      <p role="status" className="min-h-5 text-sm font-medium text-danger-600">
        {problem ? t(problem) : ''}
      </p>
    </section>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const toaster = useToaster();
  const update = useUpdateProfile();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const schema = useMemo(() => profileFormSchema({ variant: variant.id }), [variant.id]);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, lastname: user.lastname, gender: user.gender },
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const errorAt = (path: FieldPath<ProfileFormValues>): FieldError | undefined =>
    get(formState.errors, path);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await update.mutateAsync({
          userId: user.id,
          update: {
            name: values.name?.trim() ?? '',
            lastname: values.lastname?.trim() ?? '',
            gender: values.gender,
          },
        });
        form.reset({ name: saved.name, lastname: saved.lastname, gender: saved.gender });
        setSavedAt((count) => (count ?? 0) + 1);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return;
        if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
          const fields = Object.entries(error.fields).filter(
            (entry): entry is [FieldPath<ProfileFormValues>, string] =>
              entry[0] === 'name' || entry[0] === 'lastname' || entry[0] === 'gender',
          );
          fields.forEach(([path, message], index) =>
            form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          if (fields.length > 0) {
            toaster.show({ tone: 'danger', message: t('validation.fixFields') });
            return;
          }
        }
        toaster.show({ tone: 'danger', message: t('profile.updateFailed') });
      }
    },
    () => toaster.show({ tone: 'danger', message: t('validation.fixFields') }),
  );

  return (
    <section
      aria-labelledby="profile-form-title"
      className="rounded-xl border border-ink-100 bg-white p-6 shadow-sm"
    >
      <h2 id="profile-form-title" className="text-lg font-semibold text-ink-900">
        {t('profile.form.title')}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4">
        <TextField
          label={t('registry.fields.name')}
          required
          autoComplete="given-name"
          registration={register('name')}
          error={errorAt('name')}
        />
        <TextField
          label={t('registry.fields.lastname')}
          required
          autoComplete="family-name"
          registration={register('lastname')}
          error={errorAt('lastname')}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <RadioGroupField
              legend={t('registry.fields.gender')}
              name={field.name}
              required
              options={[
                { value: 'F', label: t('registry.gender.F') },
                { value: 'M', label: t('registry.gender.M') },
              ]}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : value)}
              onBlur={field.onBlur}
              error={fieldState.error}
            />
          )}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={formState.isSubmitting} className={primaryButton}>
            {formState.isSubmitting ? t('registry.saving') : t('registry.save')}
          </button>
          <SavedStatus message={t('profile.saved')} savedAt={savedAt} />
        </div>
      </form>
    </section>
  );
}
