import type { VariantId } from '@wayfarer/domain';

/** Days a customer care desk answers, as the contact page names them. */
export type OpeningDays = 'mondayToFriday' | 'saturday' | 'sunday';

export interface CustomerCare {
  /** As dialled from abroad (E.164, for the tel: link) and as shown. */
  phone: { e164: string; display: string };
  email: string;
  /** Opening hours in the desk's own time zone. */
  hours: { days: OpeningDays; opens: string; closes: string }[];
  /** IANA zone of the hours, shown by its short name. */
  timeZone: string;
}

/*
 * How each variant's travellers reach customer care (account-area §2 "contact us"). This is the
 * page's content, kept with it; the public website keeps its own contact form (routing key
 * `contacts`).
 */
const london: CustomerCare = {
  phone: { e164: '+442038080505', display: '+44 20 3808 0505' },
  email: 'care@wayfarer.travel',
  hours: [
    { days: 'mondayToFriday', opens: '09:00', closes: '18:00' },
    { days: 'saturday', opens: '10:00', closes: '14:00' },
  ],
  timeZone: 'Europe/London',
};

export const customerCareByVariant: Record<VariantId, CustomerCare> = {
  international: london,
  english: london,
  global: {
    phone: { e164: '+16465550150', display: '+1 646 555 0150' },
    email: 'care.us@wayfarer.travel',
    hours: [{ days: 'mondayToFriday', opens: '09:00', closes: '17:00' }],
    timeZone: 'America/New_York',
  },
  italy: {
    phone: { e164: '+390294752110', display: '+39 02 9475 2110' },
    email: 'assistenza@wayfarer.travel',
    hours: [
      { days: 'mondayToFriday', opens: '09:00', closes: '19:00' },
      { days: 'saturday', opens: '09:30', closes: '13:30' },
    ],
    timeZone: 'Europe/Rome',
  },
  spain: {
    phone: { e164: '+34910601844', display: '+34 910 60 18 44' },
    email: 'atencion@wayfarer.travel',
    hours: [{ days: 'mondayToFriday', opens: '09:00', closes: '18:00' }],
    timeZone: 'Europe/Madrid',
  },
  france: {
    phone: { e164: '+33176360212', display: '+33 1 76 36 02 12' },
    email: 'service-client@wayfarer.travel',
    hours: [
      { days: 'mondayToFriday', opens: '09:30', closes: '18:30' },
      { days: 'saturday', opens: '10:00', closes: '13:00' },
    ],
    timeZone: 'Europe/Paris',
  },
  germany: {
    phone: { e164: '+4930568378150', display: '+49 30 5683 78150' },
    email: 'kundenservice@wayfarer.travel',
    hours: [{ days: 'mondayToFriday', opens: '09:00', closes: '18:00' }],
    timeZone: 'Europe/Berlin',
  },
};

/** The short name of a time zone in a locale ('CET', 'GMT+1', 'EST'…), or the zone itself. */
export function timeZoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
