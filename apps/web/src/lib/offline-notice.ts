import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { offlineSince, subscribeOffline } from './offline';

/** Since when the screen shows data kept on the device (null: fresh data). */
export function useOfflineSince(): Date | null {
  return useSyncExternalStore(subscribeOffline, offlineSince, () => null);
}

/** "Sin conexión — datos de las 09:42" (the device's clock). */
export function offlineNotice(at: Date): string {
  const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
  return t`Sin conexión — datos de las ${time}`;
}
