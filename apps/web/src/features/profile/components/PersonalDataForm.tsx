import { type ProfileDto, type ProfileUpdateInput, zProfileUpdate } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MunicipalityCombobox } from '@/components/MunicipalityCombobox';
import { ProvinceSelect } from '@/components/ProvinceSelect';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authKeys } from '@/features/auth/api';
import { applyServerErrors, zodResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { updateProfile } from '../api';

export function PersonalDataForm({ profile }: { profile: ProfileDto }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileUpdateInput>({
    resolver: zodResolver(zProfileUpdate),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      locationProvince: profile.locationProvince ?? '',
      // A name typed before the list kept codes stays until a municipality is picked from it.
      locationMunicipality: profile.locationMunicipality ?? '',
      locationMunicipalityCode: profile.locationMunicipalityCode ?? '',
    },
  });

  const province = watch('locationProvince');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await updateProfile(values);
      queryClient.setQueryData(authKeys.profile(profile.userId), saved);
      reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        phone: saved.phone ?? '',
        locationProvince: saved.locationProvince ?? '',
        locationMunicipality: saved.locationMunicipality ?? '',
        locationMunicipalityCode: saved.locationMunicipalityCode ?? '',
      });
      toast({ title: t`Datos guardados` });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, [
          'firstName',
          'lastName',
          'phone',
          'locationProvince',
          'locationMunicipality',
          'locationMunicipalityCode',
        ]),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t({ message: 'Nombre', context: 'nombre de pila' })} error={errors.firstName?.message}>
        {(p) => <Input {...p} autoComplete="given-name" {...register('firstName')} />}
      </Field>
      <Field label={t`Apellidos`} error={errors.lastName?.message}>
        {(p) => <Input {...p} autoComplete="family-name" {...register('lastName')} />}
      </Field>
      <Field
        label={t`Teléfono`}
        optional
        error={errors.phone?.message}
        hint={t`Solo lo verá la otra parte de una tarea asignada.`}
      >
        {(p) => <Input {...p} type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />}
      </Field>
      <Field label={t`Provincia`} optional error={errors.locationProvince?.message}>
        {(p) => (
          <ProvinceSelect
            {...p}
            emptyLabel={t({ message: 'Sin indicar', comment: 'opción vacía de la provincia' })}
            {...register('locationProvince', {
              onChange: () => {
                setValue('locationMunicipality', '');
                setValue('locationMunicipalityCode', '');
              },
            })}
          />
        )}
      </Field>
      <Field
        label={t`Municipio`}
        optional
        error={errors.locationMunicipalityCode?.message ?? errors.locationMunicipality?.message}
        hint={profile.role === 'professional' ? t`Desde aquí se mide la distancia a las tareas (a 23 km).` : undefined}
      >
        {(p) => (
          <Controller
            control={control}
            name="locationMunicipalityCode"
            render={({ field }) => (
              <MunicipalityCombobox
                {...p}
                province={province}
                name={field.name}
                value={field.value ?? ''}
                onChange={(code) => {
                  field.onChange(code);
                  setValue('locationMunicipality', '', { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        )}
      </Field>
      {formError ? (
        <Alert variant="error" className="sm:col-span-2">
          {formError}
        </Alert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t`Guardar cambios`}
        </Button>
      </div>
    </form>
  );
}
