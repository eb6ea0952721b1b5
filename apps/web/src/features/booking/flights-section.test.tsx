import type { FlightSegment } from '@wayfarer/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { bookingFixture, day } from './booking.fixtures';
import { layoverDuration } from './flights-section';

/** QR124 Milan → Doha → Tokyo, chosen whole from the search: one flight with its stop. */
const qr124: FlightSegment = {
  departureAirport: { iataCode: 'MXP', name: 'Malpensa', city: 'Milano' },
  arrivalAirport: { iataCode: 'HND', name: 'Haneda', city: 'Tokyo' },
  departureDateTime: `${day(74)}T08:55+01:00`,
  arrivalDateTime: `${day(75)}T12:25+09:00`,
  flightNumber: 'QR124',
  airline: 'Qatar Airways',
  stops: 1,
  direction: 'OUTBOUND',
  tripType: 'ONE_WAY',
  layoverTime: 260,
  stopAirports: [{ iataCode: 'DOH', name: 'Hamad', city: 'Doha' }],
};

async function flightsOn(segment: FlightSegment, variant: { path: string; variantId?: 'italy' }) {
  const booking = bookingFixture({ outboundFlights: [segment] });
  await renderApp(null, {
    ...variant,
    api: {
      [`/api/users/${demoUser.id}/bookings/${booking.id}`]: {
        status: 200,
        body: { data: booking },
      },
    },
  });
  const card = await screen.findByText(/QR124/);
  return card.closest('li')!;
}

describe('flights section', () => {
  it('says where a flight with stops stops and how long the layover is, in the site’s language', async () => {
    const card = await flightsOn(qr124, { path: '/viaggi/WF-26-01041', variantId: 'italy' });
    expect(within(card).getByText(/1 scalo, a Doha \(DOH\)$/)).toBeTruthy();
    expect(within(card).getByText('Tempo di scalo: 4 h 20 min')).toBeTruthy();
  });

  it('names several stops as a list, in English on the international site', async () => {
    const card = await flightsOn(
      {
        ...qr124,
        stops: 2,
        layoverTime: 95,
        stopAirports: [...qr124.stopAirports, { iataCode: 'DXB', name: null, city: 'Dubai' }],
      },
      { path: '/travels/WF-26-01041' },
    );
    expect(within(card).getByText(/2 stops, in Doha \(DOH\) and Dubai \(DXB\)$/)).toBeTruthy();
    expect(within(card).getByText('Layover: 1 hr 35 min')).toBeTruthy();
  });

  it('shows the stop count and layover of a flight typed by hand without its stop airports', async () => {
    const card = await flightsOn(
      { ...qr124, stopAirports: [], layoverTime: 120 },
      { path: '/travels/WF-26-01041' },
    );
    expect(within(card).getByText(/· 1 stop$/)).toBeTruthy();
    expect(within(card).getByText('Layover: 2 hr')).toBeTruthy();
  });

  it('says nothing about stops for a direct flight', async () => {
    const card = await flightsOn(
      { ...qr124, stops: 0, layoverTime: null, stopAirports: [] },
      { path: '/travels/WF-26-01041' },
    );
    expect(within(card).getByText(/Direct/)).toBeTruthy();
    expect(within(card).queryByText(/Layover| in /)).toBeNull();
  });
});

describe('layoverDuration', () => {
  it('writes hours and minutes as each language writes them', () => {
    // CLDR puts a no-break space between number and unit in some languages.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(layoverDuration(260, 'de'))).toBe('4 Std. 20 Min.');
    expect(spaced(layoverDuration(45, 'fr'))).toBe('45 min');
    expect(spaced(layoverDuration(180, 'es'))).toBe('3 h');
  });
});
