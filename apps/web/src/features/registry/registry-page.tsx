import type { BillingChange, Country, RegistryFormValues, User } from '@wayfarer/contract';
import {
  getMandatoryPersonalDataFields,
  mandatoryLocationFields,
  registryFormSchema,
} from '@wayfarer/contract/personal-data-forms';
import {
  formatDate,
  getBillingAddress,
  getResidenceAddress,
  pathFor,
  type Address,
  type BillingAddress,
} from '@wayfarer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, get, useForm, useWatch } from 'react-hook-form';
import type { FieldError, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { SavedStatus } from '../../components/ui/saved-status';
import { useToaster } from '../../components/ui/toast-queue';
import { isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { useSessionUser } from '../../lib/session/session-context';
import { addressesQueryOptions, useAddresses } from './api/get-addresses';
import { useCountries } from '../../lib/geo/get-countries';
import { useSaveRegistry } from './api/update-registry';
import {
  CountryField,
  FieldErrorText,
  PhoneField,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-fields';
import {
  defaultPhoneCountry,
  mapServerFieldErrors,
  toAddresses,
  toFormValues,
  toUserUpdate,
} from './registry-form';
import { UnsavedChangesGuard } from './unsaved-changes';
import { PageLoading } from '../../components/ui/page-loading';
import { IsoDateField } from '../../components/ui/date-text-field';
import { translateValidationMessage } from '../../lib/validation-message';
import { viewerTimeZone } from '../../lib/time-zone';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** The personal data page (account-area §2 account/registry, §3, §5). */
export function RegistryPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { language } = useAppSettings();
  const addresses = useAddresses(user?.id);
  const countries = useCountries(language);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  let body: ReactNode;
  if (!user) body = null;
  else if (addresses.isError || countries.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-danger-600 bg-danger-50 p-6">
        <p className="text-danger-900">{t('registry.loadFailed')}</p>
        <button
          type="button"
          onClick={() => {
            if (addresses.isError) void addresses.refetch();
            if (countries.isError) void countries.refetch();
          }}
          className={`${buttonClass} mt-4`}
        >
          {t('registry.retry')}
        </button>
      </div>
    );
  } else if (addresses.isPending || countries.isPending) {
    body = <PageLoading label={t('common.loading')} />;
  } else {
    const saved = addresses.data.addresses;
    const residenceSaved = getResidenceAddress({ addresses: saved }) !== null;
    const billingSaved = getBillingAddress({ addresses: saved }) !== null;
    const { billing } = addresses.data;
    body = (
      // A new form when what is saved changes its rules (residence kept, billing locked or
      // unlocked by customer care).
      <RegistryForm
        key={`${residenceSaved}-${billingSaved}-${billing.changeable}`}
        savedAt={savedAt}
        onSaved={() => setSavedAt((count) => (count ?? 0) + 1)}
        user={user}
        addresses={saved}
        billingChange={billing}
        countries={countries.data}
      />
    );
  }

  return (
    <>
      <PageHeading intro={t('registry.intro')}>{t('pages.registry.title')}</PageHeading>
      {body}
    </>
  );
}

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-ink-100 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-ink-600">{intro}</div> : null}
      <div className="mt-4 grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

function RegistryForm({
  savedAt,
  onSaved,
  user,
  addresses,
  billingChange,
  countries,
}: {
  /** How many times the form was saved (kept by the page: the form is new after a first save). */
  savedAt: number | null;
  onSaved: () => void;
  user: User;
  addresses: Address[];
  /** Whether the billing address may be saved now (none saved yet, or unlocked by care). */
  billingChange: BillingChange;
  countries: Country[];
}) {
  const { t } = useTranslation();
  const { variant, language, config } = useAppSettings();
  const toaster = useToaster();
  const queryClient = useQueryClient();
  const save = useSaveRegistry();
  const phoneCountry = defaultPhoneCountry(variant);
  const savedBilling = getBillingAddress({ addresses });
  // Customer care unlocked the saved billing address for one change (account-area §5).
  const billingUnlocked = savedBilling !== null && billingChange.changeable;
  const residenceSaved = getResidenceAddress({ addresses }) !== null;
  const mandatory = getMandatoryPersonalDataFields({ variant: variant.id });
  const taxCodeMandatory = mandatory.has('taxCode');

  const schema = useMemo(
    () => registryFormSchema({ variant: variant.id, residenceRequired: residenceSaved }),
    [variant.id, residenceSaved],
  );
  const form = useForm<RegistryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues({ user, addresses, phoneCountry, billingUnlocked }),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const { isDirty, isSubmitting } = formState;
  const billingFor = useWatch({ control, name: 'billing.billingFor' });
  const sameAsResidence = useWatch({ control, name: 'billing.sameAsResidence' });
  const billingCountry = useWatch({
    control,
    name: sameAsResidence ? 'residence.country' : 'billing.location.country',
  });
  const today = new Date().toISOString().slice(0, 10);
  const phoneLabels = {
    callingCode: t('registry.phone.callingCode'),
    number: t('registry.phone.number'),
  };

  const fixFields = () => toaster.show({ tone: 'danger', message: t('validation.fixFields') });

  const onSubmit = form.handleSubmit(async (values) => {
    const built = toAddresses({ values, existing: addresses, billingUnlocked });
    if (!built.ok) {
      if (built.error === 'BILLING_ADDRESS_LOCKED') {
        toaster.show({ tone: 'danger', message: t('registry.billing.lockedError') });
      } else {
        form.setError('billing.sameAsResidence', { message: 'validation.residenceMissing' });
        fixFields();
      }
      return;
    }
    try {
      const result = await save.mutateAsync({
        userId: user.id,
        update: toUserUpdate(values),
        addresses: built.addresses,
      });
      form.reset(
        toFormValues({ user: result.user, addresses: result.addresses ?? addresses, phoneCountry }),
      );
      onSaved();
    } catch (error) {
      if (!isApiError(error) || error.status === 401) {
        if (!isApiError(error))
          toaster.show({ tone: 'danger', message: t('registry.updateFailed') });
        return;
      }
      if (error.code === 'VALIDATION_FAILED') {
        const mapped = mapServerFieldErrors({
          fields: error.fields,
          sentAddresses: built.addresses,
          values,
        });
        mapped.forEach(({ path, message }, index) =>
          form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (mapped.length > 0) {
          fixFields();
          return;
        }
      }
      if (error.code === 'BILLING_ADDRESS_LOCKED') {
        await queryClient.invalidateQueries({ queryKey: addressesQueryOptions(user.id).queryKey });
        toaster.show({ tone: 'danger', message: t('registry.billing.lockedError') });
        return;
      }
      toaster.show({ tone: 'danger', message: t('registry.updateFailed') });
    }
  }, fixFields);

  const errorAt = (path: FieldPath<RegistryFormValues>): FieldError | undefined =>
    get(formState.errors, path);
  const field = (path: FieldPath<RegistryFormValues>) => ({
    registration: register(path),
    error: errorAt(path),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <p className="text-sm text-ink-600">{t('registry.requiredNote')}</p>

      <Section title={t('registry.sections.personal')}>
        <TextField
          label={t('registry.fields.name')}
          required={mandatory.has('name')}
          autoComplete="given-name"
          {...field('name')}
        />
        <TextField
          label={t('registry.fields.lastname')}
          required={mandatory.has('lastname')}
          autoComplete="family-name"
          {...field('lastname')}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field: gender, fieldState }) => (
            <RadioGroupField
              legend={t('registry.fields.gender')}
              name={gender.name}
              required={mandatory.has('gender')}
              options={[
                { value: 'F', label: t('registry.gender.F') },
                { value: 'M', label: t('registry.gender.M') },
              ]}
              value={gender.value ?? ''}
              onChange={(value) => gender.onChange(value === '' ? null : value)}
              onBlur={gender.onBlur}
              error={fieldState.error}
            />
          )}
        />
        <Controller
          control={control}
          name="birthday"
          render={({ field: birthday, fieldState }) => (
            <IsoDateField
              label={t('registry.fields.birthday')}
              required={mandatory.has('birthday')}
              autoComplete="bday"
              name={birthday.name}
              inputRef={birthday.ref}
              value={birthday.value}
              onChange={birthday.onChange}
              onBlur={birthday.onBlur}
              error={
                fieldState.error
                  ? translateValidationMessage(t, fieldState.error.message)
                  : undefined
              }
              focusWhenEmpty={`${Number(today.slice(0, 4)) - 30}-01-01`}
            />
          )}
        />
        <CountryField
          label={t('registry.fields.citizenship')}
          required={mandatory.has('citizenship')}
          countries={countries}
          placeholder={t('registry.chooseCountry')}
          {...field('citizenship')}
        />
        <TextField
          label={t('registry.fields.taxCode')}
          required={taxCodeMandatory}
          hint={t(taxCodeMandatory ? 'registry.hints.taxCodeMandatory' : 'registry.hints.taxCode')}
          {...field('taxCode')}
        />
        <TextField
          label={t('registry.fields.birthCity')}
          required={mandatory.has('birthCity')}
          autoComplete="off"
          {...field('birthCity')}
        />
      </Section>

      <Section title={t('registry.sections.contacts')}>
        <PhoneField
          legend={t('registry.fields.mobilePhone')}
          required={mandatory.has('mobilePhone')}
          autoComplete="tel"
          countries={countries}
          labels={phoneLabels}
          countryRegistration={register('mobilePhone.country')}
          numberRegistration={register('mobilePhone.number')}
          countryError={errorAt('mobilePhone.country')}
          numberError={errorAt('mobilePhone.number')}
        />
        <TextField
          label={t('registry.fields.email')}
          type="email"
          readOnly
          value={user.email}
          // The profile changes it where this server keeps the passwords; else the provider does.
          hint={t(
            config.ownPasswords === false
              ? 'registry.hints.email'
              : 'registry.hints.emailOnProfile',
          )}
        />
      </Section>

      <Section title={t('registry.sections.emergency')} intro={t('registry.hints.emergency')}>
        <TextField label={t('registry.fields.emergencyName')} {...field('emergencyContact.name')} />
        <TextField
          label={t('registry.fields.emergencyRelation')}
          {...field('emergencyContact.relation')}
        />
        <PhoneField
          legend={t('registry.fields.emergencyPhone')}
          countries={countries}
          labels={phoneLabels}
          countryRegistration={register('emergencyContact.phone.country')}
          numberRegistration={register('emergencyContact.phone.number')}
          countryError={errorAt('emergencyContact.phone.country')}
          numberError={errorAt('emergencyContact.phone.number')}
        />
      </Section>

      <Section title={t('registry.sections.specialNeeds')}>
        <TextAreaField
          label={t('registry.fields.specialNeeds')}
          required={mandatory.has('specialNeeds')}
          hint={t('registry.hints.specialNeeds')}
          {...field('specialNeeds')}
        />
      </Section>

      <Section
        title={t('registry.sections.residence')}
        intro={residenceSaved ? undefined : t('registry.hints.residence')}
      >
        <AddressFields prefix="residence" countries={countries} field={field} autoComplete />
      </Section>

      {savedBilling && !billingUnlocked ? (
        <SavedBilling billing={savedBilling} countries={countries} />
      ) : (
        <Section
          title={t('registry.sections.billing')}
          intro={
            billingUnlocked && billingChange.unlockedUntil ? (
              <p className="rounded-lg bg-accent-100 p-4 text-ink-900">
                {t('registry.billing.unlockedNote', {
                  date: formatDate({
                    date: billingChange.unlockedUntil,
                    timeZone: viewerTimeZone(),
                  }),
                })}
              </p>
            ) : (
              t('registry.billing.onceOnly')
            )
          }
        >
          <Controller
            control={control}
            name="billing.billingFor"
            render={({ field: who, fieldState }) => (
              <div className="md:col-span-2">
                <RadioGroupField
                  legend={t('registry.billing.who')}
                  name={who.name}
                  options={[
                    // A saved billing address is changed, never removed.
                    ...(billingUnlocked ? [] : [{ value: '', label: t('registry.billing.none') }]),
                    { value: 'INDIVIDUAL', label: t('registry.billing.individual') },
                    { value: 'BUSINESS', label: t('registry.billing.business') },
                  ]}
                  value={who.value ?? ''}
                  onChange={(value) => who.onChange(value === '' ? null : value)}
                  onBlur={who.onBlur}
                  error={fieldState.error}
                />
              </div>
            )}
          />
          {billingFor ? (
            <>
              <div className="flex flex-col gap-1 md:col-span-2">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base">
                  <input
                    type="checkbox"
                    {...register('billing.sameAsResidence')}
                    aria-invalid={errorAt('billing.sameAsResidence') ? true : undefined}
                    aria-describedby={
                      errorAt('billing.sameAsResidence') ? 'billing-same-error' : undefined
                    }
                    className="size-5 accent-brand-700"
                  />
                  {t('registry.billing.sameAsResidence')}
                </label>
                <FieldErrorText
                  id="billing-same-error"
                  error={errorAt('billing.sameAsResidence')}
                />
              </div>
              {billingFor === 'INDIVIDUAL' ? (
                <>
                  <TextField
                    label={t('registry.billing.fullName')}
                    required
                    {...field('billing.individual.name')}
                  />
                  <TextField
                    label={t('registry.fields.taxCode')}
                    required
                    {...field('billing.individual.taxCode')}
                  />
                </>
              ) : (
                <>
                  <TextField
                    label={t('registry.billing.businessName')}
                    required
                    autoComplete="organization"
                    {...field('billing.business.businessName')}
                  />
                  <TextField
                    label={t('registry.billing.vatNumber')}
                    required
                    {...field('billing.business.vatNumber')}
                  />
                  <TextField
                    label={t('registry.fields.taxCode')}
                    required
                    {...field('billing.business.taxCode')}
                  />
                  {billingCountry === 'IT' ? (
                    <TextField
                      label={t('registry.billing.sdiCode')}
                      required
                      hint={t('registry.hints.sdiCode')}
                      {...field('billing.business.sdiCode')}
                    />
                  ) : null}
                </>
              )}
              {sameAsResidence ? null : (
                <AddressFields prefix="billing.location" countries={countries} field={field} />
              )}
            </>
          ) : null}
        </Section>
      )}

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={isSubmitting} className={buttonClass}>
          {isSubmitting ? t('registry.saving') : t('registry.save')}
        </button>
        <SavedStatus message={t('registry.saved')} savedAt={savedAt} />
        <Link
          to={pathFor('account/profile', {}, language)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('registry.backToProfile')}
        </Link>
      </div>
    </form>
  );
}

type FieldBinder = (path: FieldPath<RegistryFormValues>) => {
  registration: ReturnType<ReturnType<typeof useForm<RegistryFormValues>>['register']>;
  error: FieldError | undefined;
};

/** The fields of a residence or billing location. */
function AddressFields({
  prefix,
  countries,
  field,
  autoComplete = false,
}: {
  prefix: 'residence' | 'billing.location';
  countries: readonly Country[];
  field: FieldBinder;
  autoComplete?: boolean;
}) {
  const { t } = useTranslation();
  const auto = (token: string) => (autoComplete ? token : 'off');
  return (
    <>
      <CountryField
        label={t('registry.address.country')}
        required={mandatoryLocationFields.has('country')}
        countries={countries}
        placeholder={t('registry.chooseCountry')}
        autoComplete={auto('country')}
        {...field(`${prefix}.country`)}
      />
      <TextField
        label={t('registry.address.address')}
        required={mandatoryLocationFields.has('address')}
        autoComplete={auto('address-line1')}
        {...field(`${prefix}.address`)}
      />
      <TextField
        label={t('registry.address.houseNumber')}
        required={mandatoryLocationFields.has('houseNumber')}
        {...field(`${prefix}.houseNumber`)}
      />
      <TextField
        label={t('registry.address.zipCode')}
        required={mandatoryLocationFields.has('zipCode')}
        autoComplete={auto('postal-code')}
        {...field(`${prefix}.zipCode`)}
      />
      <TextField
        label={t('registry.address.city')}
        required={mandatoryLocationFields.has('city')}
        autoComplete={auto('address-level2')}
        {...field(`${prefix}.city`)}
      />
      <TextField
        label={t('registry.address.state')}
        required={mandatoryLocationFields.has('state')}
        autoComplete={auto('address-level1')}
        {...field(`${prefix}.state`)}
      />
      <TextField
        label={t('registry.address.notes')}
        required={mandatoryLocationFields.has('notes')}
        hint={t('registry.hints.addressNotes')}
        autoComplete={auto('address-line2')}
        className="md:col-span-2"
        {...field(`${prefix}.notes`)}
      />
    </>
  );
}

/** A saved billing address: read-only, with the way to customer care (account-area §5). */
function SavedBilling({
  billing,
  countries,
}: {
  billing: BillingAddress;
  countries: readonly Country[];
}) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const countryName =
    countries.find((country) => country.code === billing.country)?.name ?? billing.country;
  const rows: [string, string][] =
    billing.billingFor === 'INDIVIDUAL'
      ? [
          [t('registry.billing.who'), t('registry.billing.individual')],
          [t('registry.billing.fullName'), billing.billingInfoIndividual.name],
          [t('registry.fields.taxCode'), billing.billingInfoIndividual.taxCode],
        ]
      : [
          [t('registry.billing.who'), t('registry.billing.business')],
          [t('registry.billing.businessName'), billing.billingInfoBusiness.businessName],
          [t('registry.billing.vatNumber'), billing.billingInfoBusiness.vatNumber],
          [t('registry.fields.taxCode'), billing.billingInfoBusiness.taxCode],
          ...(billing.billingInfoBusiness.sdiCode
            ? ([[t('registry.billing.sdiCode'), billing.billingInfoBusiness.sdiCode]] as [
                string,
                string,
              ][])
            : []),
        ];
  const addressLine = [
    `${billing.address} ${billing.houseNumber}`,
    billing.notes,
    `${billing.zipCode} ${billing.city}${billing.state ? ` (${billing.state})` : ''}`,
    countryName,
  ]
    .filter(Boolean)
    .join(', ');
  rows.push([t('registry.billing.address'), addressLine]);
  return (
    <Section title={t('registry.sections.billing')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr] md:col-span-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-ink-600">{term}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg bg-accent-100 p-4 text-ink-900 md:col-span-2">
        {t('registry.billing.lockedNote')}{' '}
        <Link
          to={pathFor('contacts', {}, language)}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('registry.billing.contactCare')}
        </Link>
      </p>
    </Section>
  );
}
