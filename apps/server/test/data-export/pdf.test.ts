import { describe, expect, it } from 'vitest';
import { dataExportFileSchema, type DataExportFile } from '@wayfarer/contract';
import { variants } from '@wayfarer/domain';
import { renderDataExportPdf } from '../../src/modules/data-export/pdf';
import { pdfText } from '../helpers/pdf-text';

const at = '2026-11-28T09:30:00.000Z';
const file: DataExportFile = dataExportFileSchema.parse({
  schemaVersion: 1,
  generatedAt: at,
  traveller: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a99',
    email: 'zoe@example.test',
    name: 'Zoë Ångström',
    lastname: 'Łukasiewicz-Ñúñez',
    gender: 'F',
    birthday: '1990-02-03',
    citizenship: 'PL',
    taxCode: null,
    birthCity: 'Kraków',
    mobilePhone: { country: 'PL', number: '501234567' },
    emergencyContact: { name: null, relation: null, phoneCountry: null, phoneNumber: null },
    specialNeeds: 'Végétarienne, sans arachides',
    hasProfilePicture: false,
    hasPassword: true,
    accountCreatedAt: at,
    lastUpdatedAt: at,
  },
  consents: {
    privacyPolicy: true,
    termsAndConditions: true,
    marketing: false,
    newsletter: true,
    recordedAt: at,
  },
  addresses: [],
  bookings: [
    {
      id: 'WF-26-09999',
      status: 'CONFIRMED',
      currency: 'EUR',
      partnerName: null,
      hasCancellationOption: false,
      bookedAt: at,
      cancelledAt: null,
      trip: {
        title: 'Islanda: ghiacciai e aurore',
        startingDate: '2027-02-10',
        endingDate: '2027-02-17',
        meetingPoint: null,
      },
      travellers: [
        { name: 'Zoë Ångström', lastname: 'Łukasiewicz-Ñúñez', isLeader: true, you: true },
      ],
      priceLines: [],
      payments: [{ kind: 'deposit', amountCents: 50000, dueDate: '2026-12-01', paidAt: null }],
      refunds: [],
      flights: [],
      noFlightNeeded: null,
      checklist: [],
      tripChanges: [],
    },
  ],
  documents: [],
  alerts: [],
  referral: { code: null, joinedAt: null, invitedFriends: [], promoCodes: [] },
  credits: [],
  devices: [],
  passkeys: [],
  emailChanges: [],
  accessLinks: [],
  emails: [],
});

/** The text as read, lines and continued runs joined by one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the export PDF', () => {
  it('is a PDF with the traveller’s name, accents and all, in the variant’s language', async () => {
    const pdf = await renderDataExportPdf(file, { variant: variants.italy, compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(pdfText(pdf));
    expect(text).toContain('I tuoi dati su Wayfarer');
    expect(text).toContain('Zoë Ångström Łukasiewicz-Ñúñez');
    expect(text).toContain('Città di nascita: Kraków');
    expect(text).toContain('Végétarienne, sans arachides');
    expect(text).toContain('WF-26-09999 · Islanda: ghiacciai e aurore');
    expect(text).toContain('10/02/2027 – 17/02/2027');
    expect(text).toContain('Stato: confermata');
    expect(text).not.toContain('\uFFFD');
  });

  it('speaks German on the German site, with the same data', async () => {
    const text = flat(
      pdfText(await renderDataExportPdf(file, { variant: variants.germany, compress: false })),
    );
    expect(text).toContain('Deine Daten bei Wayfarer');
    expect(text).toContain('Geburtsort: Kraków');
    expect(text).toContain('Datenschutzerklärung: ja');
    expect(text).toContain('Marketing: nein');
    expect(text).toContain('Status: bestätigt');
  });

  it('embeds its font: no standard PDF font, which could not show Ł or Ñ', async () => {
    const pdf = (
      await renderDataExportPdf(file, { variant: variants.france, compress: false })
    ).toString('latin1');
    expect(pdf).toMatch(/\/FontFile2/);
    expect(pdf).toMatch(/DejaVuSans/);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
  });
});
