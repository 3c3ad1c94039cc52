import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Field } from './field';

afterEach(() => i18n.activate('es'));

describe('Field', () => {
  it("shows a shared rule's message (a Castellano text marked m()) in the active language", () => {
    render(
      <Field label="Nombre" error="Escribe tu nombre.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByText('Escribe tu nombre.')).toBeInTheDocument();
    act(() => i18n.activate('ca', { 'Escribe tu nombre.': 'Escriu el teu nom.' }));
    expect(screen.getByText('Escriu el teu nom.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Escriu el teu nom.');
  });
});
