import { zChangePassword } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { changePassword } from '@/features/auth/api';
import { PasswordInput } from '@/features/auth/components/PasswordInput';
import { applyServerErrors, zodResolver } from '@/lib/form';
import { toast } from '@/lib/toast';

export function ChangePasswordForm() {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof zChangePassword>>({
    resolver: zodResolver(zChangePassword),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword(currentPassword, newPassword);
      reset();
      toast({ title: t`Contraseña cambiada`, description: t`Hemos cerrado la sesión en tus otros dispositivos.` });
    } catch (error) {
      const message = applyServerErrors(error, setError, ['currentPassword', 'newPassword']);
      if (message && (error as { code?: string }).code === 'WRONG_PASSWORD') {
        setError('currentPassword', { type: 'server', message });
      } else setFormError(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t`Contraseña actual`} error={errors.currentPassword?.message}>
        {(p) => <PasswordInput {...p} autoComplete="current-password" {...register('currentPassword')} />}
      </Field>
      <Field label={t`Nueva contraseña`} error={errors.newPassword?.message} hint={t`Al menos 8 caracteres.`}>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('newPassword')} />}
      </Field>
      {formError ? (
        <Alert variant="error" className="sm:col-span-2">
          {formError}
        </Alert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" loading={isSubmitting}>
          {t`Cambiar contraseña`}
        </Button>
      </div>
    </form>
  );
}
