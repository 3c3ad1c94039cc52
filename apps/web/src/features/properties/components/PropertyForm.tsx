import { PROPERTY_KIND_SLUGS, PROPERTY_KINDS } from '@faena/shared';
import type { PropertyDto, PropertyInput } from '@faena/shared/schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MunicipalitySelect } from '../../../components/MunicipalitySelect';
import { PhotoUploader } from '../../../components/PhotoUploader';
import { ProvinceSelect } from '../../../components/ProvinceSelect';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { applyServerErrors, zodResolver } from '../../../lib/form';

const zForm = z.object({
  name: z.string().trim().min(2, 'Escribe un nombre para la propiedad.').max(100, 'Máximo 100 caracteres.'),
  kind: z.string().min(1, 'Elige el tipo de propiedad.'),
  province: z.string().min(1, 'Elige la provincia.'),
  municipalityCode: z.string().min(1, 'Elige el municipio.'),
  address: z.string().max(200, 'Máximo 200 caracteres.'),
  sizeHa: z
    .string()
    .refine(
      (v) => v.trim() === '' || /^\d{1,7}([.,]\d{1,2})?$/.test(v.trim()),
      'Escribe la superficie en hectáreas, por ejemplo 2,5.',
    ),
  description: z.string().max(2000, 'Máximo 2000 caracteres.'),
  accessNotes: z.string().max(1000, 'Máximo 1000 caracteres.'),
  photos: z.array(
    z.object({ id: z.string(), url: z.string(), thumbUrl: z.string(), width: z.number(), height: z.number() }),
  ),
});
type FormValues = z.infer<typeof zForm>;

export function toPropertyInput(v: FormValues): PropertyInput {
  return {
    name: v.name,
    kind: v.kind as PropertyInput['kind'],
    province: v.province,
    municipalityCode: v.municipalityCode,
    address: v.address,
    sizeHa: v.sizeHa.trim() === '' ? null : Number(v.sizeHa.trim().replace(',', '.')),
    description: v.description,
    accessNotes: v.accessNotes,
    photoIds: v.photos.map((p) => p.id),
  };
}

interface Props {
  initial?: PropertyDto;
  /** A short form (name, kind, place, address) for creating a property while publishing a task. */
  compact?: boolean;
  submitLabel?: string;
  onSubmit(input: PropertyInput): Promise<unknown>;
  onCancel?(): void;
}

export function PropertyForm({ initial, compact, submitLabel = 'Guardar propiedad', onSubmit, onCancel }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(zForm),
    defaultValues: {
      name: initial?.name ?? '',
      kind: initial?.kind ?? '',
      province: initial?.province ?? '',
      municipalityCode: initial?.municipalityCode ?? '',
      address: initial?.address ?? '',
      sizeHa: initial?.sizeHa === null || initial?.sizeHa === undefined ? '' : String(initial.sizeHa).replace('.', ','),
      description: initial?.description ?? '',
      accessNotes: initial?.accessNotes ?? '',
      photos: initial?.photos ?? [],
    },
  });
  const province = watch('province');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toPropertyInput(values));
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          name: 'name',
          kind: 'kind',
          province: 'province',
          municipalityCode: 'municipalityCode',
          address: 'address',
          sizeHa: 'sizeHa',
          description: 'description',
          accessNotes: 'accessNotes',
          photoIds: 'photos',
        }),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label={compact ? 'Nombre de la propiedad' : 'Nombre'}
        error={errors.name?.message}
        className="sm:col-span-2"
        hint="Por ejemplo: Olivar de la Loma."
      >
        {(p) => <Input {...p} {...register('name')} />}
      </Field>
      <Field label="Tipo" error={errors.kind?.message}>
        {(p) => (
          <Select {...p} {...register('kind')}>
            <option value="">Elige el tipo</option>
            {PROPERTY_KIND_SLUGS.map((k) => (
              <option key={k} value={k}>
                {PROPERTY_KINDS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!compact ? (
        <Field label="Superficie (ha)" optional error={errors.sizeHa?.message} hint="En hectáreas, por ejemplo 2,5.">
          {(p) => <Input {...p} inputMode="decimal" {...register('sizeHa')} />}
        </Field>
      ) : null}
      <Field label="Provincia" error={errors.province?.message}>
        {(p) => (
          <ProvinceSelect {...p} {...register('province', { onChange: () => setValue('municipalityCode', '') })} />
        )}
      </Field>
      <Field label="Municipio" error={errors.municipalityCode?.message}>
        {(p) => (
          <Controller
            control={control}
            name="municipalityCode"
            render={({ field }) => (
              <MunicipalitySelect
                {...p}
                province={province}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        )}
      </Field>
      <Field
        label="Dirección"
        optional
        error={errors.address?.message}
        className="sm:col-span-2"
        hint="Camino, paraje o polígono y parcela. Solo la verá el profesional que contrates."
      >
        {(p) => <Input {...p} autoComplete="street-address" {...register('address')} />}
      </Field>
      {!compact ? (
        <>
          <Field label="Descripción" optional error={errors.description?.message} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={3} {...register('description')} />}
          </Field>
          <Field
            label="Indicaciones de acceso"
            optional
            error={errors.accessNotes?.message}
            className="sm:col-span-2"
            hint="Tipo de camino, cancela, llaves, si hace falta 4×4… Solo para el profesional asignado."
          >
            {(p) => <Textarea {...p} rows={3} {...register('accessNotes')} />}
          </Field>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="photos"
              render={({ field }) => <PhotoUploader purpose="property" value={field.value} onChange={field.onChange} />}
            />
            {errors.photos?.message ? (
              <p className="mt-1 text-sm font-medium text-destructive">{errors.photos.message}</p>
            ) : null}
          </div>
        </>
      ) : null}
      {formError ? (
        <Alert variant="error" className="sm:col-span-2">
          {formError}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
