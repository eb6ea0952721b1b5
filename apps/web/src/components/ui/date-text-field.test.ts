import { describe, expect, it } from 'vitest';
import { isoOfDateText, textOfIsoDate } from './date-text-field';

describe('the date field’s text and the form’s ISO day', () => {
  it('shows a YYYY-MM-DD day as DD/MM/YYYY, and nothing for no day', () => {
    expect(textOfIsoDate('1992-04-18')).toBe('18/04/1992');
    expect(textOfIsoDate(null)).toBe('');
    expect(textOfIsoDate('')).toBe('');
  });

  it('reads DD/MM/YYYY as the ISO day', () => {
    expect(isoOfDateText('18/04/1992')).toBe('1992-04-18');
    expect(isoOfDateText(' 03/11/1990 ')).toBe('1990-11-03');
  });

  it('hands back what is not a real day as typed, for the form to refuse', () => {
    // The browser's US order and impossible days are not read as another day.
    expect(isoOfDateText('04/18/1992')).toBe('04/18/1992');
    expect(isoOfDateText('31/02/2020')).toBe('31/02/2020');
    expect(isoOfDateText('18/04')).toBe('18/04');
  });
});
