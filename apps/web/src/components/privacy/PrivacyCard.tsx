import { usePrivacy } from '@/lib/analytics/consent';
import { buttonClass } from '../ui/button';
import { Card } from '../ui/card';
import { PrivacySettingsButton } from './Privacy';

const STATE = {
  granted: 'Has aceptado la medición de uso (analítica).',
  denied: 'Has rechazado la medición de uso (analítica): no medimos cómo usas Faena.',
  undecided: 'Aún no has elegido si aceptas la medición de uso (analítica); mientras tanto no medimos nada.',
};

/** The profile's privacy section: the current choice and the way to change it. */
export function PrivacyCard() {
  const { consent } = usePrivacy();
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">Privacidad</h2>
      <p className="mb-4 text-sm text-muted-foreground">{STATE[consent]}</p>
      <PrivacySettingsButton className={buttonClass('outline')}>Cambiar mis preferencias</PrivacySettingsButton>
    </Card>
  );
}
