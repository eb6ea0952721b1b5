import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentLanguageOrder,
  countryListName,
  destinationName,
  localizeText,
  pickLocalizedText,
} from './localized-text';
import { languages, type Language } from './variants';

const full = { en: 'Japan', it: 'Giappone', es: 'Japón', fr: 'Japon', de: 'Japan (de)' };

describe('pickLocalizedText', () => {
  it('answers the requested language when it is there', () => {
    expect(pickLocalizedText(full, 'it')).toEqual({ text: 'Giappone', language: 'it' });
    expect(localizeText(full, 'fr', 'en')).toBe('Japon');
  });

  it("falls back to the site's default language before English", () => {
    expect(pickLocalizedText({ en: 'Japan', es: 'Japón' }, 'it', 'es')).toEqual({
      text: 'Japón',
      language: 'es',
    });
  });

  it('falls back to English when neither the requested nor the default language is there', () => {
    expect(pickLocalizedText({ en: 'Japan', de: 'Japan!' }, 'it', 'fr')).toEqual({
      text: 'Japan',
      language: 'en',
    });
  });

  it('falls back to any language, in the account area order, when there is no English', () => {
    expect(pickLocalizedText({ de: 'Nur Deutsch', fr: 'Seulement' }, 'it', 'es')).toEqual({
      text: 'Seulement',
      language: 'fr',
    });
  });

  it('treats blank texts as missing', () => {
    expect(localizeText({ it: '  ', en: 'Japan' }, 'it')).toBe('Japan');
    expect(localizeText({ it: '' }, 'it')).toBeNull();
  });

  it('answers null for no text at all', () => {
    expect(pickLocalizedText(null, 'it')).toBeNull();
    expect(pickLocalizedText(undefined, 'en')).toBeNull();
    expect(pickLocalizedText({}, 'de')).toBeNull();
  });

  const language = fc.constantFrom<Language>(...languages);
  const text = fc.dictionary(
    language,
    fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  );

  it('property: some text is found whenever any language has one, and it is that language’s', () => {
    fc.assert(
      fc.property(text, language, language, (value, requested, siteDefault) => {
        const choice = pickLocalizedText(value, requested, siteDefault);
        if (Object.keys(value).length === 0) expect(choice).toBeNull();
        else expect(choice && value[choice.language]).toBe(choice?.text);
      }),
    );
  });

  it('property: the requested language always wins when present', () => {
    fc.assert(
      fc.property(text, language, language, (value, requested, siteDefault) => {
        fc.pre(value[requested] !== undefined);
        expect(pickLocalizedText(value, requested, siteDefault)?.language).toBe(requested);
      }),
    );
  });
});

describe('contentLanguageOrder', () => {
  it('lists every language once: requested, site default, English, then the rest', () => {
    expect(contentLanguageOrder('it', 'es')).toEqual(['it', 'es', 'en', 'fr', 'de']);
    expect(contentLanguageOrder('en', 'en')).toEqual(['en', 'it', 'es', 'fr', 'de']);
  });
});

describe('countryListName', () => {
  it('names a country in the reader’s language from its ISO code (CLDR)', () => {
    expect(countryListName(['JP'], 'it')).toBe('Giappone');
    expect(countryListName(['jp'], 'de')).toBe('Japan');
    expect(countryListName(['MA'], 'fr')).toBe('Maroc');
    expect(countryListName(['IS'], 'es')).toBe('Islandia');
  });

  it('joins several countries as the language joins a list', () => {
    expect(countryListName(['AR', 'CL'], 'en')).toBe('Argentina and Chile');
    expect(countryListName(['AR', 'CL'], 'it')).toBe('Argentina e Cile');
    expect(countryListName(['AR', 'CL'], 'de')).toBe('Argentinien und Chile');
  });

  it('names the same countries again in each language asked, in the order given', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(countryListName(['AR', 'CL'], 'fr')).toBe('Argentine et Chili');
      expect(countryListName(['CL', 'AR'], 'fr')).toBe('Chili et Argentine');
      expect(countryListName(['AR', 'CL'], 'es')).toBe('Argentina y Chile');
      expect(countryListName(['ZZZ'], 'es')).toBeNull();
    }
  });

  it('leaves out codes that name no country, and answers null when none is left', () => {
    expect(countryListName(['PE', 'ZZZ', '1'], 'es')).toBe('Perú');
    expect(countryListName([], 'en')).toBeNull();
  });

  it('names Scotland, Wales, England and Northern Ireland as destinations, not as the United Kingdom', () => {
    const inEach = (['en', 'it', 'es', 'fr', 'de'] as const).map((language) =>
      countryListName(['GB-SCT'], language),
    );
    expect(inEach).toEqual(['Scotland', 'Scozia', 'Escocia', 'Écosse', 'Schottland']);
    expect(countryListName(['gb-nir'], 'de')).toBe('Nordirland');
    expect(countryListName(['GB-ENG', 'GB-SCT'], 'it')).toBe('Inghilterra e Scozia');
    expect(countryListName(['GB'], 'it')).toBe('Regno Unito');
  });

  it('starts the name with a capital letter even when the language writes the first name lower-case', () => {
    expect(countryListName(['GB-WLS'], 'fr')).toBe('Pays de Galles');
    expect(countryListName(['GB-SCT', 'GB-WLS'], 'fr')).toBe('Écosse et pays de Galles');
  });

  it('leaves out subdivision codes it has no name for', () => {
    expect(countryListName(['GB-XYZ', 'IE'], 'en')).toBe('Ireland');
    expect(destinationName('FR-IDF', 'fr')).toBeUndefined();
  });
});
