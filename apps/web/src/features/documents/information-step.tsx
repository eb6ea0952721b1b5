import type { Country, DocumentInformation, DocumentScan, DocumentType } from '@wayfarer/contract';
import { isDateAfterToday, isDateBeforeToday } from '@wayfarer/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IsoDateField } from '../../components/ui/date-text-field';
import { inputClass, RequiredMark } from '../../components/ui/form-fields';
import type { TranslationKey } from '../../i18n/i18n';
import { useAppSettings } from '../../lib/app-context';
import { contract } from '../../lib/contract';
import { useCountries } from '../../lib/geo/get-countries';
import { PhotoStart } from './photo-start';
import { typeKeys } from './document-labels';
import { noticeClasses, primaryButton, secondaryButton } from '../../components/ui/styles';

/** The form's messages: keys of `documents.validation`. */
type Problem = 'required' | 'invalid' | 'numberInvalid' | 'dateBeforeToday' | 'dateAfterToday';
const problemKeys: Record<Problem, TranslationKey> = {
  required: 'documents.validation.required',
  invalid: 'documents.validation.invalid',
  numberInvalid: 'documents.validation.numberInvalid',
  dateBeforeToday: 'documents.validation.dateBeforeToday',
  dateAfterToday: 'documents.validation.dateAfterToday',
};

const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The document's two dates: issued before today, expiring after it. */
const documentDates: {
  name: 'issueDate' | 'expiryDate';
  labelKey: TranslationKey;
  isOnTheRightSide: (input: { date: string; now: Date }) => boolean;
  problem: Problem;
}[] = [
  {
    name: 'issueDate',
    labelKey: 'documents.fields.issueDate',
    isOnTheRightSide: isDateBeforeToday,
    problem: 'dateBeforeToday',
  },
  {
    name: 'expiryDate',
    labelKey: 'documents.fields.expiryDate',
    isOnTheRightSide: isDateAfterToday,
    problem: 'dateAfterToday',
  },
];

function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error: FieldError | undefined;
  children: (props: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true;
  }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const message = error?.message as Problem | undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
        <RequiredMark required />
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        'aria-required': true,
      })}
      {message ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-600">
          {t(problemKeys[message] ?? problemKeys.invalid)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Step 1, Information (account-area §2, §5): type, number, issuing country, issue date before
 * today and expiry date after today, as printed on the document.
 */
export function InformationStep(props: {
  userId: string;
  initial: DocumentInformation;
  onCancel: () => void;
  onSubmit: (information: DocumentInformation) => void;
  /** A photo read by "start from the photo": the Image step can use it. */
  onScanned: (photo: Blob, type: DocumentType) => void;
}) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const countries = useCountries(language);
  if (countries.isPending) {
    return (
      <p role="status" className="py-6 text-center text-ink-600">
        {t('documents.loading')}
      </p>
    );
  }
  if (countries.isError) {
    return (
      <div role="alert" className={`rounded-lg border-l-4 p-4 ${noticeClasses.danger}`}>
        <p>{t('documents.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void countries.refetch()}
          className={`${secondaryButton} mt-3`}
        >
          {t('documents.retry')}
        </button>
      </div>
    );
  }
  return <InformationForm {...props} countries={countries.data} />;
}

function InformationForm({
  userId,
  initial,
  countries,
  onCancel,
  onSubmit,
  onScanned,
}: {
  userId: string;
  initial: DocumentInformation;
  countries: readonly Country[];
  onCancel: () => void;
  onSubmit: (information: DocumentInformation) => void;
  onScanned: (photo: Blob, type: DocumentType) => void;
}) {
  const { t } = useTranslation();
  const typeLegendId = useId();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<DocumentInformation>({ defaultValues: initial, mode: 'onTouched' });

  function fill(scan: DocumentScan, photo: Blob) {
    const current = getValues();
    const known = scan.issuingCountry && countries.some((c) => c.code === scan.issuingCountry);
    reset({
      type: scan.type ?? current.type,
      number: scan.number ?? current.number,
      issuingCountry: known ? scan.issuingCountry! : current.issuingCountry,
      issueDate: current.issueDate,
      expiryDate: scan.expiryDate ?? current.expiryDate,
    });
    if (scan.type) onScanned(photo, scan.type);
  }
  const now = new Date();
  const problemText = (error: FieldError | undefined) => {
    const problem = error?.message as Problem | undefined;
    return problem ? t(problemKeys[problem] ?? problemKeys.invalid) : undefined;
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        onSubmit({ ...values, number: values.number.trim().toUpperCase() }),
      )}
      className="flex flex-col gap-4"
    >
      <PhotoStart userId={userId} onRead={fill} />
      <p className="text-ink-700">{t('documents.wizard.information.intro')}</p>
      {isSubmitted && hasErrors ? (
        <p role="alert" className={`rounded-lg border-l-4 p-3 ${noticeClasses.danger}`}>
          {t('documents.validation.formErrors')}
        </p>
      ) : null}
      <fieldset aria-labelledby={typeLegendId} className="flex flex-col gap-2">
        <legend id={typeLegendId} className="mb-1 text-sm font-medium text-ink-900">
          {t('documents.fields.type')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {contract().documentTypes.map((type: DocumentType) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={type} {...register('type')} className="size-4" />
              {t(typeKeys[type])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('documents.fields.number')} error={errors.number}>
          {(props) => (
            <input
              {...props}
              {...register('number', {
                required: 'required',
                maxLength: { value: 20, message: 'invalid' },
                pattern: { value: /^\s*[A-Za-z0-9 -]+\s*$/, message: 'numberInvalid' },
              })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t('documents.fields.issuingCountry')} error={errors.issuingCountry}>
          {(props) => (
            <select
              {...props}
              {...register('issuingCountry', { required: 'required' })}
              className={inputClass}
            >
              <option value="">{t('documents.wizard.information.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {documentDates.map(({ name, labelKey, isOnTheRightSide, problem }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            rules={{
              required: 'required',
              validate: (date) =>
                !isIsoDay(date) ? 'invalid' : isOnTheRightSide({ date, now }) || problem,
            }}
            render={({ field, fieldState }) => (
              <IsoDateField
                label={t(labelKey)}
                required
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={problemText(fieldState.error)}
                focusWhenEmpty={isoDay(0)}
              />
            )}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-ink-200 pt-4">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t('documents.wizard.cancel')}
        </button>
        <button type="submit" className={primaryButton}>
          {t('documents.wizard.next')}
        </button>
      </div>
    </form>
  );
}
