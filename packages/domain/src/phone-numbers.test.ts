import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, normalizePhoneNumber } from './phone-numbers';

describe('isValidPhoneNumber and normalizePhoneNumber', () => {
  it.each([
    ['IT', '347 123 4567', '+393471234567', 'an Italian mobile, typed nationally'],
    ['IT', '+39 347 123 4567', '+393471234567', 'with the calling code'],
    ['IT', '0039 347 123 4567', '+393471234567', 'with the international prefix'],
    ['IT', '347-123-4567', '+393471234567', 'with dashes'],
    ['IT', '(347) 123.4567', '+393471234567', 'with brackets and dots'],
    ['IT', '06 1234 5678', '+390612345678', 'a landline in Rome'],
    ['it', '3471234567', '+393471234567', 'the country in lower case'],
    ['VA', '06 69812345', '+390669812345', 'the Vatican shares +39'],
    ['GB', '07400 123456', '+447400123456', 'a British mobile'],
    ['GB', '+44 20 7946 0958', '+442079460958', 'a London landline'],
    ['ES', '612 345 678', '+34612345678', 'a Spanish mobile'],
    ['FR', '06 12 34 56 78', '+33612345678', 'a French mobile'],
    ['DE', '01512 3456789', '+4915123456789', 'a German mobile'],
    ['US', '(201) 555-0123', '+12015550123', 'a US number'],
    ['CA', '+1 201 555 0123', '+12015550123', 'North America shares +1'],
  ])('%s %j is valid: %s (%s)', (country, number, e164) => {
    expect(isValidPhoneNumber({ country, number })).toBe(true);
    expect(normalizePhoneNumber({ country, number })).toBe(e164);
  });

  it.each([
    ['IT', '+44 7400 123456', 'a British number for Italy'],
    ['GB', '06 12 34 56 78', 'a French mobile read as British'],
    ['IT', '1234567890', 'no such Italian number'],
    ['IT', '34712', 'too short'],
    ['IT', '347 123 4567 890 12', 'too long'],
    ['IT', 'abc 3471234567', 'text around the number'],
    ['IT', '3471234567 ext. 12', 'an extension'],
    ['IT', '', 'empty'],
    ['XX', '3471234567', 'an unknown country'],
    ['', '+393471234567', 'no country'],
  ])('%s %j is invalid (%s)', (country, number) => {
    expect(isValidPhoneNumber({ country, number })).toBe(false);
    expect(normalizePhoneNumber({ country, number })).toBeNull();
  });
});
