import { useLingui } from '@lingui/react/macro';
import { Bell, LogOut, Menu, Shield, User, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { ConfirmHost } from '@/components/ConfirmHost';
import { HeaderFrame } from '@/components/layout/HeaderFrame';
import { ThemeMenuSlot } from '@/components/layout/ThemeMenuSlot';
import { Link, NavLink } from '@/components/ui/link';
import { useAuth } from '@/features/auth/AuthProvider';
import { useUnreadCount } from '@/features/notifications/api';
import { cn } from '@/lib/cn';
import { NAV_BY_ROLE } from '../navigation';
import { LanguageSlot } from './LanguageSlot';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-lg px-2.5 py-2 font-medium hover:bg-muted',
    isActive ? 'text-primary' : 'text-foreground',
  );

/** The header of a signed-in visitor (Header.tsx loads it once the session says so). */
export function SignedInHeader() {
  const { profile, signOut } = useAuth();
  const unreadNotifications = useUnreadCount(true).data?.unread ?? 0;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { t } = useLingui();
  const items = profile ? NAV_BY_ROLE[profile.role] : [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    setSigningOut(false);
  };

  const bellLabel = unreadNotifications > 0 ? t`Notificaciones, ${unreadNotifications} sin leer` : t`Notificaciones`;

  return (
    <>
      {/* The sign-out's question (actions still queued) is asked here: only a signed-in visitor's chunk carries it. */}
      <ConfirmHost />
      <HeaderFrame
        logoTo="/dashboard"
        below={menuOpen ? <MobileMenu items={items} isAdmin={Boolean(profile?.isAdmin)} /> : null}
      >
        {/* The row of links from xl (1280 px): narrower screens open them from 'Menú'. */}
        <nav aria-label={t`Principal`} className="ml-2 hidden flex-1 items-center xl:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass} end={item.to === '/dashboard'}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {/* The name is the link's content (no aria-label): it starts with 'Notificaciones', as a
            voice user says it, and carries the count the badge shows. */}
          <Link
            to="/notifications"
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-muted"
          >
            <Bell className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{bellLabel}</span>
            {unreadNotifications > 0 ? (
              <span
                className="absolute right-1.5 top-1.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-bold text-white dark:text-stone-950"
                aria-hidden="true"
              >
                {unreadNotifications > 99 ? '99+' : unreadNotifications}
              </span>
            ) : null}
          </Link>
          {profile?.isAdmin ? (
            <NavLink
              to="/admin"
              className={({ isActive }) =>
                cn(
                  'hidden h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2.5 font-medium hover:bg-muted xl:inline-flex',
                  isActive ? 'text-primary' : 'text-foreground',
                )
              }
            >
              <Shield className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only 2xl:not-sr-only">{t`Administración`}</span>
            </NavLink>
          ) : null}
          {/* From 1536 px: below, the row of links needs the room (the footer and /profile have it). */}
          <div className="hidden 2xl:flex">
            <LanguageSlot compact />
          </div>
          <ThemeMenuSlot />
          <Link
            to="/profile"
            className="hidden h-11 items-center gap-2 rounded-lg px-2.5 font-medium hover:bg-muted sm:inline-flex"
          >
            {profile ? (
              <Avatar url={profile.avatarUrl} name={profile.firstName} size="sm" />
            ) : (
              <User className="h-5 w-5" aria-hidden="true" />
            )}
            {/* From 1280 px the row of links needs the room: the name is read, not shown, until 2xl. */}
            <span className="max-w-32 truncate xl:sr-only 2xl:not-sr-only">{profile?.firstName ?? t`Perfil`}</span>
          </Link>
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            aria-label={t`Cerrar sesión`}
            className="inline-flex h-11 items-center gap-2 rounded-lg px-3 font-medium hover:bg-muted"
          >
            <LogOut className="h-5 w-5" aria-hidden="true" />
            <span className="hidden 2xl:inline">{t`Cerrar sesión`}</span>
          </button>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-muted xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="menu-movil"
            onClick={() => setMenuOpen((v) => !v)}
            aria-label={menuOpen ? t`Cerrar menú` : t`Menú`}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      </HeaderFrame>
    </>
  );
}

function MobileMenu({ items, isAdmin }: { items: (typeof NAV_BY_ROLE)[keyof typeof NAV_BY_ROLE]; isAdmin: boolean }) {
  const { t } = useLingui();
  return (
    <nav id="menu-movil" aria-label={t`Menú`} className="border-t border-border bg-background px-4 pb-4 xl:hidden">
      <ul className="flex flex-col py-2">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => cn(linkClass({ isActive }), 'block py-3')}
              end={item.to === '/dashboard'}
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/profile" className={({ isActive }) => cn(linkClass({ isActive }), 'block py-3')}>
            {t`Mi perfil`}
          </NavLink>
        </li>
        {isAdmin ? (
          <li>
            <NavLink
              to="/admin"
              className={({ isActive }) => cn(linkClass({ isActive }), 'flex items-center gap-2 py-3')}
            >
              <Shield className="h-4 w-4" aria-hidden="true" />
              {` ${t`Administración`}`}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
