import { useSyncExternalStore } from 'react';

/**
 * A question the app asks in its own dialog (components/ConfirmHost.tsx) from code that is not a
 * component — the sign-out's "actions still queued" question — instead of `window.confirm`, which
 * cannot be styled, read in Spanish buttons, or tested. One question at a time; a second one
 * answers the first "no". Screens ask their own questions with `ConfirmDialog` directly.
 */
export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
}

interface Pending extends ConfirmRequest {
  resolve(answer: boolean): void;
}

let current: Pending | null = null;
const listeners = new Set<() => void>();

function publish() {
  for (const listener of listeners) listener();
}

/** Resolves true when the person confirms, false when they cancel or close the dialog. */
export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  current?.resolve(false);
  return new Promise<boolean>((resolve) => {
    current = { ...request, resolve };
    publish();
  });
}

export function answerConfirm(answer: boolean): void {
  const asked = current;
  current = null;
  publish();
  asked?.resolve(answer);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConfirmRequest(): ConfirmRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
