import type { IdentityDocument, TripDocument } from '@wayfarer/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { bookingFixture, day } from '../booking/booking.fixtures';

const slow = { timeout: 8000 };
const booking = bookingFixture();
const [giulia, marco] = booking.travellers;
const bookingPath = `/api/users/${demoUser.id}/bookings/${booking.id}`;

const idCard: IdentityDocument = {
  id: '6e2d4f5a-8b3c-4d9e-8f10-223344556677',
  type: 'IDENTITY_CARD',
  number: 'CA48215KR',
  issuingCountry: 'IT',
  issueDate: day(-3000),
  expiryDate: day(200),
  status: 'APPROVED',
  verification: null,
  imageUrl: null,
  createdAt: new Date().toISOString(),
};

const tripDocuments: TripDocument[] = [
  { type: 'PASSPORT', status: 'NOT_NEEDED', document: null },
  { type: 'IDENTITY_CARD', status: 'EXPIRING', document: idCard },
  {
    type: 'DRIVING_LICENCE',
    status: 'REJECTED',
    document: {
      ...idCard,
      id: '7f3e5a6b-9c4d-4eaf-9a21-334455667788',
      type: 'DRIVING_LICENCE',
      status: 'REJECTED',
      number: 'BO5123456K',
    },
  },
];

function renderTraveller(
  travellerId: string,
  variantId: 'international' | 'italy' = 'international',
) {
  const base = variantId === 'italy' ? '/viaggi' : '/travels';
  return renderApp(null, {
    path: `${base}/${booking.id}/${travellerId}`,
    variantId,
    api: {
      [bookingPath]: { status: 200, body: { data: booking } },
      [`${bookingPath}/documents`]: { status: 200, body: { data: tripDocuments } },
    },
  });
}

describe('traveller page', { timeout: 30_000 }, () => {
  it('shows the traveller’s documents with their status for the trip', async () => {
    await renderTraveller(giulia!.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giulia Rossi' }, slow),
    ).toBeTruthy();
    // The same name for the role as the booking page's.
    expect(screen.getByText(/Lead traveller/)).toBeTruthy();
    const passport = await screen.findByRole('article', { name: 'Passport' }, slow);
    expect(within(passport).getByText('Not needed')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Identity card' });
    expect(within(card).getByText('Expiring')).toBeTruthy();
    expect(within(card).getByText('CA48215KR')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Replace: Identity card' })).toBeTruthy();
    const licence = screen.getByRole('article', { name: 'Driving licence' });
    expect(within(licence).getByText('Rejected')).toBeTruthy();
    expect(
      within(licence).getByRole('button', { name: 'Upload again: Driving licence' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the booking/ }).getAttribute('href')).toBe(
      `/travels/${booking.id}`,
    );
  });

  it('speaks the variant’s language', async () => {
    await renderTraveller(giulia!.id, 'italy');
    const card = await screen.findByRole('article', { name: 'Carta d’identità' }, slow);
    expect(within(card).getByText('In scadenza')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Documenti per questo viaggio' }),
    ).toBeTruthy();
  });

  it('does not show another traveller’s documents', async () => {
    await renderTraveller(marco!.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marco Bianchi' }, slow),
    ).toBeTruthy();
    expect(
      screen.getByText('Marco Bianchi adds and checks their documents from their own account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('answers "page not on the map" for a traveller who is not on the booking', async () => {
    await renderTraveller('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Page not on the map' }, slow)).toBeTruthy();
  });
});
