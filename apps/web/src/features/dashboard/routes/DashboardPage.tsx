import { ROLES } from '@faena/shared';
import {
  Bell,
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
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth/AuthProvider';

interface Shortcut {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

const OWNER_SHORTCUTS: Shortcut[] = [
  {
    to: '/my-tasks',
    icon: ClipboardList,
    title: 'Mis tareas',
    text: 'Tareas publicadas, solicitudes nuevas y trabajos en curso.',
  },
  { to: '/properties', icon: Home, title: 'Mis propiedades', text: 'Tus fincas, con su ubicación y cómo llegar.' },
  {
    to: '/find-professionals',
    icon: Users,
    title: 'Buscar profesionales',
    text: 'Por provincia, oficio y valoración.',
  },
  { to: '/payments', icon: Wallet, title: 'Pagos', text: 'Pagos hechos y pendientes.' },
  { to: '/messages', icon: MessageSquare, title: 'Mensajes', text: 'Conversaciones con los profesionales.' },
];

const PROFESSIONAL_SHORTCUTS: Shortcut[] = [
  { to: '/browse-tasks', icon: Search, title: 'Buscar tareas', text: 'Trabajos abiertos en tus provincias y oficios.' },
  {
    to: '/my-applications',
    icon: Briefcase,
    title: 'Mis solicitudes',
    text: 'Solicitudes enviadas y ofertas recibidas.',
  },
  { to: '/payments', icon: Wallet, title: 'Cobros', text: 'Lo cobrado, lo retenido y lo pendiente.' },
  { to: '/messages', icon: MessageSquare, title: 'Mensajes', text: 'Conversaciones con los propietarios.' },
  { to: '/profile', icon: Users, title: 'Mi perfil profesional', text: 'Tu presentación, oficios, zonas y trabajos.' },
];

export function Component() {
  usePageTitle('Mi panel');
  const { profile, profileLoading } = useAuth();
  const navigate = useNavigate();
  if (profileLoading) return <LoadingState />;
  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold">Mi panel</h1>
        <p className="mt-2 text-muted-foreground">
          No hemos podido cargar tu perfil. Recarga la página en unos segundos.
        </p>
      </div>
    );
  }
  const owner = profile.role === 'property_owner';
  const shortcuts = owner ? OWNER_SHORTCUTS : PROFESSIONAL_SHORTCUTS;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{ROLES[profile.role]}</p>
          <h1 className="text-3xl font-bold tracking-tight">Hola, {profile.firstName}</h1>
          <p className="mt-1 text-muted-foreground">
            {owner ? 'Esto es lo que pasa en tus fincas.' : 'Esto es lo que tienes entre manos.'}
          </p>
        </div>
        {owner ? (
          <Button size="lg" onClick={() => navigate('/publish-task', { state: { source: 'dashboard' } })}>
            <Plus className="h-5 w-5" aria-hidden="true" /> Publicar tarea
          </Button>
        ) : (
          <Button size="lg" onClick={() => navigate('/browse-tasks')}>
            <Search className="h-5 w-5" aria-hidden="true" /> Buscar tareas
          </Button>
        )}
      </div>
      <section aria-labelledby="accesos" className="mt-8">
        <h2 id="accesos" className="mb-3 text-lg font-semibold">
          Accesos rápidos
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary"
              >
                <s.icon className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">{s.title}</span>
                  <span className="block text-sm text-muted-foreground">{s.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
