import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_HEAD } from './document-head';

describe("index.html's head texts in the catalogue", () => {
  it('are exactly the Castellano of index.html (the prerendered pages swap one for the other)', () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<title>${DOCUMENT_HEAD.title.message}</title>`);
    expect(html).toContain(`<meta name="description" content="${DOCUMENT_HEAD.description.message}" />`);
  });
});
