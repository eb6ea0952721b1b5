import type { NotifyMeAlert } from '@wayfarer/contract';

/** Trip alerts for the notify-me tests: two on tours, one on a travel. */
export const alerts: NotifyMeAlert[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'tour',
    travel: {
      id: '00000000-0000-4000-8000-0000000000a1',
      slug: 'norway-lofoten-midnight-sun',
      title: 'Norway: the Lofoten Islands',
      destination: 'Norway',
    },
    tour: {
      id: '00000000-0000-4000-8000-0000000000b1',
      status: 'CONFIRMED',
      startingDate: '2026-07-01',
      endingDate: '2026-07-09',
      availableSeats: 0,
    },
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    type: 'tour',
    travel: {
      id: '00000000-0000-4000-8000-0000000000a2',
      slug: 'sri-lanka-tea-country',
      title: 'Sri Lanka: tea country',
      destination: 'Sri Lanka',
    },
    tour: {
      id: '00000000-0000-4000-8000-0000000000b2',
      status: 'PLANNED',
      startingDate: '2026-09-10',
      endingDate: '2026-09-22',
      availableSeats: 9,
    },
    createdAt: '2026-02-01T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    type: 'travel',
    travel: {
      id: '00000000-0000-4000-8000-0000000000a3',
      slug: 'namibia-dunes',
      title: 'Namibia: red dunes',
      destination: 'Namibia',
    },
    tour: null,
    createdAt: '2026-01-01T10:00:00.000Z',
  },
];
