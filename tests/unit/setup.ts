import '@testing-library/jest-dom/vitest';
import { beforeEach, expect } from 'vitest';

// A test that asserts nothing fails instead of reporting as passed.
beforeEach(() => {
  expect.hasAssertions();
});
