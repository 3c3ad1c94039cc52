import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError, renderElement } from '../../../../test/harness';
import { CancelTaskDialog } from './CancelTaskDialog';

function show() {
  const onCancel = vi.fn(async () => undefined);
  const view = renderElement(<CancelTaskDialog open onClose={() => {}} onCancel={onCancel} />);
  return { ...view, onCancel };
}

describe('Cancelling a task, by the shared cancel rule', () => {
  it('asks for a reason of at least 5 characters, with the shared message', async () => {
    const { user, onCancel } = show();
    await user.type(screen.getByLabelText('Motivo de la cancelación'), ' abc ');
    await user.click(screen.getByRole('button', { name: 'Cancelar la tarea' }));
    expectFieldError(
      screen.getByLabelText('Motivo de la cancelación'),
      'Explica el motivo de la cancelación (al menos 5 caracteres).',
    );
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('refuses a reason over the shared 500 characters, and sends a good one trimmed', async () => {
    const { user, onCancel } = show();
    const field = screen.getByLabelText('Motivo de la cancelación');
    fireEvent.change(field, { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Cancelar la tarea' }));
    expectFieldError(screen.getByLabelText('Motivo de la cancelación'), 'Máximo 500 caracteres.');
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  Lo haré yo mismo  ' } });
    await user.click(screen.getByRole('button', { name: 'Cancelar la tarea' }));
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledWith('Lo haré yo mismo'));
  });
});
