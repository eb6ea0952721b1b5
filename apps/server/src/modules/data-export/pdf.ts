import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DataExportFile } from '@wayfarer/contract';
import { formatDate, formatMoney, type Variant } from '@wayfarer/domain';
import { fill } from '../../mail/messages';
import { pdfMessages } from './pdf-messages';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans, shipped by the `dejavu-fonts-ttf` package: it covers every Latin accent (and
 * more), and is embedded (subset) in each PDF; nothing is fetched at run time.
 */
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const colours = { ink: '#132020', muted: '#465454', brand: '#0f5a56' };

/**
 * The export as a readable PDF in the variant's language: one section per kind of data, dates as
 * the variant writes them, amounts in each booking's currency. `compress: false` (tests) leaves
 * the text streams readable in the file.
 */
export async function renderDataExportPdf(
  data: DataExportFile,
  { variant, compress = true }: { variant: Variant; compress?: boolean },
): Promise<Buffer> {
  const t = pdfMessages[variant.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress,
    lang: variant.localeTag,
    displayTitle: true,
    info: {
      Title: t.title,
      Author: 'Wayfarer',
      Subject: `${data.traveller.name} ${data.traveller.lastname}`,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const day = (date: string | null) => (date ? formatDate({ date }) : '—');
  const moment = (date: string | null) =>
    date ? formatDate({ date, withTime: 'minutes', timeZone: variant.timeZone }) : '—';
  const percent = new Intl.NumberFormat(variant.localeTag, { style: 'percent' });
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const text = (value: string | null | undefined) => (value && value.trim() ? value : '—');
  const money = (cents: number, currency: string) =>
    formatMoney({ amount: cents, inCents: true, variant, currency: currency as never });

  const heading = (title: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(14).fillColor(colours.brand).text(title);
    doc.moveDown(0.3);
  };
  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(10).fillColor(colours.ink).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  };
  const item = (value: string, indent = 0) => {
    doc.font('regular').fontSize(10).fillColor(colours.ink).text(value, { indent });
  };
  const subheading = (value: string) => {
    doc.moveDown(0.4);
    doc.font('bold').fontSize(11).fillColor(colours.ink).text(value);
  };
  const empty = () => item(t.none);

  doc.font('bold').fontSize(22).fillColor(colours.brand).text(t.title);
  doc.moveDown(0.4);
  const name = `${data.traveller.name} ${data.traveller.lastname}`.trim() || data.traveller.email;
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(colours.ink)
    .text(fill(t.intro, { name, date: moment(data.generatedAt) }));
  doc.fontSize(9).fillColor(colours.muted).text(t.jsonNote);

  const { traveller, consents } = data;
  heading(t.sections.profile);
  line(t.fields.name, text(name));
  line(t.fields.email, traveller.email);
  line(t.fields.gender, text(traveller.gender));
  line(t.fields.birthday, day(traveller.birthday));
  line(t.fields.citizenship, text(traveller.citizenship));
  line(t.fields.taxCode, text(traveller.taxCode));
  line(t.fields.birthCity, text(traveller.birthCity));
  line(
    t.fields.mobilePhone,
    text([traveller.mobilePhone.country, traveller.mobilePhone.number].filter(Boolean).join(' ')),
  );
  const contact = traveller.emergencyContact;
  line(
    t.fields.emergencyContact,
    text(
      [contact.name, contact.relation && `(${contact.relation})`, contact.phoneNumber]
        .filter(Boolean)
        .join(' '),
    ),
  );
  line(t.fields.specialNeeds, text(traveller.specialNeeds));
  line(t.fields.accountCreated, moment(traveller.accountCreatedAt));

  heading(t.sections.consents);
  line(t.fields.privacyPolicy, yesNo(consents.privacyPolicy));
  line(t.fields.terms, yesNo(consents.termsAndConditions));
  line(t.fields.marketing, yesNo(consents.marketing));
  line(t.fields.newsletter, yesNo(consents.newsletter));
  line(t.fields.recordedAt, moment(consents.recordedAt));

  heading(t.sections.addresses);
  if (data.addresses.length === 0) empty();
  for (const address of data.addresses) {
    const place = [
      `${address.address} ${address.houseNumber}`,
      `${address.zipCode} ${address.city}${address.state ? ` (${address.state})` : ''}`,
      address.country,
    ].join(', ');
    const billing = address.billingInfo
      ? ` — ${Object.values(address.billingInfo)
          .filter((v) => typeof v === 'string' && v)
          .join(', ')}`
      : '';
    line(
      address.addressType === 'RESIDENCE' ? t.fields.residence : t.fields.billing,
      `${place}${billing}`,
    );
  }

  heading(t.sections.bookings);
  if (data.bookings.length === 0) empty();
  for (const booking of data.bookings) {
    subheading(`${booking.id} · ${booking.trip.title}`);
    line(t.fields.dates, `${day(booking.trip.startingDate)} – ${day(booking.trip.endingDate)}`);
    line(
      t.fields.status,
      t.bookingStatus[booking.status as keyof typeof t.bookingStatus] ?? booking.status,
    );
    line(
      t.fields.travellers,
      booking.travellers.map((p) => `${p.name} ${p.lastname}`.trim()).join(', ') || '—',
    );
    if (booking.payments.length > 0) {
      item(`${t.fields.payments}:`);
      for (const payment of booking.payments) {
        item(
          `${money(payment.amountCents, booking.currency)} · ${t.fields.due} ${day(payment.dueDate)}${
            payment.paidAt ? ` · ${t.fields.paid} ${day(payment.paidAt)}` : ''
          }`,
          12,
        );
      }
    }
    if (booking.flights.length > 0) {
      item(`${t.fields.flights}:`);
      for (const flight of booking.flights) {
        item(
          `${flight.flightNumber} ${flight.departureAirport} → ${flight.arrivalAirport} · ${formatDate(
            {
              date: flight.departureLocal,
              withTime: 'minutes',
            },
          )}`,
          12,
        );
      }
    }
    if (booking.checklist.length > 0) {
      line(
        t.fields.checklist,
        booking.checklist
          .map(
            (entry) =>
              `${t.checklist[entry.type as keyof typeof t.checklist] ?? entry.type} (${entry.completed ? t.fields.done : t.fields.todo})`,
          )
          .join(', '),
      );
    }
  }

  heading(t.sections.documents);
  if (data.documents.length === 0) empty();
  for (const document of data.documents) {
    subheading(t.documentTypes[document.type as keyof typeof t.documentTypes] ?? document.type);
    line(t.fields.number, document.number);
    line(t.fields.issuingCountry, document.issuingCountry);
    line(t.fields.validity, `${day(document.issueDate)} – ${day(document.expiryDate)}`);
    line(
      t.fields.status,
      t.documentStatus[document.status as keyof typeof t.documentStatus] ?? document.status,
    );
  }

  heading(t.sections.alerts);
  if (data.alerts.length === 0) empty();
  for (const alert of data.alerts) {
    item(`${alert.title}${alert.startingDate ? ` · ${day(alert.startingDate)}` : ''}`);
  }

  heading(t.sections.referral);
  line(t.fields.code, text(data.referral.code));
  line(
    t.fields.friends,
    data.referral.invitedFriends.map((f) => `${f.name} <${f.email}>`).join(', ') || '—',
  );
  line(
    t.fields.promoCodes,
    data.referral.promoCodes
      .map((p) => `${p.code} (${percent.format(p.percent / 100)})`)
      .join(', ') || '—',
  );

  heading(t.sections.credits);
  if (data.credits.length === 0) empty();
  for (const credit of data.credits) {
    item(
      `${credit.code ?? credit.kind} · ${money(credit.amountCents, credit.currency)}${
        credit.expiresOn ? ` · ${t.fields.expires} ${day(credit.expiresOn)}` : ''
      }`,
    );
  }

  heading(t.sections.devices);
  if (data.devices.length === 0) empty();
  for (const device of data.devices) {
    item(
      `${text(device.userAgent)} · ${t.fields.signedIn} ${moment(device.signedInAt)} · ${
        t.fields.lastUsed
      } ${moment(device.lastUsedAt)}`,
    );
  }

  heading(t.sections.passkeys);
  if (data.passkeys.length === 0) empty();
  for (const key of data.passkeys) {
    item(
      `${key.name} · ${t.fields.added} ${moment(key.addedAt)}${
        key.lastUsedAt ? ` · ${t.fields.lastUsed} ${moment(key.lastUsedAt)}` : ''
      }`,
    );
  }

  heading(t.sections.emailChanges);
  if (data.emailChanges.length === 0) empty();
  for (const change of data.emailChanges) {
    item(`${change.oldEmail} → ${change.newEmail} · ${moment(change.requestedAt)}`);
  }

  heading(t.sections.emails);
  if (data.emails.length === 0) empty();
  for (const email of data.emails) item(`${moment(email.createdAt)} · ${email.subject}`);

  doc.end();
  return done;
}
