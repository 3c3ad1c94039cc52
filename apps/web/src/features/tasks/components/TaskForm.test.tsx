import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { id } from '../../../../test/fixtures';
import { expectFieldError, renderElement } from '../../../../test/harness';
import { type PropertyChoice, TaskForm, type TaskFormPropertySlots } from './TaskForm';

const PROPERTY = id(301);
const slots: TaskFormPropertySlots = {
  OwnerProperties: ({ children }) => (
    <>{children([{ id: PROPERTY, name: 'Los Olivos', municipality: 'Baeza' } satisfies PropertyChoice])}</>
  ),
  NewPropertyForm: () => null,
};

function show() {
  const onSubmit = vi.fn(async () => undefined);
  const view = renderElement(<TaskForm properties={slots} mode="new" onSubmit={onSubmit} />);
  return { ...view, onSubmit };
}

async function fillValid(user: ReturnType<typeof show>['user']) {
  await user.selectOptions(screen.getByLabelText('Propiedad'), PROPERTY);
  await user.selectOptions(screen.getByLabelText('Categoría'), 'poda');
  await user.type(screen.getByLabelText('Título'), 'Poda de 40 olivos');
}

describe('The task form, by the shared task rules', () => {
  it('refuses a budget over the shared cap with the shared message, and sends nothing', async () => {
    const { user, onSubmit } = show();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Presupuesto máximo/), '100.001');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expectFieldError(screen.getByLabelText(/Presupuesto máximo/), 'El presupuesto máximo no puede pasar de 100.000 €.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a maximum below the minimum, a short title and a text that is not an amount', async () => {
    const { user, onSubmit } = show();
    await user.selectOptions(screen.getByLabelText('Propiedad'), PROPERTY);
    await user.selectOptions(screen.getByLabelText('Categoría'), 'poda');
    await user.type(screen.getByLabelText('Título'), 'Poda');
    await user.type(screen.getByLabelText(/Presupuesto mínimo/), '400');
    await user.type(screen.getByLabelText(/Presupuesto máximo/), '200');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expectFieldError(screen.getByLabelText('Título'), 'El título debe tener al menos 5 caracteres.');
    expectFieldError(
      screen.getByLabelText(/Presupuesto máximo/),
      'El presupuesto máximo no puede ser menor que el mínimo.',
    );
    await user.clear(screen.getByLabelText(/Presupuesto mínimo/));
    await user.type(screen.getByLabelText(/Presupuesto mínimo/), 'mucho');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expectFieldError(
      screen.getByLabelText(/Presupuesto mínimo/),
      'Escribe una cantidad en euros, por ejemplo 250 o 250,50.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a category with the shared message', async () => {
    const { user, onSubmit } = show();
    await user.selectOptions(screen.getByLabelText('Propiedad'), PROPERTY);
    await user.type(screen.getByLabelText('Título'), 'Poda de 40 olivos');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expectFieldError(screen.getByLabelText('Categoría'), 'Elige una categoría.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid task with its budget in cents', async () => {
    const { user, onSubmit } = show();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Presupuesto mínimo/), '200');
    await user.type(screen.getByLabelText(/Presupuesto máximo/), '1.250,50');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        propertyId: PROPERTY,
        category: 'poda',
        title: 'Poda de 40 olivos',
        budgetMinCents: 20_000,
        budgetMaxCents: 125_050,
      }),
      'draft',
    );
  });
});
