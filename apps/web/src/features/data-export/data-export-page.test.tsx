import type { DataExportState } from '@wayfarer/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { DataExportPage } from './data-export-page';

const statePath = '/api/users/me/data-exports';
const id = '00000000-0000-4000-8000-0000000000e1';
const none: DataExportState = {
  status: 'none',
  id: null,
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  files: null,
  requestsLeft: 3,
  nextRequestAt: null,
};
const preparing: DataExportState = {
  ...none,
  status: 'preparing',
  id,
  requestedAt: '2026-11-28T09:00:00.000Z',
  requestsLeft: 2,
};
const ready: DataExportState = {
  ...preparing,
  status: 'ready',
  readyAt: '2026-11-28T09:01:00.000Z',
  expiresAt: '2026-12-05T09:01:00.000Z',
  files: { json: 48_213, pdf: 2_400_000 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('your data', () => {
  it('offers to download the data, saying what the copy holds', async () => {
    await renderApp(<DataExportPage />, {
      path: '/account/data',
      api: { [statePath]: { status: 200, body: { data: none } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeTruthy();
    expect(await screen.findByText(/Your bookings, with payments, flights/)).toBeTruthy();
    const ask = screen.getByRole('button', { name: 'Download my data' });
    expect(ask.hasAttribute('disabled') || ask.getAttribute('aria-disabled') === 'true').toBe(
      false,
    );
    expect(screen.queryByRole('link', { name: /Download PDF/ })).toBeNull();
  });

  it('shows the preparation, polls, and offers both files once ready', async () => {
    const answer = { status: 200, body: { data: preparing } };
    await renderApp(<DataExportPage />, { path: '/account/data', api: { [statePath]: answer } });
    expect(await screen.findByText(/We are preparing your copy/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preparing…' }).hasAttribute('disabled')).toBe(true);

    answer.body = { data: ready };
    const pdf = await screen.findByRole('link', { name: /Download PDF/ }, { timeout: 8000 });
    expect(pdf.getAttribute('href')).toBe(`${statePath}/${id}/pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(pdf.textContent).toMatch(/2\.3\s?MB/);
    const data = screen.getByRole('link', { name: /Download JSON/ });
    expect(data.getAttribute('href')).toBe(`${statePath}/${id}/json`);
    expect(screen.getByText(/Available until 05\/12\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeTruthy();
  });

  it('explains a refusal past the daily limit, with when to ask again', async () => {
    const { user, fetchMock } = await renderApp(<DataExportPage />, {
      path: '/account/data',
      api: { [statePath]: { status: 200, body: { data: none } } },
    });
    const ask = await screen.findByRole('button', { name: 'Download my data' });
    fetchMock.mockImplementationOnce(async () =>
      json(429, {
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many',
          extra: { retryAt: '2026-11-29T08:00:00.000Z' },
        },
      }),
    );
    await user.click(ask);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /You have asked for 3 copies in 24 hours: you can ask again from 29\/11\/2026/,
    );
  });

  it('says an expired copy is gone and lets the traveller prepare a new one', async () => {
    await renderApp(<DataExportPage />, {
      path: '/account/data',
      variantId: 'italy',
      api: {
        [statePath]: { status: 200, body: { data: { ...ready, status: 'expired', files: null } } },
      },
    });
    expect(await screen.findByText(/era disponibile fino al 05\/12\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepara una nuova copia' })).toBeTruthy();
  });

  it('disables the request once the limit is reached', async () => {
    await renderApp(<DataExportPage />, {
      path: '/account/data',
      api: {
        [statePath]: {
          status: 200,
          body: {
            data: {
              ...none,
              status: 'failed',
              id,
              requestsLeft: 0,
              nextRequestAt: '2026-11-29T08:00:00.000Z',
            },
          },
        },
      },
    });
    expect(await screen.findByText(/could not prepare your last copy/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Prepare a new copy' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText(/you can ask again from 29\/11\/2026/)).toBeTruthy();
  });
});
