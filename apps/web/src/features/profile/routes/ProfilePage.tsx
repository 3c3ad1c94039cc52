import { ROLES } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, ExternalLink, MailWarning } from 'lucide-react';
import type { ComponentType } from 'react';
import { PrivacyCard } from '@/components/privacy/PrivacyCard';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Card, PageHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/AuthProvider';
import { LanguageSelect } from '@/features/auth/components/LanguageSelect';
import { usePageTitle } from '@/lib/page-title';
import { AvatarForm } from '../components/AvatarForm';
import { BillingDetailsForm } from '../components/BillingDetailsForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { PersonalDataForm } from '../components/PersonalDataForm';
import { PortfolioManager } from '../components/PortfolioManager';
import { ProfessionalProfileForm } from '../components/ProfessionalProfileForm';
import { YourDataSection } from '../components/YourDataSection';

/** What the profile shows from other features, given by app/screens/ProfileScreen.tsx. */
export interface ProfileSlots {
  /** A professional's verification documents and request (features/verification). */
  VerificationSection: ComponentType<{ userId: string }>;
}

export function ProfilePage({ VerificationSection }: ProfileSlots) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Mi perfil`);
  const { profile, profileLoading, refresh } = useAuth();
  if (profileLoading) return <LoadingState />;
  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageHeader
          title={t`Mi perfil`}
          description={t`No hemos podido cargar tu perfil. Recarga la página en unos segundos.`}
          actions={
            <Button variant="outline" onClick={() => void refresh()}>
              {t`Reintentar`}
            </Button>
          }
        />
      </div>
    );
  }
  const professional = profile.role === 'professional';
  const unfinished = professional && (profile.fieldWorkerProfile?.serviceProvinces.length ?? 0) === 0;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader
        title={t`Mi perfil`}
        description={`${i18n._(ROLES[profile.role])} · ${profile.firstName} ${profile.lastName}`}
        actions={
          professional ? (
            <ButtonLink to={`/professional/${profile.id}`} variant="outline">
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {t`Ver mi perfil público`}
            </ButtonLink>
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        <Card>
          <h2 className="text-lg font-semibold">{t({ message: 'Cuenta', comment: 'la cuenta de usuario' })}</h2>
          <p className="mt-2 [overflow-wrap:anywhere]">{profile.email}</p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            {profile.emailVerified ? (
              <>
                <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden="true" />
                {` ${t`Correo confirmado`}`}
              </>
            ) : (
              <>
                <MailWarning className="h-4 w-4 text-accent" aria-hidden="true" />
                {` ${t`Correo sin confirmar`}`}
              </>
            )}
          </p>
          <LanguageSelect className="mt-4" />
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold">{t`Tu foto`}</h2>
          <AvatarForm profile={profile} />
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold">{t`Datos personales`}</h2>
          <PersonalDataForm profile={profile} />
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold">{t`Datos de facturación`}</h2>
          <BillingDetailsForm professional={professional} />
        </Card>
        {professional ? (
          <>
            <Card>
              <h2 className="mb-1 text-lg font-semibold">{t`Perfil profesional`}</h2>
              <p className="mb-4 text-sm text-muted-foreground">
                {t`Lo que ven los propietarios en tu perfil público y en «Buscar profesionales».`}
              </p>
              {unfinished ? (
                <Alert variant="warning" title={t`Completa tu perfil profesional`} className="mb-4">
                  {t`Elige al menos una provincia en la que trabajes para aparecer en las búsquedas de los propietarios.`}
                </Alert>
              ) : null}
              <ProfessionalProfileForm profile={profile} />
            </Card>
            <Card>
              <h2 className="mb-1 text-lg font-semibold">{t`Portafolio`}</h2>
              <p className="mb-4 text-sm text-muted-foreground">
                {t`Trabajos que has hecho, con fotos. Se ven en tu perfil público.`}
              </p>
              <PortfolioManager />
            </Card>
            <Card>
              <h2 className="mb-1 text-lg font-semibold">{t`Verificación`}</h2>
              <p className="mb-4 text-sm text-muted-foreground">
                {t`Los propietarios confían más en los profesionales verificados.`}
              </p>
              <VerificationSection userId={profile.userId} />
            </Card>
          </>
        ) : null}
        <Card>
          <h2 className="mb-1 text-lg font-semibold">{t`Contraseña`}</h2>
          <p className="mb-4 text-sm text-muted-foreground">
            {t`Al cambiarla cerraremos la sesión en tus otros dispositivos.`}
          </p>
          <ChangePasswordForm />
        </Card>
        <PrivacyCard />
        <Card>
          <h2 className="mb-1 text-lg font-semibold">{t`Tus datos`}</h2>
          <YourDataSection isAdmin={profile.isAdmin} />
        </Card>
      </div>
    </div>
  );
}
