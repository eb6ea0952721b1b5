import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadContract, loadStartContract } from '../lib/contract';
import { markFirstScreenPainted } from '../lib/first-screen';

// findBy… and waitFor give a page 10 s on a busy machine (the default is 1 s); a real hang still fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not scroll.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// jsdom has no CSS.escape (react-aria reads <meta> tags with it).
if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', { value: {}, configurable: true });
}
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}

// A screen rendered alone is its first screen, painted: what waits for that asks at once.
markFirstScreenPainted();

// main.tsx loads the contract before the first render; tests do the same.
await Promise.all([loadStartContract(), loadContract()]);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
