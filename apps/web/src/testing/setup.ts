import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLocale } from '../shared/i18n';

// React's act() environment: state updates in tests are flushed like in the browser
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await Promise.all([loadLocale('ko'), loadLocale('en')]);
});
afterEach(() => cleanup());
