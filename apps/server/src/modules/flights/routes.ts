import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  airportSearchQuerySchema,
  airportSearchResponseSchema,
  bookingFlightsResponseSchema,
  errorBodySchema,
  flightSearchQuerySchema,
  flightSearchResponseSchema,
  flightsApiPaths,
  travellerFlightsInputSchema,
  travellerFlightsResponseSchema,
  userBookingParamsSchema,
} from '@wayfarer/contract';
import { AeroDataBoxFlightScheduleProvider } from './aerodatabox-schedule-provider';
import { runAfterListen } from '../../lib/after-listen';
import { getAirportIndex } from './airports';
import { EmbeddedFlightScheduleProvider } from './embedded-schedule-provider';
import type { FlightScheduleProvider } from './schedule-provider';
import { listBookingFlights, saveTravellerFlights, searchFlight, suggestAirports } from './service';

const airportIndexWarmUpDelayMs = 1500;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Flight details: airport and flight search, and each traveller's flights on a booking. */
export const flightsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { apiUrl, apiKey } = fastify.config.flightSchedules;
  const provider: FlightScheduleProvider = apiKey
    ? new AeroDataBoxFlightScheduleProvider({ baseUrl: apiUrl, apiKey })
    : new EmbeddedFlightScheduleProvider(fastify.db);
  // The airport index (0.2 s of CPU) is built a moment after the server listens: not during the
  // start, nor on the first traveller's keystroke. Without a listen (tests), on first use.
  runAfterListen(fastify, airportIndexWarmUpDelayMs, 'building the airport index', () =>
    getAirportIndex(),
  );

  fastify.get(
    flightsApiPaths.searchAirport,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['flights'],
        summary: 'Airports by IATA code, city or name (accents and case ignored), best first',
        querystring: airportSearchQuerySchema,
        response: { 200: airportSearchResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: suggestAirports({ q: request.query.q, language: request.variant.language }),
    }),
  );

  fastify.get(
    flightsApiPaths.searchFlight,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['flights'],
        summary: `A flight by number and departure day: found, multiple (a flight with stops) or none (schedules: ${provider.name})`,
        querystring: flightSearchQuerySchema,
        response: {
          200: flightSearchResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await searchFlight(provider, {
        query: request.query,
        language: request.variant.language,
        log: request.log,
      }),
    }),
  );

  fastify.get(
    flightsApiPaths.bookingFlights,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['flights'],
        summary: "Each traveller's flights on one of the caller's bookings",
        params: userBookingParamsSchema,
        response: { 200: bookingFlightsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listBookingFlights(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
        language: request.variant.language,
      }),
    }),
  );

  fastify.post(
    flightsApiPaths.bookingFlights,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['flights'],
        summary:
          "Saves a traveller's flights (the list replaces theirs; empty removes them; noFlightNeeded declares none)",
        params: userBookingParamsSchema,
        body: travellerFlightsInputSchema,
        response: { 200: travellerFlightsResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => ({
      data: await saveTravellerFlights(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
        input: request.body,
        language: request.variant.language,
      }),
    }),
  );
};
