import { beforeEach, expect } from 'vitest';

// A test that asserts nothing fails instead of reporting as passed (an early return, a guard
// that never holds, an assertion left in a callback that never ran).
beforeEach(() => {
  expect.hasAssertions();
});
