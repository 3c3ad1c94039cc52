import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, LogOut } from 'lucide-react';
import { Outlet } from 'react-router';
import { ConfirmHost } from '@/components/ConfirmHost';
import { Logo } from '@/components/layout/Logo';
import { ThemeMenuSlot } from '@/components/layout/ThemeMenuSlot';
import { Privacy } from '@/components/privacy/Privacy';
import { Link, NavLink } from '@/components/ui/link';
import { useAuth } from '@/features/auth/AuthProvider';
import { cn } from '@/lib/cn';
import { ADMIN_NAV } from '../navigation';

/** The admin area's own layout: its navigation, a way back to the app, and sign-out. */
export function AdminLayout() {
  const { user, signOut } = useAuth();
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
      >
        {t`Saltar al contenido`}
      </a>
      <Privacy />
      <ConfirmHost />
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
          <Logo to="/admin" compact />
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-foreground">
            {t`Administración`}
          </span>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <span className="hidden max-w-56 truncate text-sm text-muted-foreground md:inline">{user?.email}</span>
            <ThemeMenuSlot />
            <Link
              to="/dashboard"
              className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-medium hover:bg-muted sm:px-3"
            >
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              <span className="hidden sm:inline">{t`Volver a Faena`}</span>
              <span className="sr-only sm:hidden">{t`Volver a Faena`}</span>
            </Link>
            <button
              type="button"
              aria-label={t`Cerrar sesión`}
              onClick={() => void signOut()}
              className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-medium hover:bg-muted sm:px-3"
            >
              <LogOut className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        {/* The tabs wrap onto a second row on a phone: none is hidden past the edge. */}
        <nav aria-label={t`Administración`} className="mx-auto max-w-7xl px-4">
          <ul className="flex flex-wrap gap-1 pb-2">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/admin'}
                  className={({ isActive }) =>
                    cn(
                      'block whitespace-nowrap rounded-lg px-3 py-2 font-medium',
                      isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-muted',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
