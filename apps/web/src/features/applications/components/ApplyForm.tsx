import { APPLICATION_STATUSES, APPLY_REFUSALS, formatCents, formatDate, todayIn } from '@faena/shared';
import { type ApplyStateDto, zApplicationInput, zEurosInput } from '@faena/shared/schemas';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryState } from '@/components/QueryState';
import { QueuedActions } from '@/components/QueuedActions';
import { Button } from '@/components/ui/button';
import { Alert, Badge, Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError, contractUrl } from '@/lib/api';
import { applyServerErrors, eurosField, zodResolver } from '@/lib/form';
import { enqueue, useQueued } from '@/lib/offline-queue';
import { toast } from '@/lib/toast';
import { applicationKeys, applyStateQuery, applyToTask } from '../api';

// The shared application's rules (message, price and travel caps), on what the inputs hold.
// Made by the form as it renders, so its own texts are in the active language.
const applicationForm = () =>
  z.object({
    message: zApplicationInput.shape.message,
    price: zEurosInput(zApplicationInput.shape.priceCents, t`Escribe tu precio en euros, por ejemplo 350 o 350,50.`),
    travel: zEurosInput(zApplicationInput.shape.travelCents, t`Escribe el desplazamiento en euros, o déjalo vacío.`, {
      optional: true,
    }),
    startDate: z.string(),
  });
type FormValues = z.infer<ReturnType<typeof applicationForm>>;

/** A professional's application on the task detail: the form, or where their application stands. */
export function ApplyForm({ taskId }: { taskId: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const state = useQuery(applyStateQuery(taskId));
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(applicationForm()),
    defaultValues: { message: '', price: '', travel: '', startDate: '' },
  });

  const path = contractUrl('post', '/api/tasks/{taskId}/applications', { taskId });
  const queued = useQueued(path);

  // Sent with no connection: it waits on the device (or was refused, with the reason).
  if (queued.length > 0) return <QueuedActions path={path} />;
  const shown = ({ canApply, reason, reasonCode, myApplication }: ApplyStateDto) => {
    if (myApplication) {
      const travel = myApplication.travelCents ? formatCents(myApplication.travelCents) : null;
      const startDate = myApplication.proposedStartDate ? formatDate(myApplication.proposedStartDate) : null;
      return (
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{t`Tu solicitud`}</h2>
            <Badge
              tone={
                myApplication.status === 'accepted'
                  ? 'primary'
                  : myApplication.status === 'pending'
                    ? 'accent'
                    : 'neutral'
              }
            >
              {i18n._(APPLICATION_STATUSES[myApplication.status])}
            </Badge>
          </div>
          <p className="mt-2 font-semibold">{formatCents(myApplication.priceCents)}</p>
          {travel ? <p className="text-sm text-muted-foreground">{t`+ ${travel} de desplazamiento`}</p> : null}
          {startDate ? <p className="text-sm text-muted-foreground">{t`Empezarías el ${startDate}`}</p> : null}
          <p className="mt-2 whitespace-pre-line text-sm">{myApplication.message}</p>
        </Card>
      );
    }
    if (!canApply) {
      // Decided by its code: someone who is not a professional is offered nothing to apply with.
      if (reasonCode === 'NOT_PROFESSIONAL') return null;
      const why = reasonCode ? i18n._(APPLY_REFUSALS[reasonCode]) : reason;
      return why ? <Alert variant="info">{why}</Alert> : null;
    }

    const submit = handleSubmit(async (values) => {
      setFormError(null);
      if (values.startDate && values.startDate < today) {
        setError('startDate', { message: t`La fecha de inicio no puede ser anterior a hoy.` });
        return;
      }
      const input = {
        message: values.message,
        priceCents: eurosField(values.price) ?? 0,
        travelCents: eurosField(values.travel) ?? 0,
        proposedStartDate: values.startDate || null,
      };
      try {
        await applyToTask(taskId, input);
        await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
        toast({ title: t`Solicitud enviada`, description: t`Te avisaremos cuando el propietario responda.` });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          const price = formatCents(input.priceCents);
          const travel = formatCents(input.travelCents);
          await enqueue({
            kind: 'application',
            label: input.travelCents ? t`Solicitud: ${price} + ${travel} de desplazamiento` : t`Solicitud: ${price}`,
            path,
            body: input,
            photos: null,
          });
          toast({
            title: t`Sin conexión: solicitud guardada`,
            description: t`Se enviará en cuanto vuelva la conexión.`,
          });
          return;
        }
        setFormError(
          applyServerErrors(error, setError, {
            message: 'message',
            priceCents: 'price',
            travelCents: 'travel',
            proposedStartDate: 'startDate',
          }),
        );
      }
    });

    return (
      // #solicitud: where a public task page's 'Enviar solicitud' lands (decision 0029).
      <Card id="solicitud" className="scroll-mt-20">
        <h2 className="text-lg font-semibold">{t`¿Te interesa este trabajo?`}</h2>
        <p className="mb-4 text-sm text-muted-foreground">{t`Cuéntale al propietario cómo lo harías y cuánto costaría.`}</p>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t({ message: 'Mensaje', comment: 'de la solicitud al propietario' })}
            error={errors.message?.message}
            className="sm:col-span-2"
          >
            {(p) => (
              <Textarea
                {...p}
                rows={4}
                placeholder={t`Experiencia, herramientas, cuánto tardarías…`}
                {...register('message')}
              />
            )}
          </Field>
          <Field
            label={t`Precio propuesto (€)`}
            error={errors.price?.message}
            hint={t`Por el trabajo, sin el desplazamiento. Precio final, IVA incluido.`}
          >
            {(p) => <Input {...p} inputMode="decimal" {...register('price')} />}
          </Field>
          <Field
            label={t`Desplazamiento (€)`}
            optional
            error={errors.travel?.message}
            hint={t`Aparte: sin comisión de Faena.`}
          >
            {(p) => <Input {...p} inputMode="decimal" {...register('travel')} />}
          </Field>
          <Field label={t`Fecha de inicio propuesta`} optional error={errors.startDate?.message}>
            {(p) => <Input {...p} type="date" min={today} {...register('startDate')} />}
          </Field>
          {formError ? (
            <Alert variant="error" className="sm:col-span-2">
              {i18n._(formError)}
            </Alert>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" loading={isSubmitting}>
              {t`Enviar solicitud`}
            </Button>
          </div>
        </form>
      </Card>
    );
  };
  return (
    <QueryState query={state} errorTitle={t`No hemos podido comprobar si puedes enviar una solicitud`} loading={null}>
      {shown}
    </QueryState>
  );
}
