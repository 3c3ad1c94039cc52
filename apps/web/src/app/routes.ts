import type { ComponentType } from 'react';

export type Access = 'public' | 'signed-in' | 'admin';

export interface AppRoute {
  path: string;
  /** Stable page name for analytics' page_visited. */
  page: string;
  access: Access;
  /** The screen's lazy module: each route is its own chunk. */
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * The route table: paths of the original specification and PRODUCT.md, with their guards. A
 * screen is a feature's `routes/` module, or, when it combines features, its composition in
 * `./screens/` (the feature's page with the other features' pieces passed in).
 */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', page: 'home', access: 'public', load: () => import('@/features/landing/routes/HomePage') },
  { path: '/auth', page: 'auth', access: 'public', load: () => import('@/features/auth/routes/AuthPage') },
  {
    path: '/reset-password',
    page: 'reset_password',
    access: 'public',
    load: () => import('@/features/auth/routes/ResetPasswordPage'),
  },
  { path: '/legal/:page', page: 'legal', access: 'public', load: () => import('@/features/legal/routes/LegalPage') },
  {
    path: '/dashboard',
    page: 'dashboard',
    access: 'signed-in',
    load: () => import('@/features/dashboard/routes/DashboardPage'),
  },
  {
    path: '/profile',
    page: 'profile',
    access: 'signed-in',
    load: () => import('./screens/ProfileScreen'),
  },
  {
    path: '/properties',
    page: 'properties',
    access: 'signed-in',
    load: () => import('@/features/properties/routes/PropertiesPage'),
  },
  {
    path: '/properties/new',
    page: 'property_new',
    access: 'signed-in',
    load: () => import('@/features/properties/routes/PropertyFormPage'),
  },
  {
    path: '/properties/:propertyId/edit',
    page: 'property_edit',
    access: 'signed-in',
    load: () => import('@/features/properties/routes/PropertyFormPage'),
  },
  {
    path: '/publish-task',
    page: 'publish_task',
    access: 'signed-in',
    load: () => import('./screens/PublishTaskScreen'),
  },
  {
    path: '/edit-task/:taskId',
    page: 'edit_task',
    access: 'signed-in',
    load: () => import('./screens/EditTaskScreen'),
  },
  {
    path: '/my-tasks',
    page: 'my_tasks',
    access: 'signed-in',
    load: () => import('@/features/tasks/routes/MyTasksPage'),
  },
  {
    path: '/browse-tasks',
    page: 'browse_tasks',
    access: 'signed-in',
    load: () => import('@/features/tasks/routes/BrowseTasksPage'),
  },
  {
    path: '/task/:taskId',
    page: 'task_detail',
    access: 'signed-in',
    load: () => import('./screens/TaskDetailScreen'),
  },
  {
    path: '/task/:taskId/applications',
    page: 'task_applications',
    access: 'signed-in',
    load: () => import('./screens/TaskApplicationsScreen'),
  },
  {
    path: '/task/:taskId/progress',
    page: 'task_progress',
    access: 'signed-in',
    load: () => import('./screens/TaskProgressScreen'),
  },
  {
    path: '/find-professionals',
    page: 'find_professionals',
    access: 'signed-in',
    load: () => import('@/features/professionals/routes/FindProfessionalsPage'),
  },
  {
    path: '/professional/:professionalId',
    page: 'professional_portfolio',
    access: 'signed-in',
    load: () => import('./screens/ProfessionalScreen'),
  },
  {
    path: '/my-applications',
    page: 'my_applications',
    access: 'signed-in',
    load: () => import('./screens/MyApplicationsScreen'),
  },
  {
    path: '/messages',
    page: 'messages',
    access: 'signed-in',
    load: () => import('@/features/messages/routes/MessagesPage'),
  },
  {
    path: '/notifications',
    page: 'notifications',
    access: 'signed-in',
    load: () => import('@/features/notifications/routes/NotificationsPage'),
  },
  {
    path: '/payments',
    page: 'payments',
    access: 'signed-in',
    load: () => import('@/features/payments/routes/PaymentsPage'),
  },
  {
    path: '/payments/cobros-de-prueba',
    page: 'payout_test_onboarding',
    access: 'signed-in',
    load: () => import('@/features/payments/routes/TestPayoutOnboardingPage'),
  },
  {
    path: '/payments/:paymentId/receipt',
    page: 'payment_receipt',
    access: 'signed-in',
    load: () => import('@/features/payments/routes/ReceiptPage'),
  },
  { path: '/admin', page: 'admin', access: 'admin', load: () => import('@/features/admin/routes/AdminHomePage') },
  {
    path: '/admin/users',
    page: 'admin_users',
    access: 'admin',
    load: () => import('./screens/AdminUsersScreen'),
  },
  {
    path: '/admin/tasks',
    page: 'admin_tasks',
    access: 'admin',
    load: () => import('@/features/admin/routes/AdminTasksPage'),
  },
  {
    path: '/admin/properties',
    page: 'admin_properties',
    access: 'admin',
    load: () => import('@/features/admin/routes/AdminPropertiesPage'),
  },
  {
    path: '/admin/payments',
    page: 'admin_payments',
    access: 'admin',
    load: () => import('@/features/admin/routes/AdminPaymentsPage'),
  },
  {
    path: '/admin/disputes',
    page: 'admin_disputes',
    access: 'admin',
    load: () => import('@/features/admin/routes/AdminDisputesPage'),
  },
  {
    path: '/admin/disputes/:disputeId',
    page: 'admin_dispute',
    access: 'admin',
    load: () => import('@/features/admin/routes/AdminDisputePage'),
  },
  {
    path: '/admin/audit',
    page: 'admin_audit',
    access: 'admin',
    load: () => import('@/features/admin/routes/AdminAuditPage'),
  },
  {
    path: '*',
    page: 'not_found',
    access: 'public',
    load: () => import('@/components/NotFound').then((m) => ({ Component: m.NotFound })),
  },
];
