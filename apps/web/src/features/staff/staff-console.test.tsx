import type {
  AuditEntry,
  ReviewDocument,
  ReviewQueueItem,
  StaffMe,
  TravellerRecord,
} from '@wayfarer/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeApi } from '../../test/api-routes';
import { renderApp } from '../../test/render-app';
import { StaffConsole } from './staff-console';

// The console shows instants in the viewer's zone: a reviewer in Rome.
vi.mock('../../lib/time-zone', () => ({ viewerTimeZone: () => 'Europe/Rome' }));

const admin: StaffMe = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'admin@wayfarer.test',
  name: 'Alba Amato',
  role: 'admin',
};
const named: ReviewQueueItem = {
  id: '00000000-0000-4000-8000-000000000d01',
  type: 'DRIVING_LICENCE',
  issuingCountry: 'IT',
  travellerName: 'Giulia Rossi',
  reviewReason: 'PRINTED_FIELDS_UNREADABLE',
  uploadedAt: '2026-11-25T14:05:00.000Z',
  claimedUntil: null,
  claimedByMe: false,
};
const unnamed: ReviewQueueItem = {
  ...named,
  id: '00000000-0000-4000-8000-000000000d02',
  type: 'PASSPORT',
  issuingCountry: 'CZ',
  travellerName: '',
  reviewReason: 'PROFILE_NAME_MISSING',
  uploadedAt: '2026-11-26T08:30:00.000Z',
  claimedUntil: '2026-11-28T09:00:00.000Z',
};
const document: ReviewDocument = {
  id: named.id,
  status: 'TO_VALIDATE',
  typed: {
    type: 'DRIVING_LICENCE',
    number: 'BO5123456K',
    issuingCountry: 'IT',
    issueDate: '2025-05-17',
    expiryDate: '2035-05-25',
    firstName: 'Giulia',
    lastName: 'Rossi',
  },
  verification: {
    outcome: 'TO_VALIDATE',
    fields: [],
    image: [],
    reviewReason: 'PRINTED_FIELDS_UNREADABLE',
    verifiedAt: '2026-11-25T14:06:00.000Z',
  },
  traveller: { id: '00000000-0000-4000-8000-000000000001', email: 'demo@wayfarer.test' },
  uploadedAt: named.uploadedAt,
  hasImage: false,
  claimedUntil: null,
  claimedByMe: false,
};
const record: TravellerRecord = {
  id: document.traveller.id,
  email: 'demo@wayfarer.test',
  name: 'Giulia Rossi',
  consents: { privacyPolicy: true, termsAndConditions: true, marketing: false, newsletter: true },
  billingAddressSaved: true,
  billingUnlock: null,
  bookings: [
    {
      id: 'WF-26-01230',
      status: 'CONFIRMED',
      startingDate: '2027-05-07',
      endingDate: '2027-05-20',
      owner: true,
    },
    {
      id: 'WF-26-01066',
      status: 'CANCELLED',
      startingDate: '2027-01-02',
      endingDate: '2027-01-08',
      owner: false,
    },
  ],
  documents: [],
};
const audit: AuditEntry[] = [
  {
    id: '1',
    at: '2026-11-27T16:04:09.000Z',
    staffEmail: 'reviewer@wayfarer.test',
    action: 'document.approved',
    subject: `document:${named.id}`,
    reason: null,
  },
];

const me = { '/api/staff/me': { status: 200, body: { data: admin } } };

describe('the review queue', () => {
  it('lists each document with the traveller’s name and its upload in DD/MM/YYYY and 24 h', async () => {
    await renderApp(<StaffConsole />, {
      path: '/staff/documents',
      api: { ...me, '/api/staff/documents': { status: 200, body: { data: [named, unnamed] } } },
    });
    const table = await screen.findByRole('table', { name: 'Documents to validate' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'Giulia Rossi' })).toBeTruthy();
    expect(within(first!).getByText('25/11/2026 15:05')).toBeTruthy();
    expect(within(first!).getByText('Free')).toBeTruthy();
    expect(within(second!).getByText('(no name in the profile)')).toBeTruthy();
    expect(within(second!).getByText('Taken by another reviewer')).toBeTruthy();
    expect(
      within(second!).getByRole('link', {
        name: 'Review: Passport, (no name in the profile)',
      }),
    ).toHaveProperty('pathname', `/staff/documents/${unnamed.id}`);
    // Column headers stay headers for screen readers, whatever the width.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Traveller', 'Document', 'Why it came to a person', 'Uploaded', 'State', 'Review']);
  });

  it('says when nothing waits, and offers to try again when the queue fails to load', async () => {
    const { user, fetchMock } = await renderApp(<StaffConsole />, {
      path: '/staff/documents',
      api: {
        ...me,
        '/api/staff/documents': {
          status: 500,
          body: { error: { code: 'INTERNAL', message: 'x' } },
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('This could not be loaded.');
    routeApi(fetchMock, {
      'GET /api/staff/documents': () => ({ status: 200, body: { data: [] } }),
    });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No document is waiting for a decision.')).toBeTruthy();
  });
});

describe('a document under review', () => {
  it('is titled with the traveller’s name, as in the queue, and shows the typed dates as DD/MM/YYYY', async () => {
    await renderApp(<StaffConsole />, {
      path: `/staff/documents/${named.id}`,
      api: {
        ...me,
        [`/api/staff/documents/${named.id}`]: { status: 200, body: { data: document } },
        [`/api/staff/documents/${named.id}/claim`]: {
          status: 200,
          body: { data: { claimedUntil: '2026-11-28T09:20:00.000Z', claimedByMe: true } },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Driving licence of Giulia Rossi' }),
    ).toBeTruthy();
    expect(screen.getByText('demo@wayfarer.test')).toBeTruthy();
    const typed = screen.getByRole('region', { name: 'What the traveller typed' });
    expect(within(typed).getByText('17/05/2025')).toBeTruthy();
    expect(within(typed).getByText('25/05/2035')).toBeTruthy();
    expect(await screen.findByText('You hold this document until 28/11/2026 10:20.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your decision' })).toBeTruthy();
  });

  it('says so when the traveller has no name in the profile', async () => {
    await renderApp(<StaffConsole />, {
      path: `/staff/documents/${named.id}`,
      api: {
        ...me,
        [`/api/staff/documents/${named.id}`]: {
          status: 200,
          body: {
            data: {
              ...document,
              status: 'APPROVED',
              typed: { ...document.typed, type: 'PASSPORT', firstName: '', lastName: '' },
            },
          },
        },
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Passport of a traveller with no name in the profile',
      }),
    ).toBeTruthy();
  });
});

describe('a traveller’s record', () => {
  it('lists bookings with their status in words, dates as DD/MM/YYYY and the traveller’s part', async () => {
    await renderApp(<StaffConsole />, {
      path: `/staff/travellers/${record.id}`,
      api: {
        ...me,
        [`/api/staff/travellers/${record.id}`]: { status: 200, body: { data: record } },
      },
    });
    const bookings = await screen.findByRole('table', { name: 'Bookings' });
    const [, first, second] = within(bookings).getAllByRole('row');
    expect(first!.textContent).toContain('WF-26-01230');
    expect(first!.textContent).toContain('Confirmed');
    expect(first!.textContent).toContain('07/05/2027 – 20/05/2027');
    expect(first!.textContent).toContain('Booked it');
    expect(second!.textContent).toContain('Cancelled');
    expect(second!.textContent).toContain('Travels on it');
    expect(screen.getByText('No documents.')).toBeTruthy();
    // The account actions are still there.
    expect(screen.getByRole('button', { name: 'Do it' })).toBeTruthy();
  });
});

describe('the look-up', () => {
  it('finds a traveller, and "Back to the search" comes back to the same results', async () => {
    const { user } = await renderApp(<StaffConsole />, {
      path: '/staff/travellers',
      api: {
        ...me,
        '/api/staff/travellers': {
          status: 200,
          body: { data: [{ id: record.id, email: record.email, name: record.name }] },
        },
        [`/api/staff/travellers/${record.id}`]: { status: 200, body: { data: record } },
      },
    });
    await user.type(
      await screen.findByRole('searchbox', { name: 'E-mail, name or booking id' }),
      'rossi',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('table', { name: 'Look up a traveller' });
    expect(within(results).getByRole('cell', { name: 'demo@wayfarer.test' })).toBeTruthy();
    await user.click(within(results).getByRole('link', { name: 'Giulia Rossi' }));
    await screen.findByRole('heading', { level: 1, name: 'Giulia Rossi' });
    await user.click(screen.getByRole('link', { name: 'Back to the search' }));
    const again = await screen.findByRole('table', { name: 'Look up a traveller' });
    expect(within(again).getByRole('link', { name: 'Giulia Rossi' })).toBeTruthy();
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'rossi');
  });
});

describe('the audit log', () => {
  it('in Italian, with seconds and the same DD/MM/YYYY dates', async () => {
    await renderApp(<StaffConsole />, {
      path: '/staff/audit',
      variantId: 'italy',
      api: { ...me, '/api/staff/audit': { status: 200, body: { data: audit } } },
    });
    const table = await screen.findByRole('table', { name: 'Registro delle attività' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('27/11/2026 17:04:09')).toBeTruthy();
    expect(within(row!).getByText('reviewer@wayfarer.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeTruthy();
  });
});
