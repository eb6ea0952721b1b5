import { describe, expect, it } from 'vitest';
import { buildTripIcs, escapeIcsText, foldIcsLine, tripIcsFileName } from './ics';

const now = new Date('2026-03-01T09:05:07.123Z');

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('buildTripIcs', () => {
  const ics = buildTripIcs({
    bookingId: 'WF-26-01041',
    title: 'Japan: Tokyo, Kyoto and Hiroshima',
    startingDate: '2026-05-15',
    endingDate: '2026-05-26',
    location: 'Tokyo, Shinjuku — lobby of Hotel Gracery; 18:00',
    description: 'Booking WF-26-01041\nHave a good trip!',
    url: 'https://www.wayfarer.travel/uk/?routingKey=travel&p.slug=japan#itinerary',
    now,
  });

  it('is one VEVENT inside a VCALENDAR 2.0, with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('is an all-day event from the first day to the day after the last (exclusive end)', () => {
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260515');
    expect(lines).toContain('DTEND;VALUE=DATE:20260527');
    expect(lines).toContain('DTSTAMP:20260301T090507Z');
  });

  it('names the booking in its UID', () => {
    expect(unfold(ics)).toContain('UID:WF-26-01041@wayfarer.travel');
  });

  it('escapes commas, semicolons, backslashes and newlines in text values', () => {
    const lines = unfold(ics);
    expect(lines).toContain('SUMMARY:Japan: Tokyo\\, Kyoto and Hiroshima');
    expect(lines).toContain('LOCATION:Tokyo\\, Shinjuku — lobby of Hotel Gracery\\; 18:00');
    expect(lines).toContain('DESCRIPTION:Booking WF-26-01041\\nHave a good trip!');
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
    expect(escapeIcsText('one\r\ntwo\rthree')).toBe('one\\ntwo\\nthree');
  });

  it('keeps the URL as it is (a URI value)', () => {
    expect(unfold(ics)).toContain(
      'URL:https://www.wayfarer.travel/uk/?routingKey=travel&p.slug=japan#itinerary',
    );
  });

  it('folds long lines at 75 octets', () => {
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('crosses the end of a month and of a year', () => {
    const lines = unfold(
      buildTripIcs({
        bookingId: 'WF-26-00001',
        title: 'New year',
        startingDate: '2026-12-28',
        endingDate: '2026-12-31',
        now,
      }),
    );
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });

  it('handles a one-day trip and a leap day', () => {
    const lines = unfold(
      buildTripIcs({
        bookingId: 'WF-28-00001',
        title: 'Leap',
        startingDate: '2028-02-29',
        endingDate: '2028-02-29',
        now,
      }),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20280229');
    expect(lines).toContain('DTEND;VALUE=DATE:20280301');
  });

  it('refuses dates that are not calendar days, or an end before the start', () => {
    const base = { bookingId: 'WF-26-00001', title: 'Trip', now };
    expect(() =>
      buildTripIcs({ ...base, startingDate: '2026-02-30', endingDate: '2026-03-02' }),
    ).toThrow(RangeError);
    expect(() =>
      buildTripIcs({ ...base, startingDate: '15/05/2026', endingDate: '2026-05-20' }),
    ).toThrow(RangeError);
    expect(() =>
      buildTripIcs({ ...base, startingDate: '2026-05-20', endingDate: '2026-05-19' }),
    ).toThrow(RangeError);
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('never splits a multi-byte character and gives back the same text once unfolded', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('tripIcsFileName', () => {
  it('is the booking id with the .ics extension', () => {
    expect(tripIcsFileName('WF-26-01041')).toBe('WF-26-01041.ics');
  });
});
