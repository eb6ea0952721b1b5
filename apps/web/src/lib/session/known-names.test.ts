import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setErrorReportingNames } from '../error-reporting';
import { scrubEvent } from '../error-reporting-scrub';
import { knownNamesIn } from './known-names';

describe('names in error reports', () => {
  it('scrubs the signed-in traveller’s names and their travellers’, from the query cache', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['users', 'me'], { id: 'u1', name: 'Giulia', lastname: 'Rossi' });
    queryClient.setQueryData(['bookings', 'u1', 'WF-26-01041'], {
      id: 'WF-26-01041',
      travellers: [
        { name: 'Giulia', lastname: 'Rossi' },
        { name: 'Marco', lastname: 'De Luca' },
      ],
    });
    setErrorReportingNames(() => knownNamesIn(queryClient));
    const event = scrubEvent({
      type: undefined,
      message: 'Boom for Giulia Rossi giulia@example.com',
      exception: { values: [{ value: 'Marco De Luca has no seat; GIULIA again; Giuliano stays' }] },
      extra: { note: 'travelling with marco' },
    });
    expect(event.message).toBe('Boom for [name] [name] [email]');
    expect(event.exception?.values?.[0]?.value).toBe(
      '[name] [name] has no seat; [name] again; Giuliano stays',
    );
    expect(event.extra).toEqual({ note: 'travelling with [name]' });
    setErrorReportingNames(() => []);
  });
});
