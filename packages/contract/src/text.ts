import { z } from 'zod';

/**
 * Text a traveller types. Control characters (NUL, escape, DEL, C1…) never belong in it: the
 * databases refuse some of them and terminals or logs read others. Nor does half of a surrogate
 * pair (JSON can carry `\ud800` alone): UTF-8 cannot write it, so PostgreSQL's JSON refuses it (a
 * server error) and its text stores U+FFFD in its place (an answer that is not what was stored).
 * Fields over several lines (notes) keep their tabs and line breaks; every other field is one line.
 */
export const oneLineOfText = /^[^\p{Cc}\p{Cs}]*$/u;

export const singleLineText = () => z.string().regex(oneLineOfText, 'validation.invalid');

export const multiLineText = () =>
  z.string().regex(/^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u, 'validation.invalid');
