// Request bodies of a valid property, task and professional profile, with no test runner in
// them: the Vitest fixtures, the security world and the soak benchmark all start from these.
import { todayIn } from '@faena/shared';
import type { PropertyInput, TaskInput } from '@faena/shared/schemas';

/** A date n days from today in Madrid, as the task form sends it. */
export function inDays(days: number): string {
  const now = new Date();
  return todayIn('Europe/Madrid', new Date(now.getTime() + days * 86_400_000));
}

export const propertyInput = (over: Partial<PropertyInput> = {}): PropertyInput => ({
  name: 'Olivar de prueba',
  kind: 'olivar',
  province: '23',
  municipalityCode: '23092',
  address: 'Camino del Cerro, km 2',
  sizeHa: 3.5,
  description: 'Olivar en secano',
  accessNotes: 'Cancela verde, candado 1234',
  photoIds: [],
  ...over,
});

export const taskInput = (propertyId: string, over: Partial<TaskInput> = {}): TaskInput => ({
  propertyId,
  category: 'poda',
  urgency: 'normal',
  title: 'Poda de cuarenta olivos',
  description: 'Poda de mantenimiento de cuarenta olivos adultos, con retirada de ramas.',
  budgetMinCents: 30_000,
  budgetMaxCents: 50_000,
  preferredStartDate: inDays(10),
  photoIds: [],
  ...over,
});

/** A complete professional profile (olive pruning in Jaén and Córdoba). */
export const PRO_PROFILE = {
  headline: 'Poda de olivar y desbroce',
  bio: 'Veinte años podando olivos en Jaén.',
  categories: ['poda', 'desbroce'],
  serviceProvinces: ['23', '14'],
  travelRadiusKm: 80,
  hourlyRateCents: 2000,
  yearsExperience: 20,
  availability: 'Entre semana',
};
