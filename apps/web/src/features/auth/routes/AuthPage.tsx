import { ROLES } from '@faena/shared';
import { type SignInInput, type SignUpInput, zSignIn, zSignUp } from '@faena/shared/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Checkbox, Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { LoadingState } from '@/components/ui/spinner';
import { applyServerErrors, zodResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useAuth } from '../AuthProvider';
import { CheckEmailNotice } from '../components/CheckEmailNotice';
import { PasswordInput } from '../components/PasswordInput';
import { safeReturnPath } from '../return-path';

/** The seed: after sign-in the app goes to / "after about 100 ms". */
const REDIRECT_DELAY_MS = 100;

type Mode = 'sign-in' | 'sign-up';

/** What the visitor typed in each tab, kept while they switch between them (never a password). */
interface Drafts {
  signIn?: Partial<SignInInput>;
  signUp?: Partial<SignUpInput>;
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('modo') === 'registro' ? 'sign-up' : 'sign-in';
  const { status, user } = useAuth();
  const email = user?.email;
  const location = useLocation();
  // Where to go back: a guarded screen's address (router state) or a public page's call to
  // action (?volver=, decision 0029), only ever a path of this site.
  const from = (location.state as { from?: string } | null)?.from ?? safeReturnPath(params.get('volver')) ?? undefined;
  const tabsId = useId();
  const navigate = useNavigate();
  const { t } = useLingui();
  // Where to go once this page's form has signed the user in (kept here: the form unmounts).
  const [redirect, setRedirect] = useState<{ to: string; delay: number } | null>(null);
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => navigate(redirect.to, { replace: true }), redirect.delay);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  useEffect(() => {
    document.title = `${mode === 'sign-up' ? t`Crear cuenta` : t`Iniciar sesión`} · Faena`;
  }, [mode, t]);

  const drafts = useRef<Drafts>({});
  const keepSignIn = useCallback((values: Partial<SignInInput>) => {
    drafts.current.signIn = { ...values, password: '' };
  }, []);
  const keepSignUp = useCallback((values: Partial<SignUpInput>) => {
    drafts.current.signUp = { ...values, password: '' };
  }, []);
  // The sign-in form puts the cursor in 'Contraseña' when the sign-up notice sent the visitor there.
  const [focusPassword, setFocusPassword] = useState(false);

  const select = (next: Mode, options: { focusPassword?: boolean } = {}) => {
    setFocusPassword(options.focusPassword ?? false);
    const copy = new URLSearchParams(params);
    if (next === 'sign-up') copy.set('modo', 'registro');
    else copy.delete('modo');
    setParams(copy, { replace: true, state: location.state });
  };
  // From the sign-up notice: the sign-in tab with the address already written.
  const signInAs = (email: string) => {
    drafts.current.signIn = { email, password: '' };
    select('sign-in', { focusPassword: true });
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-2 text-center text-2xl font-bold">
        {mode === 'sign-up' ? t`Crea tu cuenta` : t`Entra en Faena`}
      </h1>
      <p className="mb-6 text-center text-muted-foreground">
        {mode === 'sign-up'
          ? t`Publica tareas de tu finca o encuentra trabajo en el campo.`
          : t`Sigue tus tareas, solicitudes y mensajes.`}
      </p>
      {from ? (
        <Alert className="mb-4" role="status">
          {t`Inicia sesión para continuar.`}
        </Alert>
      ) : null}
      {redirect ? (
        <LoadingState text={t`Entrando…`} />
      ) : status === 'signed-in' && user ? (
        <Card className="text-center">
          <p>
            <Trans>
              Ya has iniciado sesión como <strong className="[overflow-wrap:anywhere]">{email}</strong>.
            </Trans>
          </p>
          {from ? (
            <ButtonLink to={from} className="mt-4">
              {t`Continuar`}
            </ButtonLink>
          ) : (
            <ButtonLink to="/dashboard" className="mt-4">
              {t`Ir a mi panel`}
            </ButtonLink>
          )}
        </Card>
      ) : (
        <Card className="p-0">
          <div role="tablist" aria-label={t`Acceso`} className="grid grid-cols-2 border-b border-border">
            {(['sign-in', 'sign-up'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                id={`${tabsId}-${m}`}
                aria-selected={mode === m}
                aria-controls={`${tabsId}-panel`}
                onClick={() => select(m)}
                className={`h-12 font-semibold ${mode === m ? 'border-b-2 border-primary text-primary' : 'text-muted-foreground hover:text-foreground'}`}
              >
                {m === 'sign-in' ? t`Iniciar sesión` : t`Registrarse`}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${mode}`} className="p-5">
            {mode === 'sign-in' ? (
              <SignInForm
                initial={drafts.current.signIn}
                focusPassword={focusPassword}
                onLeave={keepSignIn}
                onDone={() => setRedirect({ to: from ?? '/', delay: REDIRECT_DELAY_MS })}
              />
            ) : (
              <SignUpForm
                initial={drafts.current.signUp}
                onLeave={keepSignUp}
                onSignIn={signInAs}
                onDone={() => setRedirect({ to: from ?? '/dashboard', delay: 0 })}
              />
            )}
          </div>
        </Card>
      )}
    </div>
  );
}

function SignInForm({
  initial,
  focusPassword,
  onLeave,
  onDone,
}: {
  initial?: Partial<SignInInput>;
  focusPassword: boolean;
  onLeave: (values: Partial<SignInInput>) => void;
  onDone: () => void;
}) {
  const { signIn } = useAuth();
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(zSignIn),
    defaultValues: { email: initial?.email ?? '', password: '' },
  });
  useEffect(() => () => onLeave(getValues()), [onLeave, getValues]);
  useEffect(() => {
    if (focusPassword) setFocus('password');
  }, [focusPassword, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t`Correo electrónico`} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </Field>
      <Field label={t`Contraseña`} error={errors.password?.message}>
        {(p) => <PasswordInput {...p} autoComplete="current-password" {...register('password')} />}
      </Field>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t`Iniciar sesión`}
      </Button>
      <Link
        to="/reset-password"
        className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t`¿Has olvidado tu contraseña?`}
      </Link>
    </form>
  );
}

function SignUpForm({
  initial,
  onLeave,
  onSignIn,
  onDone,
}: {
  initial?: Partial<SignUpInput>;
  onLeave: (values: Partial<SignUpInput>) => void;
  onSignIn: (email: string) => void;
  onDone: () => void;
}) {
  const { signUp } = useAuth();
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  // The address the last sign-up was sent with, when it did not sign the visitor in.
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const roleHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(zSignUp),
    defaultValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      email: initial?.email ?? '',
      password: '',
      role: initial?.role,
      acceptTerms: initial?.acceptTerms ?? (false as unknown as true),
    },
  });
  useEffect(() => () => onLeave(getValues()), [onLeave, getValues]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setCheckEmail(null);
    try {
      if (!(await signUp(values))) {
        // Either a new account whose session did not come through or, more likely, an address
        // that already had one (the server does not say which): say what is true in both cases.
        setValue('password', '');
        setCheckEmail(values.email);
        return;
      }
      const email = values.email;
      toast({
        title: t`Cuenta creada`,
        description: t`Te hemos enviado un correo a ${email} para confirmar tu dirección.`,
      });
      onDone();
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['firstName', 'lastName', 'email', 'password', 'role', 'acceptTerms']),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t({ message: 'Nombre', context: 'nombre de pila' })} error={errors.firstName?.message}>
          {(p) => <Input {...p} autoComplete="given-name" {...register('firstName')} />}
        </Field>
        <Field label={t`Apellidos`} error={errors.lastName?.message}>
          {(p) => <Input {...p} autoComplete="family-name" {...register('lastName')} />}
        </Field>
      </div>
      <Field label={t`Correo electrónico`} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </Field>
      <Field label={t`Contraseña`} error={errors.password?.message} hint={t`Al menos 8 caracteres.`}>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
      </Field>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.role ? `${roleHintId}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t`¿Cómo vas a usar Faena?`}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['property_owner', 'professional'] as const).map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                value={role}
                className="mt-1 h-4 w-4 accent-primary"
                aria-labelledby={`${roleHintId}-${role}-name`}
                aria-describedby={`${roleHintId}-${role}`}
                {...register('role')}
              />
              <span>
                <span id={`${roleHintId}-${role}-name`} className="font-semibold">
                  {i18n._(ROLES[role])}
                </span>
                <span id={`${roleHintId}-${role}`} className="block text-sm text-muted-foreground">
                  {role === 'property_owner'
                    ? t`Tengo una finca y busco quien haga trabajos.`
                    : t`Ofrezco mis servicios en el campo.`}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? (
          <p id={`${roleHintId}-error`} className="text-sm font-medium text-destructive">
            {/* A shared rule's message (Castellano, marked m()): shown in the language, as Field does. */}
            {i18n._(errors.role.message ?? '')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label */}
        <label className="flex items-start gap-3">
          <Checkbox
            className="mt-0.5"
            aria-invalid={errors.acceptTerms ? true : undefined}
            {...register('acceptTerms')}
          />
          <span className="text-sm">{t`Acepto las condiciones de uso y la política de privacidad`}</span>
        </label>
        <p className="pl-8 text-sm text-muted-foreground">
          <Trans>
            Léelas en{' '}
            <Link to="/legal/condiciones" className="text-primary underline" target="_blank">
              condiciones de uso
            </Link>{' '}
            y{' '}
            <Link to="/legal/privacidad" className="text-primary underline" target="_blank">
              política de privacidad
            </Link>
            .
          </Trans>
        </p>
        {errors.acceptTerms ? (
          <p className="pl-8 text-sm font-medium text-destructive">{i18n._(errors.acceptTerms.message ?? '')}</p>
        ) : null}
      </div>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div>
        {/* Always in the page, so screen readers announce the notice when it appears. */}
        <div role="status" className="not-empty:mb-4">
          {checkEmail ? <CheckEmailNotice email={checkEmail} onSignIn={() => onSignIn(checkEmail)} /> : null}
        </div>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {t`Crear cuenta`}
        </Button>
      </div>
    </form>
  );
}
