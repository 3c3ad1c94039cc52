import type { PropertyInput } from '@faena/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const propertyKeys = {
  all: ['properties'] as const,
  list: (archived: boolean) => ['properties', 'list', archived] as const,
  one: (id: string) => ['properties', 'one', id] as const,
};

export const listProperties = (archived = false) =>
  api.get('/api/properties', { query: { archived: archived ? 'true' : 'false' } }).then((r) => r.items);
export const getProperty = (propertyId: string) => api.get('/api/properties/{propertyId}', { path: { propertyId } });
export const createProperty = (input: PropertyInput) => api.post('/api/properties', { body: input });
export const updateProperty = (propertyId: string, input: PropertyInput) =>
  api.put('/api/properties/{propertyId}', { path: { propertyId }, body: input });
export const archiveProperty = (propertyId: string) =>
  api.post('/api/properties/{propertyId}/archive', { path: { propertyId } });
export const restoreProperty = (propertyId: string) =>
  api.post('/api/properties/{propertyId}/restore', { path: { propertyId } });
export const deleteProperty = (propertyId: string) =>
  api.delete('/api/properties/{propertyId}', { path: { propertyId } });

export function useProperties(archived = false) {
  // The other list (active ↔ archived) keeps the one on screen until it arrives.
  return useQuery({
    queryKey: propertyKeys.list(archived),
    queryFn: () => listProperties(archived),
    placeholderData: keepPreviousData,
  });
}
