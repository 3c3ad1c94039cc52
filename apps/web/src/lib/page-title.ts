import { useEffect } from 'react';

/** Sets the tab's title: "<page> · Faena". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Faena` : 'Faena · Servicios para el campo';
  }, [title]);
}
