/** How to reach a finca: what the assigned professional needs before driving there. */
export const ACCESS_TRACKS = {
  asfalto: 'Carretera asfaltada hasta la puerta',
  grava: 'Camino de grava o zahorra',
  tierra: 'Camino de tierra',
  pista_forestal: 'Pista forestal',
  sin_camino: 'Sin camino: el último tramo a pie',
} as const;
export type AccessTrack = keyof typeof ACCESS_TRACKS;
export const ACCESS_TRACK_SLUGS = Object.keys(ACCESS_TRACKS) as [AccessTrack, ...AccessTrack[]];

export const ACCESS_GATES = {
  sin_cancela: 'Sin cancela',
  abierta: 'Cancela sin cerrar',
  candado: 'Cancela con candado o cerradura',
  mando: 'Cancela con mando o código',
  ganado: 'Portilla de ganado (cerrar al pasar)',
} as const;
export type AccessGate = keyof typeof ACCESS_GATES;
export const ACCESS_GATE_SLUGS = Object.keys(ACCESS_GATES) as [AccessGate, ...AccessGate[]];
