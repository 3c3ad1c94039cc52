import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedBy, zEurosInput, zOptionalText, zProvince } from './fields';
import { zApplicationInput } from './matching';
import { zProfessionalProfileInput } from './professionals';
import { zProfileUpdate } from './profile';
import { zProvinceCode } from './properties';

describe('shared field rules', () => {
  it('optional text is trimmed, empty becomes null, and the length is capped with the Spanish message', () => {
    const text = zOptionalText(5);
    expect(text.parse('  hola ')).toBe('hola');
    expect(text.parse('   ')).toBeNull();
    expect(text.parse(undefined)).toBeUndefined();
    const long = text.safeParse('demasiado');
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Máximo 5 caracteres.');
  });

  it('a province is one of the 52 codes, refused with the message each form gives', () => {
    expect(zProvince('Provincia no válida.').parse('28')).toBe('28');
    expect(zProvince('Provincia no válida.').safeParse('53').error?.issues[0]?.message).toBe('Provincia no válida.');
    expect(zProvinceCode.safeParse(28).error?.issues[0]?.message).toBe('Elige la provincia.');
    const profile = zProfileUpdate.safeParse({ firstName: 'Ana', lastName: 'Gil', locationProvince: '99' });
    expect(profile.error?.issues[0]?.message).toBe('Elige una provincia de la lista.');
    expect(
      zProfileUpdate.parse({ firstName: 'Ana', lastName: 'Gil', locationProvince: '' }).locationProvince,
    ).toBeNull();
  });

  it('a euro input is checked by the shared rule on its cents, with the shared messages', () => {
    const price = zEurosInput(zApplicationInput.shape.priceCents, 'Escribe tu precio en euros.');
    const travel = zEurosInput(zApplicationInput.shape.travelCents, 'Escribe el desplazamiento.', { optional: true });
    const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(price.parse('100.000')).toBe('100.000');
    expect(price.parse('350,50')).toBe('350,50');
    expect(first(price.safeParse('100.001'))).toBe('El precio propuesto no puede pasar de 100.000 €.');
    expect(first(price.safeParse('0'))).toBe('El precio propuesto debe ser mayor que 0 €.');
    expect(first(price.safeParse(''))).toBe('Escribe tu precio en euros.');
    expect(first(price.safeParse('mucho'))).toBe('Escribe tu precio en euros.');
    expect(travel.parse('')).toBe('');
    expect(first(travel.safeParse('10000,01'))).toBe('El desplazamiento no puede pasar de 10.000 €.');
    expect(first(travel.safeParse('algo'))).toBe('Escribe el desplazamiento.');
    const rate = zEurosInput(zProfessionalProfileInput.shape.hourlyRateCents, 'Escribe tu tarifa.', { optional: true });
    expect(rate.parse('')).toBe('');
    expect(first(rate.safeParse('0'))).toBe('La tarifa por hora debe ser mayor que 0 €.');
    expect(first(rate.safeParse('500,01'))).toBe('La tarifa por hora no puede pasar de 500 €.');
  });
});

describe('checkedBy', () => {
  it("puts the shared schema's problems on the form's fields, renamed where the form names them otherwise", () => {
    const schema = z.object({ displayName: z.string().min(2, 'Escribe tu nombre.') });
    const form = z
      .object({ name: z.string() })
      .superRefine(checkedBy<{ name: string }>(schema, (v) => ({ displayName: v.name }), { displayName: 'name' }));
    const refused = form.safeParse({ name: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['name']);
    expect(refused.error?.issues[0]?.message).toBe('Escribe tu nombre.');
    expect(form.safeParse({ name: 'Ana García' }).success).toBe(true);
  });
});
