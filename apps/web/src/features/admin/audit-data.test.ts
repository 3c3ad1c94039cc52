import { describe, expect, it } from 'vitest';
import { auditFields } from './audit-data';

describe('auditFields', () => {
  it('names each field in Spanish and writes its value as people read it', () => {
    expect(
      auditFields(
        {
          suspended_at: '2026-03-03T09:15:00.000Z',
          reason: 'Suplantación',
          verified: false,
          payeeCents: 20_000,
          outcome: 'split',
          verification_status: 'verified',
        },
        'profiles',
      ),
    ).toEqual([
      { label: 'Suspendida desde', value: expect.stringMatching(/^3 mar 2026/) },
      { label: 'Motivo', value: 'Suplantación' },
      { label: 'Verificado', value: 'No' },
      { label: 'Para el profesional', value: '200,00\u00a0€' },
      { label: 'Decisión', value: 'Repartir' },
      { label: 'Verificación', value: 'Verificado' },
    ]);
  });

  it('reads a status by its table, and a field it does not know by its name', () => {
    expect(auditFields({ status: 'held' }, 'payments')).toEqual([{ label: 'Estado', value: 'Retenido' }]);
    expect(auditFields({ status: 'resolved', hidden_at: null }, 'disputes')).toEqual([
      { label: 'Estado', value: 'Resuelta' },
      { label: 'Oculta desde', value: '—' },
    ]);
    expect(auditFields({ nuevo_campo: 3 }, 'tasks')).toEqual([{ label: 'Nuevo campo', value: '3' }]);
  });

  it('has nothing to list for a creation’s before or a deletion’s after', () => {
    expect(auditFields(null, 'tasks')).toEqual([]);
  });
});
