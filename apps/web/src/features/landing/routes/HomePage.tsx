import { TASK_CATEGORIES } from '@faena/shared';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  CalendarCheck,
  ClipboardList,
  HandCoins,
  MessageSquare,
  ShieldCheck,
  Star,
  Tractor,
  Trees,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { useAuth } from '@/features/auth/AuthProvider';
import { usePageTitle } from '@/lib/page-title';

const STEPS = [
  {
    icon: ClipboardList,
    title: msg`Publica la tarea`,
    text: msg`Describe el trabajo, la finca y tu presupuesto. Gratis y en dos minutos.`,
  },
  {
    icon: MessageSquare,
    title: msg`Recibe solicitudes`,
    text: msg`Profesionales de tu zona te envían precio y fecha. Compara valoraciones y trabajos anteriores.`,
  },
  {
    icon: CalendarCheck,
    title: msg`Sigue el trabajo`,
    text: msg`El profesional te informa con fotos de cada avance, aunque no estés en la finca.`,
  },
  {
    icon: HandCoins,
    title: msg`Paga y valora`,
    text: msg`Pagas cuando confirmas que el trabajo está hecho. Las valoraciones ayudan a todos.`,
  },
];

// Its own chunk: '/' stays within its JavaScript budget (bench/bundle-size.mjs).
const NearbyTasks = lazy(() => import('../components/NearbyTasks'));

export function Component() {
  usePageTitle('');
  const { status, profile } = useAuth();
  const { t, i18n } = useLingui();
  const signedIn = status === 'signed-in';
  return (
    <div>
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-medium text-primary shadow-sm">
            {/* One text node after the icon, as before the messages (the space is not the message's). */}
            <Trees className="h-4 w-4" aria-hidden="true" />
            {` ${t`Servicios para fincas y casas de campo`}`}
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t`Los trabajos de tu finca, en buenas manos`}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            {t`Faena une a quienes tienen olivares, huertas, cortijos o masías con profesionales del campo de su comarca: desbroce, poda, riego, fontanería, cuidado de animales y mucho más.`}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <ButtonLink to="/dashboard" size="lg">
                {`${t`Ir a mi panel`} `}
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/auth?modo=registro" size="lg">
                  {t`Crear una cuenta gratis`}
                </ButtonLink>
                <ButtonLink to="/auth" size="lg" variant="outline">
                  {t`Ya tengo cuenta`}
                </ButtonLink>
              </>
            )}
          </div>
          {signedIn && profile ? (
            <p className="mt-4 text-muted-foreground">
              {t`Hola, ${profile.firstName}. Tu panel te espera con lo último de tus tareas.`}
            </p>
          ) : null}
        </div>
      </section>

      <Suspense fallback={null}>
        <NearbyTasks />
      </Suspense>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2" aria-labelledby="para-quien">
        <h2 id="para-quien" className="sr-only">
          {t`Para quién es Faena`}
        </h2>
        <article className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <Trees className="h-8 w-8 text-primary" aria-hidden="true" />
          <h3 className="mt-3 text-xl font-bold">{t`Si tienes una finca`}</h3>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
            <li>{t`Publica tareas con fotos, presupuesto y fecha, aunque vivas lejos.`}</li>
            <li>{t`Elige entre profesionales verificados de tu provincia, con sus valoraciones.`}</li>
            <li>{t`Tu dirección exacta solo la ve quien contratas.`}</li>
          </ul>
        </article>
        <article className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <Tractor className="h-8 w-8 text-primary" aria-hidden="true" />
          <h3 className="mt-3 text-xl font-bold">{t`Si trabajas en el campo`}</h3>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
            <li>{t`Encuentra trabajos en las provincias y oficios que eliges.`}</li>
            <li>{t`Envía tu precio en un minuto, desde el móvil, entre trabajo y trabajo.`}</li>
            <li>{t`Cobra de forma segura y muestra tus trabajos en tu perfil.`}</li>
          </ul>
        </article>
      </section>

      <section className="bg-muted/60" aria-labelledby="categorias">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="categorias" className="text-2xl font-bold">
            {t`Qué puedes encargar`}
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2">
            {Object.values(TASK_CATEGORIES).map((label) => (
              <li key={label} className="rounded-full border border-border bg-card px-3 py-1.5 text-sm">
                {i18n._(label)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="como-funciona">
        <h2 id="como-funciona" className="text-2xl font-bold">
          {t`Cómo funciona`}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title.id} className="rounded-2xl border border-border bg-card p-5">
              <step.icon className="h-7 w-7 text-primary" aria-hidden="true" />
              <p className="mt-3 text-sm font-semibold text-muted-foreground">{t`Paso ${index + 1}`}</p>
              <h3 className="text-lg font-bold">{t(step.title)}</h3>
              <p className="mt-1 text-muted-foreground">{t(step.text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 grid gap-4 rounded-2xl bg-primary-soft p-6 text-primary-soft-foreground sm:grid-cols-2">
          <p className="flex items-start gap-3">
            <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
            {t`Profesionales verificados con DNI, alta de autónomo y seguro de responsabilidad civil.`}
          </p>
          <p className="flex items-start gap-3">
            <Star className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
            {t`Valoraciones en las dos direcciones, publicadas a la vez para que nadie responda a la del otro.`}
          </p>
        </div>
        {!signedIn ? (
          <div className="mt-10 text-center">
            <ButtonLink to="/auth?modo=registro" size="lg">
              {t`Empieza ahora`}
            </ButtonLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}
