import { m } from '../messages';

/** How to reach a finca: what the assigned professional needs before driving there. */
export const ACCESS_TRACKS = {
  asfalto: m('Carretera asfaltada hasta la puerta'),
  grava: m('Camino de grava o zahorra'),
  tierra: m('Camino de tierra'),
  pista_forestal: m('Pista forestal'),
  sin_camino: m('Sin camino: el último tramo a pie'),
} as const;
export type AccessTrack = keyof typeof ACCESS_TRACKS;
export const ACCESS_TRACK_SLUGS = Object.keys(ACCESS_TRACKS) as [AccessTrack, ...AccessTrack[]];

export const ACCESS_GATES = {
  sin_cancela: m('Sin cancela'),
  abierta: m('Cancela sin cerrar'),
  candado: m('Cancela con candado o cerradura'),
  mando: m('Cancela con mando o código'),
  ganado: m('Portilla de ganado (cerrar al pasar)'),
} as const;
export type AccessGate = keyof typeof ACCESS_GATES;
export const ACCESS_GATE_SLUGS = Object.keys(ACCESS_GATES) as [AccessGate, ...AccessGate[]];
