import type { PropertyDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '@/components/QueryState';
import { Card, PageHeader } from '@/components/ui/card';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { createProperty, getProperty, propertyKeys, updateProperty } from '../api';
import { PropertyForm } from '../components/PropertyForm';

/** /properties/new and /properties/:propertyId/edit */
export function Component() {
  const { propertyId } = useParams();
  const editing = Boolean(propertyId);
  const { t } = useLingui();
  usePageTitle(editing ? t`Editar propiedad` : t`Nueva propiedad`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({
    queryKey: propertyKeys.one(propertyId ?? ''),
    queryFn: () => getProperty(propertyId ?? ''),
    enabled: editing,
    retry: false,
  });
  const page = (initial?: PropertyDto) => (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader
        title={editing ? t`Editar propiedad` : t`Nueva propiedad`}
        description={t`Con la provincia y el municipio los profesionales de la zona encontrarán tus tareas.`}
      />
      <Card>
        <PropertyForm
          initial={initial}
          onSubmit={async (input) => {
            const saved = propertyId ? await updateProperty(propertyId, input) : await createProperty(input);
            await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
            toast({ title: editing ? t`Propiedad guardada` : t`Propiedad añadida`, description: saved.name });
            navigate('/properties');
          }}
          onCancel={() => navigate('/properties')}
        />
      </Card>
    </div>
  );
  if (!editing) return page();
  return (
    <QueryState query={existing} errorTitle={t`No se ha podido cargar la propiedad`} notFound layout="page">
      {page}
    </QueryState>
  );
}
