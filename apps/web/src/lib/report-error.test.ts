import { afterEach, describe, expect, it } from 'vitest';
import { setConsent } from './analytics/consent';
import { type ErrorContext, flushErrorReports, reportError, setErrorSink } from './report-error';

function sink() {
  const captured: [unknown, ErrorContext][] = [];
  return { captured, capture: (e: unknown, c: ErrorContext) => captured.push([e, c]), flush: async () => true };
}

afterEach(() => {
  setErrorSink(null);
});

describe('reportError', () => {
  it('without consent keeps nothing for later', () => {
    setConsent('denied');
    reportError(new Error('antes de decidir'));
    const later = sink();
    setErrorSink(later);
    expect(later.captured).toEqual([]);
  });

  it('with consent, what happened before the reports loaded is sent once they do', () => {
    setConsent('granted');
    const early = new Error('pantalla rota');
    reportError(early, { tags: { boundary: 'screen' } });
    const later = sink();
    setErrorSink(later);
    expect(later.captured).toEqual([[early, { tags: { boundary: 'screen' } }]]);
    reportError(new Error('después'));
    expect(later.captured).toHaveLength(2);
  });

  it('flushing with nothing plugged in resolves at once', async () => {
    await expect(flushErrorReports(10)).resolves.toBe(true);
  });
});
