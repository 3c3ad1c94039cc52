import { APPLICATION_STATUSES, formatCents, formatDate, todayIn } from '@faena/shared';
import { type ApplyStateDto, zApplicationInput, zEurosInput } from '@faena/shared/schemas';
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
const zForm = z.object({
  message: zApplicationInput.shape.message,
  price: zEurosInput(zApplicationInput.shape.priceCents, 'Escribe tu precio en euros, por ejemplo 350 o 350,50.'),
  travel: zEurosInput(zApplicationInput.shape.travelCents, 'Escribe el desplazamiento en euros, o déjalo vacío.', {
    optional: true,
  }),
  startDate: z.string(),
});
type FormValues = z.infer<typeof zForm>;

/** A professional's application on the task detail: the form, or where their application stands. */
export function ApplyForm({ taskId }: { taskId: string }) {
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
    resolver: zodResolver(zForm),
    defaultValues: { message: '', price: '', travel: '', startDate: '' },
  });

  const path = contractUrl('post', '/api/tasks/{taskId}/applications', { taskId });
  const queued = useQueued(path);

  // Sent with no connection: it waits on the device (or was refused, with the reason).
  if (queued.length > 0) return <QueuedActions path={path} />;
  const shown = ({ canApply, reason, myApplication }: ApplyStateDto) => {
    if (myApplication) {
      return (
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Tu solicitud</h2>
            <Badge
              tone={
                myApplication.status === 'accepted'
                  ? 'primary'
                  : myApplication.status === 'pending'
                    ? 'accent'
                    : 'neutral'
              }
            >
              {APPLICATION_STATUSES[myApplication.status]}
            </Badge>
          </div>
          <p className="mt-2 font-semibold">{formatCents(myApplication.priceCents)}</p>
          {myApplication.travelCents ? (
            <p className="text-sm text-muted-foreground">
              + {formatCents(myApplication.travelCents)} de desplazamiento
            </p>
          ) : null}
          {myApplication.proposedStartDate ? (
            <p className="text-sm text-muted-foreground">Empezarías el {formatDate(myApplication.proposedStartDate)}</p>
          ) : null}
          <p className="mt-2 whitespace-pre-line text-sm">{myApplication.message}</p>
        </Card>
      );
    }
    if (!canApply) {
      return reason && !reason.startsWith('Solo los profesionales') ? <Alert variant="info">{reason}</Alert> : null;
    }

    const submit = handleSubmit(async (values) => {
      setFormError(null);
      if (values.startDate && values.startDate < today) {
        setError('startDate', { message: 'La fecha de inicio no puede ser anterior a hoy.' });
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
        toast({ title: 'Solicitud enviada', description: 'Te avisaremos cuando el propietario responda.' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          await enqueue({
            kind: 'application',
            label: `Solicitud: ${formatCents(input.priceCents)}${input.travelCents ? ` + ${formatCents(input.travelCents)} de desplazamiento` : ''}`,
            path,
            body: input,
            photos: null,
          });
          toast({ title: 'Sin conexión: solicitud guardada', description: 'Se enviará en cuanto vuelva la conexión.' });
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
        <h2 className="text-lg font-semibold">¿Te interesa este trabajo?</h2>
        <p className="mb-4 text-sm text-muted-foreground">Cuéntale al propietario cómo lo harías y cuánto costaría.</p>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Mensaje" error={errors.message?.message} className="sm:col-span-2">
            {(p) => (
              <Textarea
                {...p}
                rows={4}
                placeholder="Experiencia, herramientas, cuánto tardarías…"
                {...register('message')}
              />
            )}
          </Field>
          <Field
            label="Precio propuesto (€)"
            error={errors.price?.message}
            hint="Por el trabajo, sin el desplazamiento. Precio final, IVA incluido."
          >
            {(p) => <Input {...p} inputMode="decimal" {...register('price')} />}
          </Field>
          <Field
            label="Desplazamiento (€)"
            optional
            error={errors.travel?.message}
            hint="Aparte: sin comisión de Faena."
          >
            {(p) => <Input {...p} inputMode="decimal" {...register('travel')} />}
          </Field>
          <Field label="Fecha de inicio propuesta" optional error={errors.startDate?.message}>
            {(p) => <Input {...p} type="date" min={today} {...register('startDate')} />}
          </Field>
          {formError ? (
            <Alert variant="error" className="sm:col-span-2">
              {formError}
            </Alert>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" loading={isSubmitting}>
              Enviar solicitud
            </Button>
          </div>
        </form>
      </Card>
    );
  };
  return (
    <QueryState query={state} errorTitle="No hemos podido comprobar si puedes enviar una solicitud" loading={null}>
      {shown}
    </QueryState>
  );
}
