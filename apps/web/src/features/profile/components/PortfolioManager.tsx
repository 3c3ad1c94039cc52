import { categoryLabel, formatDate, TASK_CATEGORIES, TASK_CATEGORY_SLUGS, todayIn } from '@faena/shared';
import {
  checkedBy,
  type ImageDto,
  type PortfolioItemDto,
  type PortfolioItemInput,
  zPortfolioItemInput,
} from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PhotoUploader } from '@/components/PhotoUploader';
import { QueryState } from '@/components/QueryState';
import { Thumbnail } from '@/components/Thumbnail';
import { Button } from '@/components/ui/button';
import { Alert, Card, EmptyState } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { announceChange } from '@/lib/changes';
import { applyServerErrors, zodResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { createPortfolioItem, deletePortfolioItem, getMyPortfolio, profileKeys, updatePortfolioItem } from '../api';

/**
 * The professional's portfolio in /profile: works they did, with photos, to add, edit and
 * delete. Owners see them on the public portfolio.
 */
export function PortfolioManager() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const items = useQuery({ queryKey: profileKeys.portfolio, queryFn: getMyPortfolio });
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItemDto | null>(null);
  const refresh = () => {
    // The public portfolio and search results, if they were seen in this session.
    announceChange({ type: 'profile.changed', data: {} });
    return queryClient.invalidateQueries({ queryKey: profileKeys.portfolio });
  };
  const remove = useMutation({
    mutationFn: (id: string) => deletePortfolioItem(id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
      toast({ title: t`Trabajo borrado del portafolio` });
    },
    onError: (error) =>
      toast({ title: t`No se pudo borrar`, description: errorMessage(error), variant: 'destructive' }),
  });

  const done = async (message: string) => {
    setEditing(null);
    await refresh();
    toast({ title: message });
  };

  const title = deleting?.title ?? '';
  return (
    <QueryState
      query={items}
      errorTitle={t`No se ha podido cargar tu portafolio`}
      loadingText={t`Cargando tu portafolio…`}
    >
      {(list) => (
        <div className="flex flex-col gap-4">
          {editing === 'new' ? (
            <PortfolioItemForm
              onSaved={() => done(t`Trabajo añadido al portafolio`)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t`Añadir trabajo`}
            </Button>
          )}
          {list.length === 0 && editing !== 'new' ? (
            <EmptyState title={t`Tu portafolio está vacío`}>
              {t`Añade trabajos que hayas hecho, con fotos: es lo primero que miran los propietarios.`}
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((item) => (
                <li key={item.id}>
                  {editing === item.id ? (
                    <PortfolioItemForm
                      initial={item}
                      onSaved={() => done(t`Trabajo guardado`)}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <PortfolioItemRow
                      item={item}
                      onEdit={() => setEditing(item.id)}
                      onDelete={() => setDeleting(item)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          <ConfirmDialog
            open={deleting !== null}
            title={t`¿Borrar este trabajo?`}
            confirmLabel={t`Borrar trabajo`}
            destructive
            loading={remove.isPending}
            onConfirm={() => (deleting ? remove.mutate(deleting.id) : undefined)}
            onClose={() => setDeleting(null)}
          >
            {t`Se borrarán «${title}» y sus fotos. No se puede deshacer.`}
          </ConfirmDialog>
        </div>
      )}
    </QueryState>
  );
}

function PortfolioItemRow({ item, onEdit, onDelete }: { item: PortfolioItemDto; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useLingui();
  const titleId = `trabajo-${item.id}`;
  const title = item.title;
  const photoCount = item.photos.length;
  const first = item.photos[0];
  const meta = [i18n._(categoryLabel(item.category)), item.doneOn ? formatDate(item.doneOn) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <article aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-border bg-card p-3">
      <Thumbnail src={first?.thumbUrl} size={80} className="h-20 w-20" />
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="font-semibold leading-snug [overflow-wrap:anywhere]">
          {item.title}
        </h3>
        {meta ? <p className="text-sm text-muted-foreground">{meta}</p> : null}
        <p className="text-sm text-muted-foreground">
          {plural(photoCount, { 0: 'Sin fotos', one: '# foto', other: '# fotos' })}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t`Editar «${title}»`}>
            {t`Editar`}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            onClick={onDelete}
            aria-label={t`Borrar «${title}»`}
          >
            {t`Borrar`}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The form's fields as it holds them; the rules are the shared zPortfolioItemInput's. */
const zFields = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  doneOn: z.string(),
  photos: z.array(z.custom<ImageDto>()),
});
type FormValues = z.infer<typeof zFields>;

function toPortfolioItemInput(values: FormValues): PortfolioItemInput {
  return {
    title: values.title,
    description: values.description,
    category: (values.category || null) as PortfolioItemInput['category'],
    doneOn: values.doneOn || null,
    photoIds: values.photos.map((p) => p.id),
  };
}

const API_FIELDS = {
  title: 'title',
  description: 'description',
  category: 'category',
  doneOn: 'doneOn',
  photoIds: 'photos',
  imageIds: 'photos',
};

const zForm = zFields.superRefine(checkedBy<FormValues>(zPortfolioItemInput, toPortfolioItemInput, API_FIELDS));

function PortfolioItemForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial?: PortfolioItemDto;
  onSaved(): void;
  onCancel(): void;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayIn();
  const title = initial?.title;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(zForm),
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      category: initial?.category ?? '',
      doneOn: initial?.doneOn ?? '',
      photos: initial?.photos ?? [],
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.doneOn && values.doneOn > today) {
      setError('doneOn', { message: t`La fecha del trabajo no puede ser posterior a hoy.` });
      return;
    }
    const input = toPortfolioItemInput(values);
    try {
      if (initial) await updatePortfolioItem(initial.id, input);
      else await createPortfolioItem(input);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, API_FIELDS));
    }
  });

  return (
    <Card className="border-primary/50">
      <h3 className="mb-4 font-semibold">{initial ? t`Editar «${title}»` : t`Nuevo trabajo`}</h3>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Título`} error={errors.title?.message} className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              maxLength={120}
              placeholder={t`Por ejemplo «Poda de 300 olivos en Baeza»`}
              {...register('title')}
            />
          )}
        </Field>
        <Field label={t`Descripción`} optional error={errors.description?.message} className="sm:col-span-2">
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              placeholder={t`Qué hiciste, cómo y en cuánto tiempo`}
              {...register('description')}
            />
          )}
        </Field>
        <Field label={t`Categoría`} optional error={errors.category?.message}>
          {(p) => (
            <Select {...p} {...register('category')}>
              <option value="">{t`Sin categoría`}</option>
              {TASK_CATEGORY_SLUGS.map((c) => (
                <option key={c} value={c}>
                  {i18n._(TASK_CATEGORIES[c])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t`Fecha del trabajo`} optional error={errors.doneOn?.message}>
          {(p) => <Input {...p} type="date" max={today} {...register('doneOn')} />}
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="photos"
            render={({ field }) => (
              <PhotoUploader
                purpose="portfolio"
                label={t`Fotos`}
                value={field.value}
                onChange={field.onChange}
                error={errors.photos?.message}
              />
            )}
          />
        </div>
        {formError ? (
          <Alert variant="error" className="sm:col-span-2">
            {formError}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" loading={isSubmitting}>
            {t`Guardar trabajo`}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t`Cancelar`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
