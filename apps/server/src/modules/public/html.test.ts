import { describe, expect, it } from 'vitest';
import { taskListPage } from './html';

describe('public listing pages', () => {
  it('write their counts as Spanish does (5870, 12.345)', () => {
    const page = (total: number) =>
      taskListPage({ items: [], page: 1, pages: Math.ceil(total / 20), total }, '23', null, {
        origin: 'https://faena.example',
        viewer: { signedIn: false, role: null },
      });
    expect(page(12345)).toContain('12.345 tareas abiertas');
    expect(page(5870)).toContain('5870 tareas abiertas');
    expect(page(1)).toContain('1 tarea abierta.');
  });
});
