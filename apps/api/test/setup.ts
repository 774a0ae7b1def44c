import { afterEach, vi } from 'vitest';

// A test that makes the code log console.error fails: errors must be handled, not printed.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error a été appelé : ${calls.map((c) => c.join(' ')).join('\n')}`);
});
