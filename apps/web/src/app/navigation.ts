import type { Role } from '@faena/shared';

export interface NavItem {
  to: string;
  label: string;
}

/** The main menu of each role; every signed-in screen is still reachable by anyone (seed, section 6). */
export const NAV_BY_ROLE: Record<Role, NavItem[]> = {
  property_owner: [
    { to: '/dashboard', label: 'Panel' },
    { to: '/my-tasks', label: 'Mis tareas' },
    { to: '/publish-task', label: 'Publicar tarea' },
    { to: '/properties', label: 'Propiedades' },
    { to: '/find-professionals', label: 'Profesionales' },
    { to: '/messages', label: 'Mensajes' },
    { to: '/payments', label: 'Pagos' },
  ],
  professional: [
    { to: '/dashboard', label: 'Panel' },
    { to: '/browse-tasks', label: 'Buscar tareas' },
    { to: '/my-applications', label: 'Mis solicitudes' },
    { to: '/messages', label: 'Mensajes' },
    { to: '/payments', label: 'Pagos' },
  ],
};

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Resumen' },
  { to: '/admin/users', label: 'Usuarios' },
  { to: '/admin/tasks', label: 'Tareas' },
  { to: '/admin/properties', label: 'Propiedades' },
  { to: '/admin/payments', label: 'Pagos' },
  { to: '/admin/disputes', label: 'Disputas' },
  { to: '/admin/audit', label: 'Registro' },
];
