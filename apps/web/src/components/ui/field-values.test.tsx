import { zOptionalText } from '@faena/shared/schemas';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Field } from './field';

afterEach(() => i18n.activate('es'));

describe('Field, a shared rule with values (issue 24)', () => {
  it("shows the zod rule's 'Máximo {max} caracteres.' in Castellano as before, and in the active language", () => {
    const checked = zOptionalText(80).safeParse('x'.repeat(81));
    const message = checked.success ? '' : (checked.error.issues[0]?.message ?? '');
    expect(message).toBe('Máximo 80 caracteres.');
    render(
      <Field label="Nombre de la finca" error={message}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByText('Máximo 80 caracteres.')).toBeInTheDocument();
    act(() => i18n.activate('ca', { 'Máximo {max} caracteres.': ['Màxim ', ['max'], ' caràcters.'] }));
    expect(screen.getByText('Màxim 80 caràcters.')).toBeInTheDocument();
    act(() => i18n.activate('en', { 'Máximo {max} caracteres.': ['At most ', ['max'], ' characters.'] }));
    expect(screen.getByRole('textbox', { name: 'Nombre de la finca' })).toHaveAccessibleDescription(
      'At most 80 characters.',
    );
  });
});
