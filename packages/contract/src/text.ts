import { z } from 'zod';

/**
 * Text a traveller types. Control characters (NUL, escape, DEL, C1…) never belong in it: the
 * databases refuse some of them and terminals or logs read others. Fields over several lines
 * (notes) keep their tabs and line breaks; every other field is one line.
 */
export const oneLineOfText = /^\P{Cc}*$/u;

export const singleLineText = () => z.string().regex(oneLineOfText, 'validation.invalid');

export const multiLineText = () =>
  z.string().regex(/^(?:[\t\n\r]|\P{Cc})*$/u, 'validation.invalid');
