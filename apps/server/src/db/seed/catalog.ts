import type { LayoutsResponse } from '@wayfarer/contract';
import { variants, type Language } from '@wayfarer/domain';
import type { Database } from '../client';
import { catalogLayouts } from '../schema';

type LayoutContent = LayoutsResponse['data'];

const footerMessages: Record<Language, { message: string; payment: string }> = {
  en: {
    message:
      '<p><strong>Wayfarer Travel Ltd</strong> — group trips for people who travel to meet people.</p><p>Licensed tour operator. <a href="https://www.wayfarer.travel/en/terms">Terms and conditions</a></p>',
    payment: 'Pay safely by card or bank transfer, in instalments at no extra cost.',
  },
  it: {
    message:
      '<p><strong>Wayfarer Travel Srl</strong> — viaggi di gruppo per chi viaggia per conoscere persone.</p><p>Tour operator autorizzato. <a href="https://www.wayfarer.travel/it/termini">Termini e condizioni</a></p>',
    payment: 'Paga in sicurezza con carta o bonifico, anche a rate senza costi aggiuntivi.',
  },
  es: {
    message:
      '<p><strong>Wayfarer Travel SL</strong> — viajes en grupo para quien viaja para conocer gente.</p><p>Operador turístico autorizado. <a href="https://www.wayfarer.travel/es/terminos">Términos y condiciones</a></p>',
    payment:
      'Paga de forma segura con tarjeta o transferencia, también a plazos sin coste adicional.',
  },
  fr: {
    message:
      '<p><strong>Wayfarer Travel SAS</strong> — des voyages en groupe pour ceux qui voyagent pour rencontrer.</p><p>Voyagiste agréé. <a href="https://www.wayfarer.travel/fr/conditions">Conditions générales</a></p>',
    payment: 'Payez en toute sécurité par carte ou virement, en plusieurs fois sans frais.',
  },
  de: {
    message:
      '<p><strong>Wayfarer Travel GmbH</strong> — Gruppenreisen für alle, die reisen, um Menschen kennenzulernen.</p><p>Zugelassener Reiseveranstalter. <a href="https://www.wayfarer.travel/de/agb">AGB</a></p>',
    payment: 'Sicher bezahlen mit Karte oder Überweisung, auch in Raten ohne Aufpreis.',
  },
};

const socialLabels: Record<Language, { group: string }> = {
  en: { group: 'Travellers group' },
  it: { group: 'Gruppo viaggiatori' },
  es: { group: 'Grupo de viajeros' },
  fr: { group: 'Groupe de voyageurs' },
  de: { group: 'Reisegruppe' },
};

export function layoutContentFor(language: Language, countryCode: string): LayoutContent {
  const text = footerMessages[language];
  const cc = countryCode.toLowerCase();
  return {
    footer: {
      content: {
        footerMessage: text.message,
        paymentMessage: text.payment,
        paymentSystems: [
          { name: 'visa', label: 'Visa' },
          { name: 'mastercard', label: 'Mastercard' },
          { name: 'amex', label: 'American Express' },
          { name: 'paypal', label: 'PayPal' },
        ],
      },
    },
    contacts: {
      content: {
        books: [
          {
            type: 'facebookGroup',
            value: `https://www.facebook.com/groups/wayfarer.${cc}`,
            label: socialLabels[language].group,
          },
          { type: 'facebook', value: `https://www.facebook.com/wayfarer.${cc}`, label: 'Facebook' },
          {
            type: 'instagram',
            value: `https://www.instagram.com/wayfarer.${cc}`,
            label: 'Instagram',
          },
          { type: 'tiktok', value: `https://www.tiktok.com/@wayfarer.${cc}`, label: 'TikTok' },
        ],
      },
    },
  };
}

export async function seedCatalog(db: Database) {
  for (const variant of Object.values(variants)) {
    await db
      .insert(catalogLayouts)
      .values({
        variant: variant.id,
        content: layoutContentFor(variant.language, variant.countryCode),
      })
      .onConflictDoNothing();
  }
}
