import { z } from 'zod';

/**
 * Zod parses without compiling code (no `new Function`): the web app's Content Security Policy
 * has no 'unsafe-eval', and zod's JIT probe would report a violation on every page (issue 18
 * item 13). Imported first by each entry of the package, before any schema parses.
 */
z.config({ jitless: true });
