import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePrivacy } from '@/lib/analytics/consent';
import { buttonClass } from '../ui/button';
import { Card } from '../ui/card';
import { PrivacySettingsButton } from './Privacy';

const STATE = {
  granted: msg`Has aceptado la medición de uso (analítica).`,
  denied: msg`Has rechazado la medición de uso (analítica): no medimos cómo usas Faena.`,
  undecided: msg`Aún no has elegido si aceptas la medición de uso (analítica); mientras tanto no medimos nada.`,
};

/** The profile's privacy section: the current choice and the way to change it. */
export function PrivacyCard() {
  const { consent } = usePrivacy();
  const { t } = useLingui();
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">{t`Privacidad`}</h2>
      <p className="mb-4 text-sm text-muted-foreground">{t(STATE[consent])}</p>
      <PrivacySettingsButton className={buttonClass('outline')}>{t`Cambiar mis preferencias`}</PrivacySettingsButton>
    </Card>
  );
}
