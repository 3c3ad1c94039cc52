import type { OfferDto, OfferInput, ProfessionalPage, ProfessionalPublicDto, TaskSummary } from '@faena/shared/schemas';
import { api, contractApi, toQuery } from '@/lib/api';

export const professionalKeys = {
  all: ['professionals'] as const,
  search: (params: Record<string, string>) => ['professionals', 'search', params] as const,
  one: (id: string) => ['professionals', 'one', id] as const,
  /** The owner's tasks, for the offer dialog (fetched each time it opens, so a task just published is there). */
  myTasks: ['professionals', 'my-tasks'] as const,
};

export const searchProfessionals = (params: Record<string, string>, cursor?: string | null) =>
  api.get<ProfessionalPage>(`/api/professionals${toQuery({ ...params, cursor: cursor ?? undefined })}`);
export const getProfessional = (professionalId: string): Promise<ProfessionalPublicDto> =>
  contractApi.get('/api/professionals/{professionalId}', { path: { professionalId } });
/** The owner's tasks (the offer dialog keeps the open ones). */
export const getMyTasks = (): Promise<TaskSummary[]> => contractApi.get('/api/tasks/mine').then((r) => r.items);
export const sendOffer = (input: OfferInput): Promise<OfferDto> => contractApi.post('/api/offers', { body: input });
