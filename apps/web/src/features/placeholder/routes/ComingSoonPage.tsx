import { Hammer } from 'lucide-react';
import type { RouteScreenProps } from '../../../app/router';
import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';

/** A screen whose feature has not landed yet says so plainly (issue 2 allows it until its issue lands). */
export function Component({ title = 'Faena' }: RouteScreenProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <Hammer className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">En preparación: esta parte de Faena estará disponible muy pronto.</p>
      <ButtonLink to="/dashboard" variant="outline" className="mt-6">
        Ir a mi panel
      </ButtonLink>
    </div>
  );
}
