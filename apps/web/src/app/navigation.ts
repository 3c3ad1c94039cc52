import type { Role } from '@faena/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface NavItem {
  to: string;
  /** A message: shown with `t(item.label)`. */
  label: MessageDescriptor;
}

/** The main menu of each role; every signed-in screen is still reachable by anyone (seed, section 6). */
export const NAV_BY_ROLE: Record<Role, NavItem[]> = {
  property_owner: [
    { to: '/dashboard', label: msg`Panel` },
    { to: '/my-tasks', label: msg`Mis tareas` },
    { to: '/publish-task', label: msg`Publicar tarea` },
    { to: '/properties', label: msg`Propiedades` },
    { to: '/find-professionals', label: msg`Profesionales` },
    { to: '/messages', label: msg`Mensajes` },
    { to: '/payments', label: msg`Pagos` },
  ],
  professional: [
    { to: '/dashboard', label: msg`Panel` },
    { to: '/browse-tasks', label: msg`Buscar tareas` },
    { to: '/my-applications', label: msg`Mis solicitudes` },
    { to: '/messages', label: msg`Mensajes` },
    { to: '/payments', label: msg`Pagos` },
  ],
};

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: msg`Resumen` },
  { to: '/admin/users', label: msg`Usuarios` },
  { to: '/admin/tasks', label: msg`Tareas` },
  { to: '/admin/properties', label: msg`Propiedades` },
  { to: '/admin/payments', label: msg`Pagos` },
  { to: '/admin/disputes', label: msg`Disputas` },
  { to: '/admin/audit', label: msg`Registro` },
];
