import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { Plural, Trans } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CompiledMessage, i18n } from '.';

afterEach(() => i18n.activate('es'));

function Notice({ count, name }: { count: number; name: string }) {
  return (
    <p>
      <Trans>
        Hola, {name}: tienes {count} avisos. Lee la <a href="/legal/privacidad">política de privacidad</a>.
      </Trans>
    </p>
  );
}

describe('<Trans> through lib/i18n', () => {
  it('renders the Castellano text with its elements and values, then another language on a switch', () => {
    render(<Notice count={3} name="Ana" />);
    const paragraph = screen.getByText(/Hola, Ana/);
    expect(paragraph).toHaveTextContent('Hola, Ana: tienes 3 avisos. Lee la política de privacidad.');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/legal/privacidad');

    const source = 'Hola, {name}: tienes {count} avisos. Lee la <0>política de privacidad</0>.';
    const id = generateMessageId(source);
    const catalan = 'Hola, {name}: tens {count} avisos. Llegeix la <0>política de privadesa</0>.';
    act(() => i18n.activate('ca', { [id]: compileMessage(catalan) as CompiledMessage }));
    expect(paragraph).toHaveTextContent('Hola, Ana: tens 3 avisos. Llegeix la política de privadesa.');
    expect(screen.getByRole('link', { name: 'política de privadesa' })).toHaveAttribute('href', '/legal/privacidad');
  });

  it('<Plural> in Castellano, through the ICU compiler', () => {
    const { rerender } = render(
      <p>
        <Plural value={1} one="# solicitud nueva" other="# solicitudes nuevas" />
      </p>,
    );
    expect(screen.getByText('1 solicitud nueva')).toBeInTheDocument();
    rerender(
      <p>
        <Plural value={12} one="# solicitud nueva" other="# solicitudes nuevas" />
      </p>,
    );
    expect(screen.getByText('12 solicitudes nuevas')).toBeInTheDocument();
  });
});
