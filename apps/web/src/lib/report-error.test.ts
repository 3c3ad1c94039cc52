import { afterEach, describe, expect, it } from 'vitest';
import { type ErrorContext, flushErrorReports, reportError, setErrorSink } from './report-error';

afterEach(() => setErrorSink(null));

describe('reportError', () => {
  it('goes to the sink the error reports plugged in, and nowhere before', async () => {
    reportError(new Error('antes de cargar los informes'));
    const captured: [unknown, ErrorContext][] = [];
    setErrorSink({ capture: (e, c) => captured.push([e, c]), flush: async () => 'enviado' });
    const crash = new Error('pantalla rota');
    reportError(crash, { tags: { boundary: 'screen' } });
    expect(captured).toEqual([[crash, { tags: { boundary: 'screen' } }]]);
    await expect(flushErrorReports(10)).resolves.toBe('enviado');
  });

  it('flushing with nothing plugged in, or a flush that fails, resolves', async () => {
    await expect(flushErrorReports(10)).resolves.toBe(true);
    setErrorSink({ capture: () => {}, flush: () => Promise.reject(new Error('sin red')) });
    await expect(flushErrorReports(10)).resolves.toBe(false);
  });
});
