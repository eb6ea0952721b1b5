import { describe, expect, it } from 'vitest';
import { maxPasswordLength, minPasswordLength, passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('accepts a long enough password of any characters', () => {
    expect(passwordProblem('wayfarer-demo')).toBeNull();
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('ñandú-über-café')).toBeNull();
  });

  it('refuses one shorter than the minimum, counting characters rather than code units', () => {
    expect(passwordProblem('a'.repeat(minPasswordLength - 1))).toBe('tooShort');
    expect(passwordProblem('a'.repeat(minPasswordLength))).toBeNull();
    // Nine emoji are 18 UTF-16 units but nine characters.
    expect(passwordProblem('😀'.repeat(minPasswordLength - 1))).toBe('tooShort');
  });

  it('refuses one longer than the maximum', () => {
    expect(passwordProblem('a'.repeat(maxPasswordLength))).toBeNull();
    expect(passwordProblem('a'.repeat(maxPasswordLength + 1))).toBe('tooLong');
  });

  it('refuses control characters such as line breaks, tabs and NUL', () => {
    expect(passwordProblem('long-enough\npassword')).toBe('controlCharacters');
    expect(passwordProblem('long-enough\tpassword')).toBe('controlCharacters');
    expect(passwordProblem('long-enough\u0000password')).toBe('controlCharacters');
  });
});
