import { TASK_CATEGORIES, TASK_CATEGORY_SLUGS, todayIn, URGENCIES, URGENCY_SLUGS } from '@faena/shared';
import {
  checkedBy,
  DESCRIPTION_MIN_TO_PUBLISH,
  type ImageDto,
  MAX_IMAGES_PER_ITEM,
  type TaskDto,
  type TaskInput,
  zTaskInput,
} from '@faena/shared/schemas';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { OfflinePhotos, PhotoUploader } from '@/components/PhotoUploader';
import { Button } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { Field, validationText } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { applyServerErrors, centsToInput, eurosField, zodResolver } from '@/lib/form';
import { RecurrenceFields, recurrenceDefaults, ruleFrom, sameRule } from './RecurrenceFields';

const API_FIELDS = {
  propertyId: 'propertyId',
  category: 'category',
  urgency: 'urgency',
  title: 'title',
  description: 'description',
  budgetMinCents: 'budgetMin',
  budgetMaxCents: 'budgetMax',
  preferredStartDate: 'preferredStartDate',
  dueDate: 'dueDate',
  photoIds: 'photos',
  recurrence: 'repeat',
  'recurrence.month': 'month',
  'recurrence.season': 'season',
  'recurrence.interval': 'everyMonths',
};

/** The form's fields as it holds them; the task rules themselves are the shared zTaskInput's. */
const zFields = z.object({
  propertyId: z.string(),
  category: z.string(),
  urgency: z.string(),
  title: z.string(),
  description: z.string(),
  budgetMin: z.string(),
  budgetMax: z.string(),
  preferredStartDate: z.string(),
  dueDate: z.string(),
  photos: z.array(z.custom<ImageDto>()),
  repeat: z.string(),
  month: z.string(),
  season: z.string(),
  everyMonths: z.string(),
  everyWeeks: z.string(),
});
type FormValues = z.infer<typeof zFields>;

/** The body the form sends (without `recurrence`, sent only when it changed). */
function toTaskInput(values: FormValues): TaskInput {
  return {
    propertyId: values.propertyId,
    category: values.category as TaskInput['category'],
    urgency: values.urgency as TaskInput['urgency'],
    title: values.title,
    description: values.description,
    // An amount that is not one is refused below by the form; the shared rule checks the rest.
    budgetMinCents: eurosField(values.budgetMin) ?? null,
    budgetMaxCents: eurosField(values.budgetMax) ?? null,
    preferredStartDate: values.preferredStartDate || null,
    dueDate: values.dueDate || null,
    photoIds: values.photos.map((p) => p.id),
  };
}

// Validation runs at event time (never at import): the texts are read in the active language then.
const zForm = zFields.superRefine((v, ctx) => {
  // What only the form can say: the text typed is not an amount, or not a repetition.
  for (const field of ['budgetMin', 'budgetMax'] as const) {
    if (eurosField(v[field]) === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: t`Escribe una cantidad en euros, por ejemplo 250 o 250,50.`,
      });
    }
  }
  if (ruleFrom(v) === undefined) {
    const path = v.repeat === 'every_weeks' ? 'everyWeeks' : 'everyMonths';
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message:
        path === 'everyWeeks' ? t`Elige cada cuántas semanas, de 1 a 52.` : t`Elige cada cuántos meses, de 1 a 24.`,
    });
  }
  // Everything else by the rules the server applies, with its words.
  checkedBy<FormValues>(zTaskInput, toTaskInput, API_FIELDS)(v, ctx);
});

export type TaskFormIntent = 'draft' | 'publish' | 'save';

/** A finca as the task form lists it. */
export interface PropertyChoice {
  id: string;
  name: string;
  municipality: string;
}

/**
 * The owner's properties in the task form. They belong to features/properties and are given by
 * the screens' composition (app/screens/PublishTaskScreen.tsx and EditTaskScreen.tsx).
 */
export interface TaskFormPropertySlots {
  /** Loads the owner's properties, with its own loading state, then renders `children` with them. */
  OwnerProperties: ComponentType<{ children(list: PropertyChoice[]): ReactNode }>;
  /** 'Nueva propiedad' inside the form: creates one and reports its id. */
  NewPropertyForm: ComponentType<{ onCreated(propertyId: string): void; onCancel?: () => void }>;
}

interface Props {
  properties: TaskFormPropertySlots;
  initial?: TaskDto;
  /** Preselects a property (the owner started from it). */
  initialPropertyId?: string | null;
  /** Which buttons: a draft can be saved or published; an open task is saved. */
  mode: 'new' | 'draft' | 'open';
  /**
   * `offlinePhotos`: photos chosen with no connection (only for a new task, which can wait in the
   * offline queue with them); the caller queues the task with them.
   */
  onSubmit(input: TaskInput, intent: TaskFormIntent, offlinePhotos?: File[]): Promise<unknown>;
}

export function TaskForm({ properties: { OwnerProperties, NewPropertyForm }, ...props }: Props) {
  return (
    <OwnerProperties>
      {(list) => <TaskFormWith list={list} NewPropertyForm={NewPropertyForm} {...props} />}
    </OwnerProperties>
  );
}

function TaskFormWith({
  list,
  NewPropertyForm,
  initial,
  initialPropertyId,
  mode,
  onSubmit,
}: Omit<Props, 'properties'> & { list: PropertyChoice[]; NewPropertyForm: TaskFormPropertySlots['NewPropertyForm'] }) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const [addingProperty, setAddingProperty] = useState(false);
  // A new task can wait on the device with its photos (PublishTaskPage queues it); an edit cannot.
  const [offlinePhotos, setOfflinePhotos] = useState<File[]>([]);
  const intent = useRef<TaskFormIntent>('draft');
  const today = todayIn();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(zForm),
    defaultValues: {
      propertyId: initial?.property.id ?? initialPropertyId ?? '',
      category: initial?.category ?? '',
      urgency: initial?.urgency ?? 'normal',
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      budgetMin: centsToInput(initial?.budgetMinCents),
      budgetMax: centsToInput(initial?.budgetMaxCents),
      preferredStartDate: initial?.preferredStartDate ?? '',
      dueDate: initial?.dueDate ?? '',
      photos: initial?.photos ?? [],
      ...recurrenceDefaults(initial?.series),
    },
  });
  const recurrence = watch(['repeat', 'month', 'season', 'everyMonths', 'everyWeeks', 'dueDate', 'preferredStartDate']);
  const [repeat, month, season, everyMonths, everyWeeks, dueDate, preferredStartDate] = recurrence;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const publishing = intent.current === 'publish' || mode === 'open';
    if (publishing && values.description.trim().length < DESCRIPTION_MIN_TO_PUBLISH) {
      const min = DESCRIPTION_MIN_TO_PUBLISH;
      setError('description', {
        message: t`Describe el trabajo con al menos ${min} caracteres para publicarlo.`,
      });
      return;
    }
    if (
      values.preferredStartDate &&
      values.preferredStartDate < today &&
      values.preferredStartDate !== initial?.preferredStartDate
    ) {
      setError('preferredStartDate', { message: t`La fecha de inicio no puede ser anterior a hoy.` });
      return;
    }
    const input = toTaskInput(values);
    // Sent only when changed: saving an occurrence again must not count its series anew.
    const rule = ruleFrom(values);
    const before = initial?.series && initial.series.status !== 'ended' ? initial.series.rule : null;
    if (!sameRule(rule, before)) input.recurrence = rule;
    try {
      if (offlinePhotos.length > 0) await onSubmit(input, intent.current, offlinePhotos);
      else await onSubmit(input, intent.current);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, API_FIELDS));
    }
  });

  const needsProperty = list.length === 0 && !initial;

  return (
    <div className="flex flex-col gap-6">
      {needsProperty || addingProperty ? (
        <Card>
          <h2 className="text-lg font-semibold">
            {needsProperty ? t`Primero, ¿dónde es el trabajo?` : t`Nueva propiedad`}
          </h2>
          <p className="mb-4 text-sm text-muted-foreground">
            {t`Registra la finca una vez y úsala en todas tus tareas. La dirección solo la verá el profesional que contrates.`}
          </p>
          <NewPropertyForm
            onCreated={(propertyId) => {
              setValue('propertyId', propertyId, { shouldValidate: true });
              setAddingProperty(false);
            }}
            onCancel={needsProperty ? undefined : () => setAddingProperty(false)}
          />
        </Card>
      ) : null}

      {needsProperty ? null : (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Field label={t`Propiedad`} error={errors.propertyId?.message}>
              {(p) => (
                <Select {...p} {...register('propertyId')}>
                  <option value="">{t`Elige una propiedad`}</option>
                  {list.map((property) => (
                    <option key={property.id} value={property.id}>
                      {property.name} · {property.municipality}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {!addingProperty ? (
              <Button variant="link" size="sm" className="self-start" onClick={() => setAddingProperty(true)}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {t`Añadir otra propiedad`}
              </Button>
            ) : null}
          </div>
          <Field label={t`Categoría`} error={errors.category?.message}>
            {(p) => (
              <Select {...p} {...register('category')}>
                <option value="">{t`Elige una categoría`}</option>
                {TASK_CATEGORY_SLUGS.map((c) => (
                  <option key={c} value={c}>
                    {i18n._(TASK_CATEGORIES[c])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t`Urgencia`} error={errors.urgency?.message}>
            {(p) => (
              <Select {...p} {...register('urgency')}>
                {URGENCY_SLUGS.map((u) => (
                  <option key={u} value={u}>
                    {i18n._(URGENCIES[u])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t`Título`}
            error={errors.title?.message}
            className="sm:col-span-2"
            hint={t`Por ejemplo: Poda de 40 olivos.`}
          >
            {(p) => <Input {...p} maxLength={120} {...register('title')} />}
          </Field>
          <Field
            label={t`Descripción`}
            error={errors.description?.message}
            className="sm:col-span-2"
            hint={t`Qué hay que hacer, cuánto (metros, árboles…), herramientas, si hay agua o luz en la finca.`}
          >
            {(p) => <Textarea {...p} rows={6} {...register('description')} />}
          </Field>
          <Field label={t`Presupuesto mínimo (€)`} optional error={errors.budgetMin?.message}>
            {(p) => <Input {...p} inputMode="decimal" placeholder={t`Por ejemplo 200`} {...register('budgetMin')} />}
          </Field>
          <Field label={t`Presupuesto máximo (€)`} optional error={errors.budgetMax?.message}>
            {(p) => <Input {...p} inputMode="decimal" placeholder={t`Por ejemplo 400`} {...register('budgetMax')} />}
          </Field>
          <Field label={t`Fecha de inicio preferida`} optional error={errors.preferredStartDate?.message}>
            {(p) => <Input {...p} type="date" min={today} {...register('preferredStartDate')} />}
          </Field>
          <Field
            label={t({ message: 'Hecho antes de', comment: 'fecha límite de una tarea' })}
            optional
            error={errors.dueDate?.message}
            hint={t`Si tiene que estar hecho antes de un día, te avisaremos una semana antes si nadie lo ha cogido.`}
          >
            {(p) => <Input {...p} type="date" min={preferredStartDate || today} {...register('dueDate')} />}
          </Field>
          <RecurrenceFields
            register={register}
            values={{ repeat, month, season, everyMonths, everyWeeks }}
            errors={errors}
            anchor={dueDate || preferredStartDate || today}
          />
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="photos"
              render={({ field }) => (
                <PhotoUploader
                  purpose="task"
                  value={field.value}
                  onChange={field.onChange}
                  max={MAX_IMAGES_PER_ITEM - offlinePhotos.length}
                  onOffline={
                    mode === 'new'
                      ? (files) =>
                          setOfflinePhotos((current) =>
                            [...current, ...files].slice(0, MAX_IMAGES_PER_ITEM - field.value.length),
                          )
                      : undefined
                  }
                />
              )}
            />
            <OfflinePhotos files={offlinePhotos} with="task" onRemove={() => setOfflinePhotos([])} />
            {errors.photos?.message ? (
              <p className="mt-1 text-sm font-medium text-destructive">{validationText(errors.photos.message)}</p>
            ) : null}
          </div>
          {formError ? (
            <Alert variant="error" className="sm:col-span-2">
              {i18n._(formError)}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            {mode === 'open' ? (
              <Button type="submit" loading={isSubmitting} onClick={() => (intent.current = 'save')}>
                {t`Guardar cambios`}
              </Button>
            ) : (
              <>
                <Button
                  type="submit"
                  variant="outline"
                  loading={isSubmitting && intent.current === 'draft'}
                  disabled={isSubmitting}
                  onClick={() => (intent.current = 'draft')}
                >
                  {t`Guardar borrador`}
                </Button>
                <Button
                  type="submit"
                  loading={isSubmitting && intent.current === 'publish'}
                  disabled={isSubmitting}
                  onClick={() => (intent.current = 'publish')}
                >
                  {t`Publicar tarea`}
                </Button>
              </>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
