import { ROLES } from '@faena/shared';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { Card, PageHeader } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { PrivacyCard } from '../../analytics/PrivacyCard';
import { useAuth } from '../../auth/AuthProvider';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { PersonalDataForm } from '../components/PersonalDataForm';

export function Component() {
  usePageTitle('Mi perfil');
  const { profile, profileLoading } = useAuth();
  if (profileLoading) return <LoadingState />;
  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageHeader
          title="Mi perfil"
          description="No hemos podido cargar tu perfil. Recarga la página en unos segundos."
        />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader title="Mi perfil" description={`${ROLES[profile.role]} · ${profile.firstName} ${profile.lastName}`} />
      <div className="flex flex-col gap-6">
        <Card>
          <h2 className="text-lg font-semibold">Cuenta</h2>
          <p className="mt-2 [overflow-wrap:anywhere]">{profile.email}</p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            {profile.emailVerified ? (
              <>
                <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden="true" /> Correo confirmado
              </>
            ) : (
              <>
                <MailWarning className="h-4 w-4 text-accent" aria-hidden="true" /> Correo sin confirmar
              </>
            )}
          </p>
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Datos personales</h2>
          <PersonalDataForm profile={profile} />
        </Card>
        <Card>
          <h2 className="mb-1 text-lg font-semibold">Contraseña</h2>
          <p className="mb-4 text-sm text-muted-foreground">
            Al cambiarla cerraremos la sesión en tus otros dispositivos.
          </p>
          <ChangePasswordForm />
        </Card>
        <PrivacyCard />
      </div>
    </div>
  );
}
