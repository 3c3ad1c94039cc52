import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

/** Zod's own messages (for checks without a custom one) in Spanish, on server and web alike. */
z.config(es());
