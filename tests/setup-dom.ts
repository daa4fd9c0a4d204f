import '@/shared/testing/dialog-polyfill';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** Component tests (jsdom): the native dialog, DOM matchers, and an empty document after each test. */
afterEach(() => cleanup());
