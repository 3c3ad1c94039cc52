import {
  type OfferDto,
  type OfferInput,
  type ProfessionalPage,
  type ProfessionalPublicDto,
  type TaskSummary,
  zProfessionalQuery,
} from '@faena/shared/schemas';
import { api } from '@/lib/api';
import { checkedQuery } from '@/lib/checked-query';

export const professionalKeys = {
  all: ['professionals'] as const,
  search: (params: Record<string, string>) => ['professionals', 'search', params] as const,
  one: (id: string) => ['professionals', 'one', id] as const,
  /** The owner's tasks, for the offer dialog (fetched each time it opens, so a task just published is there). */
  myTasks: ['professionals', 'my-tasks'] as const,
  /** The owner's properties, the places 'Distancia' can measure from. */
  myProperties: ['professionals', 'my-properties'] as const,
};

/** The owner's properties in use, for 'Medir desde'. */
export const myPropertiesForDistance = () =>
  api.get('/api/properties', { query: { archived: 'false' } }).then((r) => r.items);

/** The search's filters as they stand in the address bar, checked by the server's own schema. */
export const searchProfessionals = (
  params: Record<string, string>,
  cursor?: string | null,
): Promise<ProfessionalPage> =>
  api.get('/api/professionals', {
    query: { ...checkedQuery('/api/professionals', zProfessionalQuery, params), cursor: cursor ?? undefined },
  });
export const getProfessional = (professionalId: string): Promise<ProfessionalPublicDto> =>
  api.get('/api/professionals/{professionalId}', { path: { professionalId } });
/** The owner's tasks (the offer dialog keeps the open ones). */
export const getMyTasks = (): Promise<TaskSummary[]> => api.get('/api/tasks/mine').then((r) => r.items);
export const sendOffer = (input: OfferInput): Promise<OfferDto> => api.post('/api/offers', { body: input });
