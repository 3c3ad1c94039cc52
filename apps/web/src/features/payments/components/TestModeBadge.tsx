import { useLingui } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/card';

/** The test provider handled it: no real money moved. */
export function TestModeBadge() {
  const { t } = useLingui();
  return (
    <Badge tone="accent">
      {/* One text node after the icon, as before the messages (the space is not the message's). */}
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
      {` ${t`Modo de pruebas`}`}
    </Badge>
  );
}
