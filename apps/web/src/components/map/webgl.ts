/**
 * Whether this browser can draw a MapLibre map (WebGL). Asked before MapLibre is downloaded, so a
 * browser without it gets the notice at once and never the ≈ 280 kB it could not use.
 */
export function canDrawMaps(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
