import { describe, expect, it } from 'vitest';
import {
  chosenLegs,
  flightsToSave,
  mapServerFields,
  validateManual,
  validateSearch,
} from './flight-form';
import type { ManualValues } from './flight-form';

const manual: ManualValues = {
  flightNumber: 'az 784',
  departureDate: '09/03/2026',
  departureAirport: 'FCO',
  arrivalAirport: 'HND',
  departureTime: '13:25',
  arrivalDate: '10/03/2026',
  arrivalTime: '08:55',
  airline: '',
  stops: '0',
  layoverTime: '',
};

describe('flight search rules', () => {
  it('requires the flight number and the departure date', () => {
    expect(validateSearch({ flightNumber: ' ', departureDate: '' })).toEqual({
      errors: {
        flightNumber: 'flights.validation.flightNumberRequired',
        departureDate: 'flights.validation.departureDateRequired',
      },
      query: null,
    });
  });

  it('wants dates as DD/MM/YYYY and a real day', () => {
    for (const text of ['2026-03-09', '9/3/2026', '31/02/2026', '09.03.2026']) {
      expect(validateSearch({ flightNumber: 'AZ784', departureDate: text }).errors).toEqual({
        departureDate: 'flights.validation.dateFormat',
      });
    }
  });

  it('checks the flight number format', () => {
    expect(validateSearch({ flightNumber: 'AZ', departureDate: '09/03/2026' }).errors).toEqual({
      flightNumber: 'flights.validation.flightNumberFormat',
    });
  });

  it('sends the canonical number and the ISO day', () => {
    expect(validateSearch({ flightNumber: 'az 0784', departureDate: '09/03/2026' })).toEqual({
      errors: {},
      query: { flightNumber: 'AZ784', departureDate: '2026-03-09' },
    });
  });
});

describe('manual entry rules', () => {
  it('builds the segment with local times', () => {
    const { errors, segment } = validateManual(manual, 'OUTBOUND');
    expect(errors).toEqual({});
    expect(segment).toEqual({
      departureAirport: { iataCode: 'FCO' },
      arrivalAirport: { iataCode: 'HND' },
      departureDateTime: '2026-03-09T13:25',
      arrivalDateTime: '2026-03-10T08:55',
      flightNumber: 'AZ784',
      airline: null,
      stops: 0,
      direction: 'OUTBOUND',
      tripType: 'ONE_WAY',
      layoverTime: null,
    });
  });

  it('requires both airports, the times and the arrival date', () => {
    const { errors, segment } = validateManual(
      {
        ...manual,
        departureAirport: null,
        arrivalAirport: null,
        departureTime: '25:00',
        arrivalDate: '',
        arrivalTime: '',
      },
      'INBOUND',
    );
    expect(segment).toBeNull();
    expect(errors).toEqual({
      departureAirport: 'flights.validation.airportRequired',
      arrivalAirport: 'flights.validation.airportRequired',
      departureTime: 'flights.validation.timeFormat',
      arrivalTime: 'flights.validation.timeFormat',
      arrivalDate: 'flights.validation.arrivalDateRequired',
    });
  });

  it('takes the stops (0 to 3) and, with stops, the layover as HH:MM up to 48 hours', () => {
    expect(
      validateManual({ ...manual, stops: '1', layoverTime: '2:35' }, 'OUTBOUND').segment,
    ).toMatchObject({ stops: 1, layoverTime: 155 });
    expect(
      validateManual({ ...manual, stops: '0', layoverTime: '2:35' }, 'OUTBOUND').segment,
    ).toMatchObject({ stops: 0, layoverTime: null });
    expect(validateManual({ ...manual, stops: '4' }, 'OUTBOUND').errors).toEqual({
      stops: 'flights.validation.stopsRange',
    });
    for (const layoverTime of ['', '00:00', '48:01', '3h']) {
      expect(validateManual({ ...manual, stops: '2', layoverTime }, 'OUTBOUND').errors).toEqual({
        layoverTime: 'flights.validation.layoverFormat',
      });
    }
    expect(
      validateManual({ ...manual, stops: '3', layoverTime: '48:00' }, 'OUTBOUND').segment,
    ).toMatchObject({ stops: 3, layoverTime: 2880 });
  });

  it('refuses the same airport twice and an arrival before the departure', () => {
    expect(validateManual({ ...manual, arrivalAirport: 'FCO' }, 'OUTBOUND').errors).toEqual({
      arrivalAirport: 'flights.validation.sameAirport',
    });
    expect(
      validateManual({ ...manual, arrivalDate: '09/03/2026', arrivalTime: '10:00' }, 'OUTBOUND')
        .errors,
    ).toEqual({ arrivalTime: 'flights.validation.arrivalAfterDeparture' });
  });
});

describe('several segments and the list sent', () => {
  it('keeps the legs from the chosen departure to the chosen arrival', () => {
    expect(chosenLegs(['MXP-DOH', 'DOH-HND'], 0, 1)).toEqual(['MXP-DOH', 'DOH-HND']);
    expect(chosenLegs(['MXP-DOH', 'DOH-HND'], 1, 1)).toEqual(['DOH-HND']);
    expect(chosenLegs(['MXP-DOH', 'DOH-HND'], 1, 0)).toBeNull();
  });

  it('marks a round trip when both directions have flights', () => {
    const outbound = validateManual(manual, 'OUTBOUND').segment!;
    expect(flightsToSave({ outbound: [outbound], inbound: [] })[0]!.tripType).toBe('ONE_WAY');
    const inbound = { ...outbound, direction: 'INBOUND' as const };
    expect(
      flightsToSave({ outbound: [outbound], inbound: [inbound] }).map((s) => s.tripType),
    ).toEqual(['ROUND_TRIP', 'ROUND_TRIP']);
  });
});

describe("the server's 400 fields", () => {
  it('land on the fields of the segments being edited, anything else on the form', () => {
    expect(
      mapServerFields(
        {
          'flights.1.departureAirport.iataCode': 'Unknown airport code',
          'flights.1.departureDateTime': 'An outbound flight leaves by the tour’s first day',
        },
        1,
      ),
    ).toEqual({
      errors: {
        departureAirport: 'flights.serverErrors.airport',
        departureDate: 'flights.serverErrors.departureDate',
      },
      general: null,
    });
    expect(
      mapServerFields({ 'flights.0.arrivalDateTime': 'x', travelerId: 'Not a traveller' }, 1),
    ).toEqual({ errors: {}, general: 'flights.serverErrors.general' });
  });
});
