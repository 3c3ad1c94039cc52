import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageStore, LocalDiskStore } from './storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.relative(root, path.join(e.parentPath, e.name))] : []));
}

describe('LocalDiskStore', () => {
  it('writes, reads, replaces and deletes a file, leaving no temporary file behind', async () => {
    const store = new LocalDiskStore(path.join(dir, 'a'));
    expect(await store.get('ab/uno-display.webp')).toBeNull();
    await store.put('ab/uno-display.webp', Buffer.from('primera'), 'image/webp');
    await store.put('ab/uno-display.webp', Buffer.from('segunda'), 'image/webp');
    expect((await store.get('ab/uno-display.webp'))?.toString()).toBe('segunda');
    expect(filesUnder(store.root)).toEqual([path.join('ab', 'uno-display.webp')]);
    await store.delete('ab/uno-display.webp');
    await store.delete('ab/uno-display.webp');
    expect(await store.get('ab/uno-display.webp')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const store = new LocalDiskStore(path.join(dir, 'b'));
    for (const key of [
      '../fuera.webp',
      'ab/../../fuera.webp',
      '/etc/passwd',
      'ab\\..\\x',
      '',
      'ab//x',
      './x',
      'AB/x',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Clave/);
      await expect(store.get(key)).rejects.toThrow(/Clave/);
      await expect(store.delete(key)).rejects.toThrow(/Clave/);
    }
    expect(fs.existsSync(path.join(dir, 'fuera.webp'))).toBe(false);
  });

  it('lives in DATA_DIR/uploads by default', () => {
    const store = createImageStore({ DATA_DIR: dir }) as LocalDiskStore;
    expect(store.root).toBe(path.join(dir, 'uploads'));
  });
});
