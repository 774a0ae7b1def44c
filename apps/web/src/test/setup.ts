import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A test that makes the app log console.error fails: errors must be handled, not printed.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error a été appelé : ${calls.map((c) => c.join(' ')).join('\n')}`);
});
