import {
  ACCESS_GATE_SLUGS,
  ACCESS_GATES,
  ACCESS_TRACK_SLUGS,
  ACCESS_TRACKS,
  cadastralRefProblem,
  FORAL_CADASTRE_PROVINCES,
  formatCadastralRef,
  PROPERTY_KIND_SLUGS,
  PROPERTY_KINDS,
  ruralParcelOf,
} from '@faena/shared';
import { checkedBy, type PropertyDto, type PropertyInput, zPropertyInput } from '@faena/shared/schemas';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MunicipalityCombobox } from '@/components/MunicipalityCombobox';
import { PhotoUploader } from '@/components/PhotoUploader';
import { ProvinceSelect } from '@/components/ProvinceSelect';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Field, validationText } from '@/components/ui/field';
import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';
import { applyServerErrors, zodResolver } from '@/lib/form';
import { formatDegrees, PropertyPoint, parseDegrees, pointOf } from './PropertyPoint';

/** The form's fields as it holds them; the property rules themselves are the shared zPropertyInput's. */
const zFields = z.object({
  name: z.string(),
  kind: z.string(),
  province: z.string(),
  municipalityCode: z.string(),
  address: z.string(),
  cadastralRef: z.string(),
  poligono: z.string(),
  parcela: z.string(),
  sizeHa: z.string(),
  description: z.string(),
  accessNotes: z.string(),
  accessTrack: z.string(),
  accessGate: z.string(),
  accessKeys: z.string(),
  needs4x4: z.boolean(),
  /** 'Marcar en el mapa': the finca's point as typed (or set by the map), decimal comma allowed. */
  lat: z.string(),
  lon: z.string(),
  photos: z.array(
    z.object({ id: z.string(), url: z.string(), thumbUrl: z.string(), width: z.number(), height: z.number() }),
  ),
});
type FormValues = z.infer<typeof zFields>;

/** Hectares as typed: up to 7 digits, and up to 2 decimals after a comma or a point. */
const HECTARES = /^\d{1,7}([.,]\d{1,2})?$/;

const zForm = zFields.superRefine((v, ctx) => {
  // What only the form can say: the text typed is not a surface.
  if (v.sizeHa.trim() !== '' && !HECTARES.test(v.sizeHa.trim())) {
    ctx.addIssue({
      code: 'custom',
      path: ['sizeHa'],
      message: t`Escribe la superficie en hectáreas, por ejemplo 2,5.`,
    });
  }
  // The point: two numbers of degrees, or neither.
  const [lat, lon] = [parseDegrees(v.lat), parseDegrees(v.lon)];
  if (lat === undefined) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: t`Escribe la latitud en grados, por ejemplo 37,78.` });
  }
  if (lon === undefined) {
    ctx.addIssue({ code: 'custom', path: ['lon'], message: t`Escribe la longitud en grados, por ejemplo -3,79.` });
  }
  if (lat === null && lon !== null) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: t`Escribe también la latitud, o borra la longitud.` });
  }
  if (lon === null && lat !== null) {
    ctx.addIssue({ code: 'custom', path: ['lon'], message: t`Escribe también la longitud, o borra la latitud.` });
  }
  // Everything else by the rules the server applies, with its words.
  checkedBy<FormValues>(zPropertyInput, toPropertyInput, {
    photoIds: 'photos',
    point: 'lat',
    'point.lat': 'lat',
    'point.lon': 'lon',
  })(v, ctx);
});

export function toPropertyInput(v: FormValues): PropertyInput {
  return {
    name: v.name,
    kind: v.kind as PropertyInput['kind'],
    province: v.province,
    municipalityCode: v.municipalityCode,
    address: v.address,
    cadastralRef: v.cadastralRef,
    poligono: v.poligono,
    parcela: v.parcela,
    // Not a surface (refused by the form): left out of the shared check.
    sizeHa:
      v.sizeHa.trim() === '' || !HECTARES.test(v.sizeHa.trim()) ? null : Number(v.sizeHa.trim().replace(',', '.')),
    description: v.description,
    accessNotes: v.accessNotes,
    accessTrack: (v.accessTrack || null) as PropertyInput['accessTrack'],
    accessGate: (v.accessGate || null) as PropertyInput['accessGate'],
    accessKeys: v.accessKeys,
    needs4x4: v.needs4x4,
    photoIds: v.photos.map((p) => p.id),
    // Both fields empty clear the point; half a point or a word is refused by the form (left out here).
    ...(v.lat.trim() === '' && v.lon.trim() === ''
      ? { point: null }
      : pointOf(v.lat, v.lon)
        ? { point: pointOf(v.lat, v.lon) }
        : {}),
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

export function PropertyForm({ initial, compact, submitLabel, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(zForm),
    defaultValues: {
      name: initial?.name ?? '',
      kind: initial?.kind ?? '',
      province: initial?.province ?? '',
      municipalityCode: initial?.municipalityCode ?? '',
      address: initial?.address ?? '',
      cadastralRef: initial?.cadastralRef ? formatCadastralRef(initial.cadastralRef) : '',
      poligono: initial?.poligono ?? '',
      parcela: initial?.parcela ?? '',
      sizeHa: initial?.sizeHa === null || initial?.sizeHa === undefined ? '' : String(initial.sizeHa).replace('.', ','),
      description: initial?.description ?? '',
      accessNotes: initial?.accessNotes ?? '',
      accessTrack: initial?.accessTrack ?? '',
      accessGate: initial?.accessGate ?? '',
      accessKeys: initial?.accessKeys ?? '',
      needs4x4: initial?.needs4x4 ?? false,
      lat: initial?.point ? formatDegrees(initial.point.lat) : '',
      lon: initial?.point ? formatDegrees(initial.point.lon) : '',
      photos: initial?.photos ?? [],
    },
  });
  const province = watch('province');
  const point = pointOf(watch('lat'), watch('lon'));
  const setPoint = (lat: string, lon: string) => {
    setValue('lat', lat, { shouldDirty: true, shouldValidate: true });
    setValue('lon', lon, { shouldDirty: true, shouldValidate: true });
  };

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
          cadastralRef: 'cadastralRef',
          poligono: 'poligono',
          parcela: 'parcela',
          sizeHa: 'sizeHa',
          description: 'description',
          accessNotes: 'accessNotes',
          accessTrack: 'accessTrack',
          accessGate: 'accessGate',
          accessKeys: 'accessKeys',
          needs4x4: 'needs4x4',
          photoIds: 'photos',
          point: 'lat',
          'point.lat': 'lat',
          'point.lon': 'lon',
        }),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label={compact ? t`Nombre de la propiedad` : t`Nombre`}
        error={errors.name?.message}
        className="sm:col-span-2"
        hint={t`Por ejemplo: Olivar de la Loma.`}
      >
        {(p) => <Input {...p} {...register('name')} />}
      </Field>
      <Field label={t`Tipo`} error={errors.kind?.message}>
        {(p) => (
          <Select {...p} {...register('kind')}>
            <option value="">{t`Elige el tipo`}</option>
            {PROPERTY_KIND_SLUGS.map((k) => (
              <option key={k} value={k}>
                {i18n._(PROPERTY_KINDS[k])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!compact ? (
        <Field
          label={t`Superficie (ha)`}
          optional
          error={errors.sizeHa?.message}
          hint={t`En hectáreas, por ejemplo 2,5.`}
        >
          {(p) => <Input {...p} inputMode="decimal" {...register('sizeHa')} />}
        </Field>
      ) : null}
      <Field label={t`Provincia`} error={errors.province?.message}>
        {(p) => (
          <ProvinceSelect {...p} {...register('province', { onChange: () => setValue('municipalityCode', '') })} />
        )}
      </Field>
      <Field label={t`Municipio`} error={errors.municipalityCode?.message}>
        {(p) => (
          <Controller
            control={control}
            name="municipalityCode"
            render={({ field }) => (
              <MunicipalityCombobox
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
        label={t`Dirección`}
        optional
        error={errors.address?.message}
        className="sm:col-span-2"
        hint={
          compact
            ? t`Camino, paraje o polígono y parcela. Solo la verá el profesional que contrates.`
            : t`Camino o paraje. Si la finca no tiene dirección, basta con la referencia catastral o el polígono y la parcela.`
        }
      >
        {(p) => <Input {...p} autoComplete="street-address" {...register('address')} />}
      </Field>
      {!compact ? (
        <>
          <Field
            label={t`Referencia catastral`}
            optional
            error={errors.cadastralRef?.message}
            className="sm:col-span-2"
            hint={
              FORAL_CADASTRE_PROVINCES.has(province)
                ? t`Tal como la da la hacienda foral de tu provincia.`
                : t`20 caracteres, como 06011A012002450000QE: está en el recibo del IBI y en la Sede del Catastro.`
            }
          >
            {(p) => (
              <Input
                {...p}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                className="font-mono uppercase"
                {...register('cadastralRef', {
                  onBlur: (event) => {
                    // A rústica reference carries its polígono and parcela: fill them in when empty.
                    const parcel = ruralParcelOf(event.target.value);
                    if (parcel && !cadastralRefProblem(event.target.value) && !getValues('poligono')) {
                      setValue('poligono', parcel.poligono);
                      setValue('parcela', parcel.parcela);
                    }
                  },
                })}
              />
            )}
          </Field>
          <Field label={t({ message: 'Polígono', context: 'catastro' })} optional error={errors.poligono?.message}>
            {(p) => <Input {...p} inputMode="numeric" {...register('poligono')} />}
          </Field>
          <Field label={t({ message: 'Parcela', context: 'catastro' })} optional error={errors.parcela?.message}>
            {(p) => <Input {...p} inputMode="numeric" {...register('parcela')} />}
          </Field>
          <PropertyPoint
            municipalityCode={watch('municipalityCode')}
            point={point}
            onChange={(p) => setPoint(formatDegrees(p.lat), formatDegrees(p.lon))}
            onClear={() => setPoint('', '')}
            fields={
              <>
                <Field label={t`Latitud`} optional error={errors.lat?.message} hint={t`En grados, por ejemplo 37,78.`}>
                  {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('lat')} />}
                </Field>
                <Field label={t`Longitud`} optional error={errors.lon?.message} hint={t`En grados, por ejemplo -3,79.`}>
                  {/* No decimal keypad: iOS's has no minus, and Spain is mostly west of Greenwich. */}
                  {(p) => <Input {...p} autoComplete="off" {...register('lon')} />}
                </Field>
              </>
            }
          />
          <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 font-semibold">{t`Cómo llegar`}</legend>
            <p className="-mt-1 text-sm text-muted-foreground sm:col-span-2">
              {t`Solo lo verá el profesional que contrates, cuando la tarea esté asignada.`}
            </p>
            <Field label={t`Camino de acceso`} optional error={errors.accessTrack?.message}>
              {(p) => (
                <Select {...p} {...register('accessTrack')}>
                  <option value="">{t`Sin indicar`}</option>
                  {ACCESS_TRACK_SLUGS.map((k) => (
                    <option key={k} value={k}>
                      {i18n._(ACCESS_TRACKS[k])}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label={t({ message: 'Cancela', comment: 'puerta de la finca' })}
              optional
              error={errors.accessGate?.message}
            >
              {(p) => (
                <Select {...p} {...register('accessGate')}>
                  <option value="">{t`Sin indicar`}</option>
                  {ACCESS_GATE_SLUGS.map((k) => (
                    <option key={k} value={k}>
                      {i18n._(ACCESS_GATES[k])}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label={t`Llaves o código`}
              optional
              error={errors.accessKeys?.message}
              className="sm:col-span-2"
              hint={t`Dónde recoger las llaves, o el código de la cancela.`}
            >
              {(p) => <Input {...p} autoComplete="off" {...register('accessKeys')} />}
            </Field>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label */}
            <label className="flex items-center gap-3 sm:col-span-2">
              <Checkbox {...register('needs4x4')} />
              <span>{t`Hace falta un 4×4`}</span>
            </label>
            <Field
              label={t`Indicaciones de acceso`}
              optional
              error={errors.accessNotes?.message}
              className="sm:col-span-2"
              hint={t`Cruces, curvas cerradas, dónde aparcar, perros…`}
            >
              {(p) => <Textarea {...p} rows={3} {...register('accessNotes')} />}
            </Field>
          </fieldset>
          <Field label={t`Descripción`} optional error={errors.description?.message} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={3} {...register('description')} />}
          </Field>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="photos"
              render={({ field }) => <PhotoUploader purpose="property" value={field.value} onChange={field.onChange} />}
            />
            {errors.photos?.message ? (
              <p className="mt-1 text-sm font-medium text-destructive">{validationText(errors.photos.message)}</p>
            ) : null}
          </div>
        </>
      ) : null}
      {formError ? (
        <Alert variant="error" className="sm:col-span-2">
          {i18n._(formError)}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel ?? t`Guardar propiedad`}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t`Cancelar`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
