import type { Country } from '@wayfarer/contract';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../lib/validation-message';

/*
 * Form fields wired for screen readers (label, hint, error), for react-hook-form's `register`. Their
 * errors are the contract's validation message keys, translated here.
 */

/**
 * The asterisk of a required field: seen, not read out (the control says it is required). Only
 * where `required` says so: the contract's schema decides which fields are mandatory.
 */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span aria-hidden="true" className="text-danger-600">
      {' '}
      *
    </span>
  ) : null;
}

export const inputClass =
  'min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 outline-none focus-visible:border-focus focus-visible:ring-2 focus-visible:ring-focus aria-[invalid=true]:border-danger-600 read-only:bg-ink-50 read-only:text-ink-600';

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** The error text of a field, translated from the contract's message key. */
export function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger-600">
      {translateValidationMessage(t, error.message)}
    </p>
  );
}

/** A label, its control, an optional hint and the field's error, wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  required,
  className = '',
  children,
}: {
  label: string;
  error: FieldError | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
        <RequiredMark required={required} />
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

export function TextField({
  label,
  registration,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  max,
  readOnly,
  value,
  className,
}: {
  label: string;
  registration?: UseFormRegisterReturn;
  error?: FieldError | undefined;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'date' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  max?: string;
  readOnly?: boolean;
  /** A read-only value shown without a form field behind it. */
  value?: string;
  className?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(props) => (
        <input
          {...props}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          max={max}
          readOnly={readOnly}
          value={value}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  required,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  hint?: ReactNode;
  required?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className="md:col-span-2">
      {(props) => <textarea {...props} {...registration} rows={4} className={inputClass} />}
    </Field>
  );
}

/** A select of countries by name (value: ISO code). */
export function CountryField({
  label,
  registration,
  error,
  countries,
  placeholder,
  required,
  autoComplete,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  countries: readonly Country[];
  /** The empty choice ('Choose a country'). */
  placeholder: string;
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field label={label} error={error} required={required}>
      {(props) => (
        <select {...props} {...registration} autoComplete={autoComplete} className={inputClass}>
          <option value="">{placeholder}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A phone: the country whose calling code prefixes it (the geo API's countries) and the number,
 * grouped under one legend; the number carries the field's error.
 */
export function PhoneField({
  legend,
  countryRegistration,
  numberRegistration,
  countryError,
  numberError,
  countries,
  labels,
  required,
  autoComplete,
}: {
  legend: string;
  countryRegistration: UseFormRegisterReturn;
  numberRegistration: UseFormRegisterReturn;
  countryError: FieldError | undefined;
  numberError: FieldError | undefined;
  countries: readonly Country[];
  /** The accessible names of the two controls. */
  labels: { callingCode: string; number: string };
  required?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const error = numberError ?? countryError;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink-900">
        {legend}
        <RequiredMark required={required} />
      </legend>
      {/* Stacked on a phone: beside a calling code the number had too little room for its digits. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor={`${id}-country`}>
          {labels.callingCode}
        </label>
        <select
          id={`${id}-country`}
          {...countryRegistration}
          aria-invalid={countryError ? true : undefined}
          autoComplete={autoComplete ? `${autoComplete}-country-code` : undefined}
          className={`${inputClass} sm:w-60 sm:shrink-0`}
        >
          {countries
            .filter((country) => country.callingCode !== null)
            .map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.name} (+${country.callingCode})`}
              </option>
            ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-number`}>
          {labels.number}
        </label>
        <input
          id={`${id}-number`}
          {...numberRegistration}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete ? `${autoComplete}-national` : undefined}
          aria-invalid={numberError ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 sm:flex-1`}
        />
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A group of radio buttons under one legend (gender, who is billed). */
export function RadioGroupField<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  required,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  error: FieldError | undefined;
  required?: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink-900">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-base"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
