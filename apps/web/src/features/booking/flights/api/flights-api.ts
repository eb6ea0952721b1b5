import type {
  Airport,
  BookingFlights,
  FlightSearchResult,
  TravellerFlights,
  TravellerFlightsInput,
} from '@wayfarer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { contract, loadContract } from '../../../../lib/contract';
import { bookingQueryOptions } from '../../../../lib/bookings/get-booking';
import { userBookingPath, type UserBooking } from '../../../../lib/bookings/user-booking-path';

/** GET /api/flights/search-airport?q=: airports by IATA code, city or name, best first. */
export async function searchAirports({
  q,
  signal,
}: {
  q: string;
  signal?: AbortSignal;
}): Promise<Airport[]> {
  const { flightsApiPaths, airportSearchResponseSchema } = await loadContract();
  const path = `${flightsApiPaths.searchAirport}?${new URLSearchParams({ q })}`;
  const response = await apiClient.get(path, airportSearchResponseSchema, { signal });
  return response.data;
}

export function airportSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['flights', 'airports', q] as const,
    queryFn: ({ signal }) => searchAirports({ q, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAirportSearch(q: string) {
  return useQuery({ ...airportSearchQueryOptions(q), enabled: q.trim().length >= 2 });
}

/** GET /api/flights/search-flight: found (one segment), multiple (several) or none. */
export async function searchFlight({
  flightNumber,
  departureDate,
}: {
  flightNumber: string;
  /** `YYYY-MM-DD`. */
  departureDate: string;
}): Promise<FlightSearchResult> {
  const { flightsApiPaths, flightSearchResponseSchema } = await loadContract();
  const path = `${flightsApiPaths.searchFlight}?${new URLSearchParams({ flightNumber, departureDate })}`;
  const response = await apiClient.get(path, flightSearchResponseSchema);
  return response.data;
}

export function useSearchFlight() {
  return useMutation({ mutationFn: searchFlight });
}

function bookingFlightsPath(booking: UserBooking) {
  return userBookingPath(contract().flightsApiPaths.bookingFlights, booking);
}

/** GET /api/users/{id}/bookings/{bookingId}/flights: each traveller's flights on the booking. */
export async function getBookingFlights({
  userId,
  bookingId,
  signal,
}: UserBooking & { signal?: AbortSignal }): Promise<BookingFlights> {
  const { bookingFlightsResponseSchema } = await loadContract();
  const response = await apiClient.get(
    bookingFlightsPath({ userId, bookingId }),
    bookingFlightsResponseSchema,
    { signal },
  );
  return response.data;
}

/** Under the booking's key: saving flights, which refreshes the booking, refreshes these too. */
export function bookingFlightsQueryOptions(params: { userId: string; bookingId: string }) {
  return queryOptions({
    queryKey: [...bookingQueryOptions(params).queryKey, 'flights'] as const,
    queryFn: ({ signal }) => getBookingFlights({ ...params, signal }),
  });
}

/** One traveller's flights on the booking: the modal shows theirs, not the leader's. */
export function useTravellerFlights({
  userId,
  bookingId,
  travelerId,
}: {
  userId: string;
  bookingId: string;
  travelerId: string;
}) {
  return useQuery({
    ...bookingFlightsQueryOptions({ userId, bookingId }),
    select: (all) => all.find((flights) => flights.travelerId === travelerId) ?? null,
  });
}

/**
 * POST /api/users/{id}/bookings/{bookingId}/flights: the list replaces the traveller's flights;
 * an empty one removes them; `noFlightNeeded` declares (or takes back) that they need none.
 */
export async function saveTravellerFlights({
  userId,
  bookingId,
  input,
}: {
  userId: string;
  bookingId: string;
  input: TravellerFlightsInput;
}): Promise<TravellerFlights> {
  const { travellerFlightsResponseSchema } = await loadContract();
  const response = await apiClient.post(
    bookingFlightsPath({ userId, bookingId }),
    travellerFlightsResponseSchema,
    input,
  );
  return response.data;
}

/** After a save the booking (flights summary, checklist's flight item) is fetched again. */
export function useSaveTravellerFlights({
  userId,
  bookingId,
}: {
  userId: string;
  bookingId: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TravellerFlightsInput) =>
      saveTravellerFlights({ userId, bookingId, input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: bookingQueryOptions({ userId, bookingId }).queryKey,
      });
    },
  });
}
