import { PROVINCES_SORTED, provinceName, TASK_CATEGORIES, TASK_CATEGORY_SLUGS } from '@faena/shared';
import {
  checkedBy,
  type ProfessionalProfileInput,
  type ProfileDto,
  zProfessionalProfileInput,
} from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';
import { authKeys } from '@/features/auth/api';
import { announceChange } from '@/lib/changes';
import { applyServerErrors, centsToInput, eurosField, zodResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { updateProfessionalProfile } from '../api';

const wholeNumber = (value: string) => (value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value) : NaN);

/** The form's fields as it holds them; the rules are the shared zProfessionalProfileInput's. */
const zFields = z.object({
  headline: z.string(),
  bio: z.string(),
  categories: z.array(z.string()),
  serviceProvinces: z.array(z.string()),
  travelRadiusKm: z.string(),
  hourlyRate: z.string(),
  yearsExperience: z.string(),
  availability: z.string(),
  publicPage: z.boolean(),
});
type FormValues = z.infer<typeof zFields>;

/** Euros as typed → cents; NaN when the text is not an amount (the shared rule's type message says so). */
const cents = (value: string) => {
  const amount = eurosField(value);
  return amount === undefined ? Number.NaN : amount;
};

function toProfessionalProfileInput(values: FormValues): ProfessionalProfileInput {
  return {
    headline: values.headline,
    bio: values.bio,
    categories: values.categories as ProfessionalProfileInput['categories'],
    serviceProvinces: values.serviceProvinces,
    travelRadiusKm: wholeNumber(values.travelRadiusKm),
    hourlyRateCents: cents(values.hourlyRate),
    yearsExperience: wholeNumber(values.yearsExperience),
    availability: values.availability,
    publicPage: values.publicPage,
  };
}

/** The API's field names → the form's. */
const API_FIELDS = {
  headline: 'headline',
  bio: 'bio',
  categories: 'categories',
  serviceProvinces: 'serviceProvinces',
  travelRadiusKm: 'travelRadiusKm',
  hourlyRateCents: 'hourlyRate',
  yearsExperience: 'yearsExperience',
  availability: 'availability',
  publicPage: 'publicPage',
};

/** The form refuses what the server refuses, with its words (kilometres, years or a rate that are not numbers included). */
const zForm = zFields.superRefine(
  checkedBy<FormValues>(zProfessionalProfileInput, toProfessionalProfileInput, API_FIELDS),
);

function defaults(profile: ProfileDto): FormValues {
  const fwp = profile.fieldWorkerProfile;
  return {
    headline: fwp?.headline ?? '',
    bio: fwp?.bio ?? '',
    categories: fwp?.categories ?? [],
    serviceProvinces: fwp?.serviceProvinces ?? [],
    travelRadiusKm: fwp?.travelRadiusKm === null || fwp?.travelRadiusKm === undefined ? '' : String(fwp.travelRadiusKm),
    hourlyRate: centsToInput(fwp?.hourlyRateCents),
    yearsExperience:
      fwp?.yearsExperience === null || fwp?.yearsExperience === undefined ? '' : String(fwp.yearsExperience),
    availability: fwp?.availability ?? '',
    publicPage: fwp?.publicPage ?? true,
  };
}

/** What a professional tells owners about their work: shown on their portfolio and in Find professionals. */
export function ProfessionalProfileForm({ profile }: { profile: ProfileDto }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(zForm), defaultValues: defaults(profile) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = toProfessionalProfileInput(values);
    try {
      const saved = await updateProfessionalProfile(input);
      queryClient.setQueryData(authKeys.profile(profile.userId), saved);
      reset(defaults(saved));
      announceChange({ type: 'profile.changed', data: {} });
      toast({ title: t`Perfil profesional guardado`, description: t`Así te verán los propietarios.` });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, API_FIELDS));
    }
  });

  const categoriesError = errors.categories?.message ?? errors.categories?.root?.message;
  const provincesError = errors.serviceProvinces?.message ?? errors.serviceProvinces?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field
        label={t({ message: 'Titular', context: 'frase corta que resume el perfil del profesional' })}
        error={errors.headline?.message}
        hint={t`Una línea con lo que haces, por ejemplo «Poda de olivar y desbroce con maquinaria propia».`}
        className="sm:col-span-2"
      >
        {(p) => <Input {...p} maxLength={120} {...register('headline')} />}
      </Field>
      <Field label={t`Sobre ti`} optional error={errors.bio?.message} className="sm:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            placeholder={t`Tu experiencia, tus herramientas y maquinaria, cómo trabajas…`}
            {...register('bio')}
          />
        )}
      </Field>

      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <fieldset
            className="sm:col-span-2"
            aria-describedby={categoriesError ? `${ids}-categorias-error` : undefined}
          >
            <legend className="text-sm font-medium">{t`Categorías que ofreces`}</legend>
            <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {TASK_CATEGORY_SLUGS.map((slug) => (
                // biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label
                <label key={slug} className="flex min-h-11 items-center gap-3 rounded-lg px-1 hover:bg-muted">
                  <Checkbox
                    name={field.name}
                    value={slug}
                    checked={field.value.includes(slug)}
                    onBlur={field.onBlur}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, slug] : field.value.filter((c) => c !== slug))
                    }
                  />
                  <span>{i18n._(TASK_CATEGORIES[slug])}</span>
                </label>
              ))}
            </div>
            {categoriesError ? (
              <p id={`${ids}-categorias-error`} className="mt-1 text-sm font-medium text-destructive">
                {/* A shared rule's message (Castellano, marked m()): shown in the language, as Field does. */}
                {i18n._(categoriesError)}
              </p>
            ) : null}
          </fieldset>
        )}
      />

      <Controller
        control={control}
        name="serviceProvinces"
        render={({ field }) => (
          <ProvincesPicker
            value={field.value}
            onChange={field.onChange}
            error={provincesError}
            className="sm:col-span-2"
          />
        )}
      />

      <Field
        label={t`Tarifa por hora (€)`}
        optional
        error={errors.hourlyRate?.message}
        hint={t`Orientativa, por ejemplo 22,50.`}
      >
        {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('hourlyRate')} />}
      </Field>
      <Field
        label={t`Radio de desplazamiento (km)`}
        optional
        error={errors.travelRadiusKm?.message}
        hint={t`Hasta dónde vas desde tu pueblo.`}
      >
        {(p) => <Input {...p} inputMode="numeric" autoComplete="off" {...register('travelRadiusKm')} />}
      </Field>
      <Field label={t`Años de experiencia`} optional error={errors.yearsExperience?.message}>
        {(p) => <Input {...p} inputMode="numeric" autoComplete="off" {...register('yearsExperience')} />}
      </Field>
      <Field
        label={t`Disponibilidad`}
        optional
        error={errors.availability?.message}
        hint={t`Por ejemplo «De lunes a sábado; en vendimia, solo fines de semana».`}
      >
        {(p) => <Textarea {...p} rows={2} maxLength={500} {...register('availability')} />}
      </Field>
      <div className="sm:col-span-2">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label */}
        <label className="flex min-h-11 items-center gap-3 rounded-lg px-1 hover:bg-muted">
          <Checkbox role="switch" aria-describedby={`${ids}-publica`} {...register('publicPage')} />
          <span className="font-medium">{t`Mostrar mi página pública`}</span>
        </label>
        <p id={`${ids}-publica`} className="text-sm text-muted-foreground">
          {t`Cualquiera, sin cuenta, ve tu nombre con la inicial del apellido, tus oficios, zonas, valoraciones y trabajos, y los buscadores la encuentran. Nunca tu teléfono ni tu apellido completo.`}
        </p>
        {profile.fieldWorkerProfile?.publicPage && profile.fieldWorkerProfile.serviceProvinces.length > 0 ? (
          // The server's page, not a screen of the app: a full load (the bare id redirects to its address).
          <a
            href={`/profesionales/${profile.id}`}
            className="mt-1 inline-block text-sm font-medium text-primary underline underline-offset-4"
          >
            {t`Ver mi página pública`}
          </a>
        ) : null}
      </div>
      {formError ? (
        <Alert variant="error" className="sm:col-span-2">
          {formError}
        </Alert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t`Guardar perfil profesional`}
        </Button>
      </div>
    </form>
  );
}

/**
 * Provinces served: a native select adds one (the phone's own picker), the chosen ones are
 * listed with a button to remove each.
 */
function ProvincesPicker({
  value,
  onChange,
  error,
  className,
}: {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const available = PROVINCES_SORTED.filter((p) => !value.includes(p.code));
  return (
    <fieldset className={className} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium">{t`Provincias en las que trabajas`}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t`Al menos una. Te encontrarán los propietarios de estas provincias.`}
      </p>
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((code) => {
            const province = provinceName(code);
            return (
              <li
                key={code}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pl-3 pr-1 text-sm font-semibold text-primary-soft-foreground"
              >
                {province}
                <button
                  type="button"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/10"
                  aria-label={t`Quitar ${province}`}
                  onClick={() => onChange(value.filter((c) => c !== code))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-col gap-1.5 sm:max-w-sm">
        {/* Not "provincia": the personal data's 'Provincia' field must stay the only one by that name. */}
        <label htmlFor={`${id}-add`} className="text-sm">
          {t({ message: 'Añadir', comment: 'etiqueta del selector para añadir una provincia' })}
        </label>
        <Select
          id={`${id}-add`}
          value=""
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            if (e.target.value) onChange([...value, e.target.value]);
          }}
        >
          <option value="">{t`Elige una provincia`}</option>
          {available.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </Select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-destructive">
          {/* A shared rule's message (Castellano, marked m()): shown in the language, as Field does. */}
          {i18n._(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
