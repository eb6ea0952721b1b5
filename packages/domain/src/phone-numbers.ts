/**
 * Phone numbers (account-area §3 mobile phone and emergency contact phone, issue 7): a
 * country, whose calling code the form shows, and the number typed.
 *
 * libphonenumber-js with its 'max' metadata checks the number against the real numbering
 * plan of the country (the 'min' metadata only checks lengths).
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type PhoneNumber,
} from 'libphonenumber-js/max';

/**
 * The number read for the country: typed nationally ('347 123 4567') or internationally
 * ('+39 347 123 4567', '0039 347 123 4567'), but then with the country's calling code.
 * Countries that share a calling code share their numbers (+39 for Italy and the Vatican,
 * +1 for North America). Extensions are refused: the number is stored in E.164, which has none.
 */
function readPhoneNumber(country: string, number: string): PhoneNumber | null {
  const code = country.trim().toUpperCase();
  if (!isSupportedCountry(code)) return null;
  const phone = parsePhoneNumberFromString(number, { defaultCountry: code, extract: false });
  if (!phone?.isValid() || phone.ext) return null;
  return phone.countryCallingCode === getCountryCallingCode(code) ? phone : null;
}

/**
 * Whether `number` is a valid phone number of `country` (ISO 3166-1 alpha-2, any case),
 * spaces, dots, dashes and brackets aside. Unknown countries have no valid numbers.
 */
export function isValidPhoneNumber({
  country,
  number,
}: {
  country: string;
  number: string;
}): boolean {
  return readPhoneNumber(country, number) !== null;
}

/** A valid phone number in E.164 form ('+393471234567'), to store; null when invalid. */
export function normalizePhoneNumber({
  country,
  number,
}: {
  country: string;
  number: string;
}): string | null {
  return readPhoneNumber(country, number)?.number ?? null;
}
