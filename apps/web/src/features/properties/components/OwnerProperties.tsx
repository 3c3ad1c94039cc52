import type { PropertyDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/QueryState';
import { createProperty, propertyKeys, useProperties } from '../api';
import { PropertyForm } from './PropertyForm';

/**
 * The owner's properties (not archived) for another feature's form, the task form: 'Cargando tus
 * propiedades…' until they are there, then `children` with the list; a failure offers 'Reintentar'.
 */
export function OwnerProperties({ children }: { children(list: PropertyDto[]): ReactNode }) {
  const properties = useProperties(false);
  const { t } = useLingui();
  // A failure is not "no properties": that would ask for a new finca when the list only failed to arrive.
  return (
    <QueryState
      query={properties}
      errorTitle={t`No se han podido cargar tus propiedades`}
      loadingText={t`Cargando tus propiedades…`}
    >
      {children}
    </QueryState>
  );
}

/** A compact 'Nueva propiedad' inside another form: creates it, refreshes the lists, reports its id. */
export function NewPropertyForm({
  onCreated,
  onCancel,
}: {
  onCreated(propertyId: string): void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <PropertyForm
      compact
      onSubmit={async (input) => {
        const created = await createProperty(input);
        await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
        onCreated(created.id);
      }}
      onCancel={onCancel}
    />
  );
}
