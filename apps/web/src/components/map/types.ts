import type { GeoPoint } from '@faena/shared';

/** A task on the map: its public point, its title, where its link goes. */
export interface MapPin {
  id: string;
  point: GeoPoint;
  title: string;
  href: string;
}

/** What a map shows; each screen uses a part of it. */
export interface MapContent {
  /** Where the map opens when it has no pins to fit (Spain's middle by default). */
  center?: GeoPoint;
  zoom?: number;
  /** Tasks, each a marker whose popup links to it (Buscar tareas). */
  pins?: MapPin[];
  /** An approximate area: a circle, never a pin (a task's public point). */
  area?: { center: GeoPoint; radiusKm: number };
  /** An exact point: a pin (the finca, for its owner and the assigned professional). */
  exact?: GeoPoint | null;
  /** A point to choose: a click or tap sets it, dragging the marker moves it ('Marcar en el mapa'). */
  pick?: { point: GeoPoint | null; onChange(point: GeoPoint): void };
  /**
   * The points shown may be municipalities' (CNIG's, CC BY 4.0): their credit goes beside the
   * style's own (docs/third-party-data.md).
   */
  municipalityCredit?: boolean;
}
