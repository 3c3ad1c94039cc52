import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The machine is shared and jsdom is slow: a screen may take more than the defaults (1 s for a
// findBy, 5 s for a test) to render under load, without anything being wrong.
configure({ asyncUtilTimeout: 3000 });
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => cleanup());

// Screens render their Castellano plurals with the ICU compiler, which the router loads with them.
import '@/lib/i18n/icu';
