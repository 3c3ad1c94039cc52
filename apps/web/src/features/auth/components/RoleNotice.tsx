import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '../AuthProvider';

/**
 * A screen meant for the other role says what it is for and where to go instead (PRODUCT.md:
 * every signed-in screen opens for any signed-in user).
 */
export function RoleNotice({ title, children }: { title: string; children: ReactNode }) {
  const { profile } = useAuth();
  const owner = profile?.role === 'property_owner';
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted-foreground">{children}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          {owner ? (
            <ButtonLink to="/my-tasks">{t`Ver mis tareas`}</ButtonLink>
          ) : (
            <ButtonLink to="/browse-tasks">{t`Buscar tareas`}</ButtonLink>
          )}
          <ButtonLink to="/dashboard" variant="outline">
            {t`Ir a mi panel`}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
