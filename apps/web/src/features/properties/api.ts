import type { PropertyDto, PropertyInput } from '@faena/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const propertyKeys = {
  all: ['properties'] as const,
  list: (archived: boolean) => ['properties', 'list', archived] as const,
  one: (id: string) => ['properties', 'one', id] as const,
};

export const listProperties = (archived = false) =>
  api.get<{ items: PropertyDto[] }>(`/api/properties?archived=${archived}`).then((r) => r.items);
export const getProperty = (id: string) => api.get<PropertyDto>(`/api/properties/${id}`);
export const createProperty = (input: PropertyInput) => api.post<PropertyDto>('/api/properties', input);
export const updateProperty = (id: string, input: PropertyInput) =>
  api.put<PropertyDto>(`/api/properties/${id}`, input);
export const archiveProperty = (id: string) => api.post<PropertyDto>(`/api/properties/${id}/archive`);
export const restoreProperty = (id: string) => api.post<PropertyDto>(`/api/properties/${id}/restore`);
export const deleteProperty = (id: string) => api.delete<{ ok: true }>(`/api/properties/${id}`);

export function useProperties(archived = false) {
  return useQuery({ queryKey: propertyKeys.list(archived), queryFn: () => listProperties(archived) });
}
