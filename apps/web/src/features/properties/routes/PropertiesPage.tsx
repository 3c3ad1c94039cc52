import { PROPERTY_KINDS, provinceName } from '@faena/shared';
import type { PropertyDto } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PhotoGallery } from '@/components/PhotoGallery';
import { QueryState } from '@/components/QueryState';
import { Button, ButtonLink } from '@/components/ui/button';
import { Badge, Card, EmptyState, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useAuth } from '@/features/auth/AuthProvider';
import { RoleNotice } from '@/features/auth/components/RoleNotice';
import { publishTaskFor, TASK_CREATION_START } from '@/lib/analytics/useTaskCreationStarted';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { archiveProperty, deleteProperty, propertyKeys, restoreProperty, useProperties } from '../api';

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Mis propiedades`);
  const { profile } = useAuth();
  const [showArchived, setShowArchived] = useState(false);
  const properties = useProperties(showArchived);
  if (profile && profile.role !== 'property_owner') {
    return (
      <RoleNotice title={t`Mis propiedades`}>
        {t`Aquí los propietarios registran sus fincas. Como profesional, tus zonas de trabajo se indican en tu perfil.`}
      </RoleNotice>
    );
  }
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageHeader
        title={t`Mis propiedades`}
        description={t`Tus fincas y casas de campo. La dirección solo la verá el profesional que contrates.`}
        actions={
          <ButtonLink to="/properties/new">
            <Plus className="h-5 w-5" aria-hidden="true" />
            {` ${t`Añadir propiedad`}`}
          </ButtonLink>
        }
      />
      <fieldset className="mb-4 inline-flex rounded-lg border border-border p-1">
        <legend className="sr-only">
          {t({ message: 'Mostrar', comment: 'filtro: propiedades activas o archivadas' })}
        </legend>
        {[false, true].map((archived) => (
          <button
            key={String(archived)}
            type="button"
            aria-pressed={showArchived === archived}
            onClick={() => setShowArchived(archived)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${showArchived === archived ? 'bg-primary-soft text-primary-soft-foreground' : 'text-muted-foreground hover:bg-muted'}`}
          >
            {archived ? t`Archivadas` : t`Activas`}
          </button>
        ))}
      </fieldset>
      <QueryState query={properties} errorTitle={t`No se han podido cargar tus propiedades`}>
        {(list) =>
          list.length === 0 ? (
            // While the other list loads, the empty one on screen is still the previous choice's.
            showArchived !== properties.isPlaceholderData ? (
              <EmptyState title={t`No tienes propiedades archivadas`} />
            ) : (
              <EmptyState
                title={t`Todavía no has añadido ninguna propiedad`}
                action={<ButtonLink to="/properties/new">{t`Añadir mi primera propiedad`}</ButtonLink>}
              >
                {t`Registra tu finca una vez y publica todas las tareas que necesites en ella.`}
              </EmptyState>
            )
          ) : (
            <ul className={cn('grid gap-4 md:grid-cols-2', properties.isPlaceholderData && 'opacity-60')}>
              {list.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

function PropertyCard({ property }: { property: PropertyDto }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const name = property.name;
  const taskCount = property.taskCount;
  const [confirm, setConfirm] = useState<'archive' | 'delete' | null>(null);
  const done = (message: string) => {
    toast({ title: message });
    void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
  };
  const fail = (error: unknown) =>
    toast({ title: t`No se pudo hacer`, description: i18n._(errorMessage(error)), variant: 'destructive' });
  const archive = useMutation({
    mutationFn: () => archiveProperty(property.id),
    onSuccess: () => done(t`Propiedad archivada`),
    onError: fail,
  });
  const restore = useMutation({
    mutationFn: () => restoreProperty(property.id),
    onSuccess: () => done(t`Propiedad recuperada`),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => deleteProperty(property.id),
    onSuccess: () => done(t`Propiedad borrada`),
    onError: fail,
  });
  return (
    <Card className="flex h-full flex-col gap-3 p-0">
      <PhotoGallery photos={property.photos} title={property.name} layout="cover" />
      <div className="flex flex-1 flex-col gap-2 p-5 pt-3">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold">{property.name}</h2>
          <Badge>{i18n._(PROPERTY_KINDS[property.kind])}</Badge>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {property.municipality}, {provinceName(property.province)}
          {property.sizeHa !== null ? ` · ${property.sizeHa.toLocaleString('es-ES')} ha` : ''}
        </p>
        <p className="text-sm text-muted-foreground">
          {plural(taskCount, { 0: 'Sin tareas', one: '# tarea', other: '# tareas' })}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {property.archivedAt ? (
            <Button variant="outline" size="sm" loading={restore.isPending} onClick={() => restore.mutate()}>
              <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
              {` ${t`Recuperar`}`}
            </Button>
          ) : (
            <>
              <ButtonLink
                to={publishTaskFor(property.id)}
                state={TASK_CREATION_START}
                size="sm"
                aria-label={t`Publicar tarea en ${name}`}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
                {` ${t`Publicar tarea`}`}
              </ButtonLink>
              <ButtonLink
                to={`/properties/${property.id}/edit`}
                variant="outline"
                size="sm"
                aria-label={t`Editar ${name}`}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {` ${t`Editar`}`}
              </ButtonLink>
              <Button variant="ghost" size="sm" onClick={() => setConfirm('archive')} aria-label={t`Archivar ${name}`}>
                <Archive className="h-4 w-4" aria-hidden="true" />
                {` ${t`Archivar`}`}
              </Button>
            </>
          )}
          {property.taskCount === 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              onClick={() => setConfirm('delete')}
              aria-label={t`Borrar ${name}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {` ${t`Borrar`}`}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirm === 'archive'}
        title={t`¿Archivar «${name}»?`}
        confirmLabel={t`Archivar`}
        onConfirm={async () => {
          setConfirm(null);
          archive.mutate();
        }}
        onClose={() => setConfirm(null)}
      >
        {t`Dejará de aparecer al publicar tareas. Sus tareas pasadas se conservan y puedes recuperarla cuando quieras.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t`¿Borrar «${name}»?`}
        confirmLabel={t`Borrar`}
        destructive
        onConfirm={async () => {
          setConfirm(null);
          remove.mutate();
        }}
        onClose={() => setConfirm(null)}
      >
        {t`Se borrará con sus fotos. No se puede deshacer.`}
      </ConfirmDialog>
    </Card>
  );
}
