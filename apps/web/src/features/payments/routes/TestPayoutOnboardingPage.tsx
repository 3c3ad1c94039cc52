import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Card, PageHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { testCompleteOnboarding } from '../api';
import { TestModeBadge } from '../components/TestModeBadge';

/** Where to go back: a path of this site only (never another site's address). */
function backPath(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/payments?cobros=vuelta';
}

/**
 * The test provider's onboarding ("Modo de pruebas"): what Stripe's Express onboarding is on a
 * real install. No document is asked for; completing it lets the professional receive test card
 * payments.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Configurar cobros (modo de pruebas)`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = params.get('cuenta') ?? '';
  const back = backPath(params.get('vuelta'));
  const complete = useMutation({
    mutationFn: () => testCompleteOnboarding(account),
    onSuccess: () => navigate(back, { replace: true }),
  });
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <PageHeader
        title={t`Configurar cobros`}
        description={t`Alta en el procesador de pagos.`}
        actions={<TestModeBadge />}
      />
      <Card className="flex flex-col gap-4">
        <p>
          {t`En una instalación real, aquí el procesador de pagos (Stripe) te pediría tus datos, tu DNI o NIE y la cuenta bancaria donde quieres cobrar.`}
        </p>
        <p className="text-sm text-muted-foreground">
          {t`Esta instalación está en modo de pruebas: no se mueve dinero real y no hace falta ningún dato. Al completar el alta podrás recibir pagos con tarjetas de prueba.`}
        </p>
        {!account ? (
          <Alert variant="error">{t`Falta la cuenta de cobros en la dirección. Vuelve a «Pagos».`}</Alert>
        ) : null}
        {complete.isError ? <Alert variant="error">{errorMessage(complete.error)}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button loading={complete.isPending} disabled={!account} onClick={() => complete.mutate()}>
            {t`Completar el alta de prueba`}
          </Button>
          <ButtonLink to="/payments" variant="outline">
            {t`Volver a Pagos`}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
