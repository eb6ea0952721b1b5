import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadContract } from '../lib/contract';

// main.tsx loads the contract before the first render; tests do the same.
await loadContract();

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
