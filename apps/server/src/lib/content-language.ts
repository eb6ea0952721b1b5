import {
  countryListName,
  localizeText,
  type Language,
  type LocalizedText,
  type Variant,
} from '@wayfarer/domain';

/**
 * The language content is answered in: the request's (its variant's, decided by the host) and the
 * site's default one, for the fallback rule of `pickLocalizedText` (requested → site default →
 * English → any). One variant has one language today, so both are the variant's.
 */
export interface ContentLanguage {
  requested: Language;
  siteDefault: Language;
}

export const englishContent: ContentLanguage = { requested: 'en', siteDefault: 'en' };

export function contentLanguageOf(request: { variant: Variant }): ContentLanguage {
  return { requested: request.variant.language, siteDefault: request.variant.language };
}

/** A content text in the reader's language (or its fallback); null when there is none. */
export function localized(
  text: LocalizedText | null | undefined,
  language: ContentLanguage,
): string | null {
  return localizeText(text, language.requested, language.siteDefault);
}

/**
 * A trip's destination as the reader reads it: its countries named by CLDR in their language,
 * else the operator's destination key as it is.
 */
export function localizedDestination(
  travel: { destination: string; countryCodes: readonly string[] },
  language: ContentLanguage,
): string {
  return countryListName(travel.countryCodes, language.requested) ?? travel.destination;
}
