import type { ValidationKey } from '@wayfarer/contract';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../i18n/i18n';
import { contract } from './contract';

/** The translation of every validation message key of the contract (a missing one fails to compile). */
const validationTranslations: Record<
  ValidationKey,
  Extract<TranslationKey, `validation.${string}`>
> = {
  'validation.required': 'validation.required',
  'validation.invalid': 'validation.invalid',
  'validation.minLength': 'validation.minLength',
  'validation.maxLength': 'validation.maxLength',
  'validation.invalidDate': 'validation.invalidDate',
  'validation.dateBeforeToday': 'validation.dateBeforeToday',
  'validation.legalAge': 'validation.legalAge',
  'validation.ageOutOfRange': 'validation.ageOutOfRange',
  'validation.invalidCountry': 'validation.invalidCountry',
  'validation.invalidTaxCode': 'validation.invalidTaxCode',
  'validation.invalidPhone': 'validation.invalidPhone',
  'validation.invalidVatNumber': 'validation.invalidVatNumber',
  'validation.invalidSdiCode': 'validation.invalidSdiCode',
  'validation.consentRequired': 'validation.consentRequired',
  'validation.residenceMissing': 'validation.residenceMissing',
  'validation.duplicateAddress': 'validation.duplicateAddress',
  'validation.wrongPassword': 'validation.wrongPassword',
  'validation.sameEmail': 'validation.sameEmail',
  'validation.breachedPassword': 'validation.breachedPassword',
};

/**
 * The text of a validation message of the contract ('validation.minLength?min=2'), from the
 * web's forms or from the server's 400 `fields`, in the current language.
 */
export function translateValidationMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const { key, values } = contract().readValidationMessage(message);
  // The only interpolations of the validation texts.
  return t(validationTranslations[key], { min: values.min ?? '', max: values.max ?? '' });
}
