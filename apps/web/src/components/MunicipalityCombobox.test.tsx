import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field';
import { FakeApi, renderElement } from '../../test/harness';
import { MunicipalityCombobox, matchMunicipalities, searchable } from './MunicipalityCombobox';

const AVILA = [
  { code: '05019', name: 'Arévalo' },
  { code: '05001', name: 'Adanero' },
  { code: '05014', name: 'Arenas de San Pedro' },
  { code: '05019b', name: 'Ávila' },
  { code: '05175', name: 'Navalperal de Pinares' },
  { code: '05186', name: 'Piedrahíta' },
  { code: '05901', name: 'Santa María del Cubillo' },
];

function Form({
  province = '05',
  initial = '',
  valueKind,
  onChange = () => {},
}: {
  province?: string;
  initial?: string;
  valueKind?: 'code' | 'name';
  onChange?(value: string): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Field label="Municipio">
        {(p) => (
          <MunicipalityCombobox
            {...p}
            province={province}
            valueKind={valueKind}
            value={value}
            onChange={(v) => {
              setValue(v);
              onChange(v);
            }}
          />
        )}
      </Field>
      <output data-testid="valor">{value}</output>
      <button type="submit">Guardar</button>
    </form>
  );
}

function show(props: Parameters<typeof Form>[0] = {}) {
  const api = new FakeApi().get('/api/reference/municipalities/:province', { items: AVILA });
  return renderElement(<Form {...props} />, { api });
}

const box = () => screen.getByRole('combobox', { name: 'Municipio' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
const value = () => screen.getByTestId('valor').textContent;
/** The combobox's own count of matches (the page has other status regions: the toasts). */
const status = () => within(box().parentElement as HTMLElement).getByRole('status');
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('searchable', () => {
  it('ignores accents, case and punctuation', () => {
    expect(searchable('Ávila')).toBe('avila');
    expect(searchable('  PIEDRAHÍTA ')).toBe('piedrahita');
    expect(searchable("L'Alfàs del Pi")).toBe('l alfas del pi');
    expect(searchable('Donostia/San Sebastián')).toBe('donostia san sebastian');
  });
});

describe('matchMunicipalities', () => {
  it('puts names that start with the letters first, then a word that starts with them, then the rest', () => {
    expect(matchMunicipalities(AVILA, 'are').map((m) => m.name)).toEqual([
      'Arévalo',
      'Arenas de San Pedro',
      'Navalperal de Pinares',
    ]);
    expect(matchMunicipalities(AVILA, 'san').map((m) => m.name)).toEqual([
      'Santa María del Cubillo',
      'Arenas de San Pedro',
    ]);
    expect(matchMunicipalities(AVILA, 'pi').map((m) => m.name)).toEqual(['Piedrahíta', 'Navalperal de Pinares']);
    expect(matchMunicipalities(AVILA, 'al').map((m) => m.name)).toEqual(['Arévalo', 'Navalperal de Pinares']);
    expect(matchMunicipalities(AVILA, '')).toHaveLength(AVILA.length);
    expect(matchMunicipalities(AVILA, 'zz')).toEqual([]);
  });
});

describe('The municipality combobox', () => {
  it("is a combobox labelled 'Municipio', waiting for a province first", async () => {
    renderElement(<Form province="" />);
    expect(box()).toBeDisabled();
    expect(box()).toHaveAttribute('placeholder', 'Elige antes la provincia');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it("finds 'Ávila' by typing 'avila' (no accent, any case) and chooses it with Enter", async () => {
    const onChange = vi.fn();
    const { user } = show({ onChange });
    await waitFor(() => expect(box()).toBeEnabled());
    await user.type(box(), 'AVILA');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['Ávila']);
    // The first match is highlighted: Enter takes it.
    expect(activeOption()).toBe('Ávila');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('05019b');
    expect(box()).toHaveValue('Ávila');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('moves through the matches with the arrow keys and says how many there are', async () => {
    const { user } = show();
    await waitFor(() => expect(box()).toBeEnabled());
    await user.type(box(), 'are');
    expect(options()).toEqual(['Arévalo', 'Arenas de San Pedro', 'Navalperal de Pinares']);
    expect(status()).toHaveTextContent('3 municipios.');
    expect(activeOption()).toBe('Arévalo');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('Navalperal de Pinares');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Arenas de San Pedro');
    expect(screen.getByRole('option', { name: 'Arenas de San Pedro' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(value()).toBe('05014');
    expect(box()).toHaveValue('Arenas de San Pedro');
  });

  it('opens the whole list with the down arrow, at the municipality already chosen', async () => {
    const { user } = show({ initial: '05186' });
    await waitFor(() => expect(box()).toHaveValue('Piedrahíta'));
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(options()).toHaveLength(AVILA.length);
    expect(activeOption()).toBe('Piedrahíta');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('05901');
  });

  it('closes with Escape and keeps what was chosen', async () => {
    const { user } = show({ initial: '05186' });
    await waitFor(() => expect(box()).toHaveValue('Piedrahíta'));
    await user.clear(box());
    await user.type(box(), 'nava');
    expect(options()).toEqual(['Navalperal de Pinares']);
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('Piedrahíta');
    expect(value()).toBe('05186');
  });

  it('chooses with a click, and Tab takes the highlighted match', async () => {
    const { user } = show();
    await waitFor(() => expect(box()).toBeEnabled());
    await user.type(box(), 'santa');
    await user.click(screen.getByRole('option', { name: 'Santa María del Cubillo' }));
    expect(value()).toBe('05901');
    expect(box()).toHaveFocus();

    await user.clear(box());
    await user.type(box(), 'adan');
    await user.tab();
    expect(value()).toBe('05001');
    expect(box()).toHaveValue('Adanero');
  });

  it('takes a name typed in full when leaving the box; an unknown one puts the choice back, an empty box empties it', async () => {
    const { user } = show();
    await waitFor(() => expect(box()).toBeEnabled());
    await user.type(box(), 'piedrahita');
    await user.keyboard('{Escape}');
    expect(value()).toBe('');
    await user.type(box(), 'piedrahita');
    // Leaving with the mouse: no highlighted option is taken, but a name typed in full is.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(value()).toBe('05186');
    expect(box()).toHaveValue('Piedrahíta');

    await user.clear(box());
    await user.type(box(), 'Madrid');
    expect(screen.getByText('Ningún municipio de esta provincia se llama así.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Ningún municipio coincide.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(value()).toBe('05186');
    expect(box()).toHaveValue('Piedrahíta');

    await user.clear(box());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(value()).toBe('');
    expect(box()).toHaveValue('');
  });

  it('sends the form with Enter while the list is closed', async () => {
    const submit = vi.fn((e: SubmitEvent) => e.preventDefault());
    const { user } = show({ initial: '05186' });
    await waitFor(() => expect(box()).toHaveValue('Piedrahíta'));
    box().closest('form')?.addEventListener('submit', submit);
    box().focus();
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('holds names when asked (the profile keeps the name, not the code)', async () => {
    const { user } = show({ valueKind: 'name', initial: 'Piedrahíta' });
    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).toHaveValue('Piedrahíta');
    await user.clear(box());
    await user.type(box(), 'arev{Enter}');
    expect(value()).toBe('Arévalo');
  });
});
