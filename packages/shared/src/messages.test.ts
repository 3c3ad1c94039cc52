import { describe, expect, it } from 'vitest';
import { castellano, isMsg, m } from './messages';

describe('m(): texts for the catalogues', () => {
  it('a plain text is itself; with values it travels as a Msg, shown in Castellano with them filled', () => {
    expect(m('Abierta')).toBe('Abierta');
    const msg = m('La tarea «{title}» ya no admite solicitudes.', { title: 'Poda de 40 olivos' });
    expect(isMsg(msg)).toBe(true);
    expect(castellano(msg)).toBe('La tarea «Poda de 40 olivos» ya no admite solicitudes.');
    expect(castellano(m('{a} y {b}', { a: '$&', b: 2 }))).toBe('$& y 2');
    expect(castellano('Hola')).toBe('Hola');
  });
});
