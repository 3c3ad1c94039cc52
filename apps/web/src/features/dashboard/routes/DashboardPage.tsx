import { formatCents, ROLES } from '@faena/shared';
import type { ConversationDto, OwnerDashboardDto, ProfessionalDashboardDto, TaskSummary } from '@faena/shared/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Briefcase,
  ClipboardList,
  Home,
  type LucideIcon,
  MessageSquare,
  Plus,
  Search,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/QueryState';
import { ExpiryTime, RelativeTime } from '@/components/RelativeTime';
import { TaskCard } from '@/components/TaskCard';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/AuthProvider';
import { usePageTitle } from '@/lib/page-title';
import { useDashboard } from '../api';

interface Shortcut {
  to: string;
  icon: LucideIcon;
  title: MessageDescriptor;
}

const OWNER_SHORTCUTS: Shortcut[] = [
  { to: '/my-tasks', icon: ClipboardList, title: msg`Mis tareas` },
  { to: '/properties', icon: Home, title: msg`Mis propiedades` },
  { to: '/find-professionals', icon: Users, title: msg`Buscar profesionales` },
  { to: '/payments', icon: Wallet, title: msg`Pagos` },
];

// 'Buscar tareas' is the screen's main button already: not repeated here.
const PROFESSIONAL_SHORTCUTS: Shortcut[] = [
  { to: '/my-applications', icon: Briefcase, title: msg`Mis solicitudes` },
  { to: '/messages', icon: MessageSquare, title: msg`Mensajes` },
  { to: '/payments', icon: Wallet, title: msg`Cobros` },
  { to: '/profile', icon: Users, title: msg`Mi perfil profesional` },
];

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `seccion-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function TaskList({ tasks, empty }: { tasks: TaskSummary[]; empty: ReactNode }) {
  if (tasks.length === 0)
    return <p className="rounded-xl border border-dashed border-border p-4 text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {tasks.map((t) => (
        <li key={t.id}>
          <TaskCard task={t} showStatus={t.status !== 'open'} />
        </li>
      ))}
    </ul>
  );
}

/** The last message's line: the user's own with 'Tú: ' before it, a photo without text as 'Foto'. */
function LastMessage({ message }: { message: NonNullable<ConversationDto['lastMessage']> }) {
  const { t } = useLingui();
  const body = message.body || t({ message: 'Foto', comment: 'un mensaje que es solo una foto' });
  return message.mine ? t`Tú: ${body}` : body;
}

function Conversations({ items }: { items: ConversationDto[] }) {
  const { t } = useLingui();
  if (items.length === 0) return <p className="text-muted-foreground">{t`Sin mensajes todavía.`}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
      {items.map((c) => (
        <li key={c.id}>
          <Link to={`/messages?c=${c.id}`} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-muted">
            <span className="min-w-0">
              <span className="block font-semibold">{c.other.firstName}</span>
              <span className="block truncate text-sm text-muted-foreground">
                {c.lastMessage ? <LastMessage message={c.lastMessage} /> : t`Sin mensajes`}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-muted-foreground">
              {c.lastMessage ? <RelativeTime date={c.lastMessage.createdAt} /> : null}
              {c.unread ? (
                <span className="rounded-full bg-primary px-2 font-bold text-primary-foreground">{c.unread}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** To /payments, which the owner knows as 'Pagos' and the professional as 'Cobros'. */
const toPayments = (label: string) => (
  <Link to="/payments" className="text-sm font-medium text-primary hover:underline">
    {label}
  </Link>
);

/** One list of the owner's money: its total and count, and the first few items with their amounts. */
function MoneyList({
  title,
  hint,
  cents,
  count,
  empty,
  items,
}: {
  title: string;
  hint?: string;
  cents: number;
  count: number;
  empty: string;
  items: { key: string; to: string; title: string; amountCents: number }[];
}) {
  const more = count - items.length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {title} {count ? <span className="font-normal text-muted-foreground">({count})</span> : null}
        </h3>
        <p className="text-lg font-bold tabular-nums">{formatCents(cents)}</p>
      </div>
      {hint && count ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {items.map((item) => (
            <li key={item.key} className="flex items-baseline justify-between gap-3 py-1.5">
              <Link to={item.to} className="min-w-0 break-words text-primary hover:underline">
                {item.title}
              </Link>
              <span className="shrink-0 tabular-nums">{formatCents(item.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {count > items.length ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Y {more} más en{' '}
            <Link to="/payments" className="text-primary hover:underline">
              Pagos
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

/** The owner's payments to make and payments held, with their amounts. */
function OwnerPayments({ payments: p }: { payments: OwnerDashboardDto['payments'] }) {
  const { t } = useLingui();
  return (
    <Section title={t`Pagos`} action={toPayments(t`Ver pagos`)}>
      <Card className="flex flex-col gap-5">
        <MoneyList
          title={t`Por pagar`}
          cents={p.dueCents}
          count={p.dueCount}
          empty={t`No tienes pagos pendientes.`}
          items={p.due.map((d) => ({
            key: d.taskId,
            to: `/task/${d.taskId}`,
            title: d.title,
            amountCents: d.amountCents,
          }))}
        />
        <MoneyList
          title={t({ message: 'Retenidos', comment: 'pagos' })}
          hint={t`Faena guarda el dinero hasta que confirmes el trabajo.`}
          cents={p.heldCents}
          count={p.heldCount}
          empty={t`Ningún pago retenido.`}
          items={p.held.map((h) => ({
            key: h.paymentId,
            to: `/payments/${h.paymentId}/receipt`,
            title: h.title,
            amountCents: h.amountCents,
          }))}
        />
      </Card>
    </Section>
  );
}

/** The professional's earnings, net of Faena's fee: this month, held and pending. */
function Earnings({ earnings: e }: { earnings: ProfessionalDashboardDto['earnings'] }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Cobrado este mes`, cents: e.thisMonthCents, hint: null },
    {
      label: t({ message: 'Retenido', comment: 'dinero' }),
      cents: e.heldCents,
      hint: t`Pagado con tarjeta: te llega cuando el propietario confirme el trabajo.`,
    },
    {
      label: t({ message: 'Pendiente', comment: 'dinero' }),
      cents: e.pendingCents,
      hint: t`Transferencias o Bizum que aún no has confirmado.`,
    },
  ];
  return (
    <Section title={t`Ganancias`} action={toPayments(t`Ver cobros`)}>
      <Card className="flex flex-col gap-3">
        <dl className="flex flex-col divide-y divide-border">
          {figures.map((f) => (
            <div key={f.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-2">
              <dt className="text-sm text-muted-foreground">{f.label}</dt>
              <dd className="text-lg font-bold tabular-nums">{formatCents(f.cents)}</dd>
              {f.hint ? <dd className="col-span-2 text-xs text-muted-foreground">{f.hint}</dd> : null}
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">{t`Importes netos, ya descontada la comisión de Faena.`}</p>
      </Card>
    </Section>
  );
}

function Shortcuts({ items }: { items: Shortcut[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Accesos rápidos`}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map((s) => (
          <li key={s.to}>
            <Link
              to={s.to}
              className="flex items-center gap-2 rounded-xl border border-border bg-card p-3 font-medium shadow-sm hover:border-primary"
            >
              <s.icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              {t(s.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Mi panel`);
  const { profile, profileLoading, refresh } = useAuth();
  const navigate = useNavigate();
  const dashboard = useDashboard(Boolean(profile));
  if (profileLoading) return <LoadingState />;
  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold">{t`Mi panel`}</h1>
        <p className="mt-2 text-muted-foreground">
          {t`No hemos podido cargar tu perfil. Recarga la página en unos segundos.`}{' '}
          <Button variant="link" onClick={() => void refresh()}>
            {t`Reintentar`}
          </Button>
        </p>
      </div>
    );
  }
  const owner = profile.role === 'property_owner';
  const firstName = profile.firstName;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{i18n._(ROLES[profile.role])}</p>
          <h1 className="text-3xl font-bold tracking-tight">{t`Hola, ${firstName}`}</h1>
          <p className="mt-1 text-muted-foreground">
            {owner ? t`Esto es lo que pasa en tus fincas.` : t`Esto es lo que tienes entre manos.`}
          </p>
        </div>
        {owner ? (
          <Button size="lg" onClick={() => navigate('/publish-task', { state: { source: 'dashboard' } })}>
            <Plus className="h-5 w-5" aria-hidden="true" />
            {` ${t`Publicar tarea`}`}
          </Button>
        ) : (
          <ButtonLink to="/browse-tasks" size="lg">
            <Search className="h-5 w-5" aria-hidden="true" />
            {` ${t`Buscar tareas`}`}
          </ButtonLink>
        )}
      </div>
      <div className="mt-6">
        <Shortcuts items={owner ? OWNER_SHORTCUTS : PROFESSIONAL_SHORTCUTS} />
      </div>
      <div className="mt-8">
        <QueryState query={dashboard} errorTitle={t`No hemos podido cargar tu panel`}>
          {(data) =>
            data.role === 'property_owner' ? <OwnerSections data={data} /> : <ProfessionalSections data={data} />
          }
        </QueryState>
      </div>
    </div>
  );
}

function OwnerSections({ data }: { data: OwnerDashboardDto }) {
  const { t } = useLingui();
  const draftCount = data.draftCount;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex flex-col gap-8">
        {data.propertyCount === 0 ? (
          <Alert variant="info" title={t`Empieza por tu finca`}>
            {t`Registra tu propiedad y publica tu primera tarea.`}{' '}
            <Link to="/properties/new" className="font-semibold underline">
              {t`Añadir propiedad`}
            </Link>
          </Alert>
        ) : null}
        <Section
          title={t`Tareas abiertas`}
          action={
            <Link to="/my-tasks" className="text-sm font-medium text-primary hover:underline">
              {t`Ver todas`}
            </Link>
          }
        >
          <TaskList tasks={data.openTasks} empty={t`No tienes tareas abiertas ahora mismo.`} />
        </Section>
        <Section title={t`Trabajos en marcha`}>
          <TaskList
            tasks={data.activeTasks}
            empty={t`Cuando elijas a un profesional, verás aquí cómo va el trabajo.`}
          />
        </Section>
      </div>
      <aside className="flex flex-col gap-8">
        <Card>
          <p className="text-sm text-muted-foreground">{t`Propiedades activas`}</p>
          <p className="text-3xl font-bold">{data.propertyCount}</p>
          {data.draftCount ? (
            <p className="mt-2 text-sm">
              <Link to="/my-tasks#grupo-draft" className="text-primary hover:underline">
                {plural(draftCount, { one: '# borrador sin publicar', other: '# borradores sin publicar' })}
              </Link>
            </p>
          ) : null}
        </Card>
        <OwnerPayments payments={data.payments} />
        <Section
          title={t`Mensajes recientes`}
          action={
            <Link to="/messages" className="text-sm font-medium text-primary hover:underline">
              <MessageSquare className="inline h-4 w-4" aria-hidden="true" />
              {` ${t({ message: 'Todos', context: 'todos los mensajes' })}`}
            </Link>
          }
        >
          <Conversations items={data.conversations} />
        </Section>
      </aside>
    </div>
  );
}

function ProfessionalSections({ data }: { data: ProfessionalDashboardDto }) {
  const c = data.applicationCounts;
  const { t } = useLingui();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex flex-col gap-8">
        {!data.profileComplete ? (
          <Alert variant="warning" title={t`Completa tu perfil profesional`}>
            {t`Indica tus oficios, tus provincias y una presentación: así te recomendamos tareas y los propietarios te encuentran.`}{' '}
            <Link to="/profile" className="font-semibold underline">
              {t`Completar mi perfil`}
            </Link>
          </Alert>
        ) : null}
        {data.pendingOffers.length ? (
          <Section
            title={t`Ofertas para ti`}
            action={
              <Link to="/my-applications" className="text-sm font-medium text-primary hover:underline">
                {t`Responder`}
              </Link>
            }
          >
            <ul className="flex flex-col gap-2">
              {data.pendingOffers.map((o) => (
                <li key={o.id}>
                  <Offer offer={o} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <Section title={t`Trabajos en marcha`}>
          <TaskList tasks={data.activeTasks} empty={t`Cuando te asignen un trabajo lo verás aquí.`} />
        </Section>
        <Section
          title={t`Recomendadas para ti`}
          action={
            <Link to="/browse-tasks" className="text-sm font-medium text-primary hover:underline">
              {t`Ver más`}
            </Link>
          }
        >
          <TaskList
            tasks={data.recommended}
            empty={t`No hay tareas nuevas de tus oficios en tus provincias. Prueba a buscar en otras.`}
          />
        </Section>
      </div>
      <aside className="flex flex-col gap-8">
        <Earnings earnings={data.earnings} />
        <Card>
          <h2 className="mb-3 font-semibold">{t`Mis solicitudes`}</h2>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div>
              <dt className="text-xs text-muted-foreground">{t({ message: 'Pendientes', comment: 'solicitudes' })}</dt>
              <dd className="text-2xl font-bold">{c.pending}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t({ message: 'Aceptadas', comment: 'solicitudes' })}</dt>
              <dd className="text-2xl font-bold">{c.accepted}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t({ message: 'Otras', comment: 'solicitudes' })}</dt>
              <dd className="text-2xl font-bold">{c.rejected}</dd>
            </div>
          </dl>
        </Card>
        <Section
          title={t`Mensajes recientes`}
          action={
            <Link to="/messages" className="text-sm font-medium text-primary hover:underline">
              {t({ message: 'Todos', context: 'todos los mensajes' })}
            </Link>
          }
        >
          <Conversations items={data.conversations} />
        </Section>
      </aside>
    </div>
  );
}

/** An offer waiting for the professional's answer: the task, who offers how much, until when. */
function Offer({ offer: o }: { offer: ProfessionalDashboardDto['pendingOffers'][number] }) {
  const { t } = useLingui();
  const ownerName = o.owner.firstName;
  const price = formatCents(o.priceCents);
  return (
    <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
      <span>
        <Link to={`/task/${o.taskId}`} className="font-semibold text-primary hover:underline">
          {o.task.title}
        </Link>
        <span className="block text-sm text-muted-foreground">
          <Trans>
            {ownerName} te ofrece {price} · <ExpiryTime date={o.expiresAt} />
          </Trans>
        </span>
      </span>
      <ButtonLink to="/my-applications" size="sm">
        {t`Ver oferta`}
      </ButtonLink>
    </Card>
  );
}
