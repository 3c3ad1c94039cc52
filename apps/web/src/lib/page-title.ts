import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Sets the tab's title: "<page> · Faena". */
export function usePageTitle(title: string) {
  const { t } = useLingui();
  const full = title ? `${title} · Faena` : t`Faena · Servicios para el campo`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
