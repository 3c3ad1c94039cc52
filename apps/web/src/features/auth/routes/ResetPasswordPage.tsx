import { zNewPassword, zResetRequest } from '@faena/shared/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { applyServerErrors, zodResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { confirmPasswordReset, requestPasswordReset } from '../api';
import { PasswordInput } from '../components/PasswordInput';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { t } = useLingui();
  useEffect(() => {
    document.title = `${t`Restablecer la contraseña`} · Faena`;
  }, [t]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-2 text-center text-2xl font-bold">
        {token ? t`Elige una contraseña nueva` : t`Recupera tu contraseña`}
      </h1>
      <p className="mb-6 text-center text-muted-foreground">
        {token
          ? t`Usa al menos 8 caracteres. Puedes mostrarla para comprobar que está bien escrita.`
          : t`Te enviaremos un enlace para elegir una contraseña nueva.`}
      </p>
      <Card>{token ? <NewPasswordForm token={token} /> : <RequestForm />}</Card>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          {t`Volver a iniciar sesión`}
        </Link>
      </p>
    </div>
  );
}

function RequestForm() {
  // The address comes along from the sign-up notice on /auth.
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof zResetRequest>>({
    resolver: zodResolver(zResetRequest),
    defaultValues: { email: typeof email === 'string' ? email : '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email']));
    }
  });

  if (sentTo) {
    return (
      <Alert variant="success" title={t`Revisa tu correo`} role="status">
        <Trans>
          Si hay una cuenta con <strong className="[overflow-wrap:anywhere]">{sentTo}</strong>, te hemos enviado un
          enlace para elegir una contraseña nueva. Caduca en 1 hora. Mira también en la carpeta de correo no deseado.
        </Trans>
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t`Correo electrónico`} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </Field>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t`Enviar enlace`}
      </Button>
    </form>
  );
}

const zNewPasswordForm = z.object({ newPassword: zNewPassword });

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof zNewPasswordForm>>({
    resolver: zodResolver(zNewPasswordForm),
    defaultValues: { newPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await confirmPasswordReset(token, newPassword);
      toast({ title: t`Contraseña cambiada`, description: t`Ya puedes iniciar sesión con tu contraseña nueva.` });
      navigate('/auth', { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['newPassword']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t`Nueva contraseña`} error={errors.newPassword?.message} hint={t`Al menos 8 caracteres.`}>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('newPassword')} />}
      </Field>
      {formError ? (
        <Alert variant="error">
          {formError}{' '}
          <Link to="/reset-password" className="font-semibold underline">
            {t`Pedir un enlace nuevo`}
          </Link>
        </Alert>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t`Guardar contraseña`}
      </Button>
    </form>
  );
}
