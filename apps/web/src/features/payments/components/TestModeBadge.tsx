import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/card';

/** The test provider handled it: no real money moved. */
export function TestModeBadge() {
  return (
    <Badge tone="accent">
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" /> Modo de pruebas
    </Badge>
  );
}
