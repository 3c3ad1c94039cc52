import { type TaskSummary, zEurosInput, zOfferInput } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryState } from '@/components/QueryState';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { announceChange } from '@/lib/changes';
import { applyServerErrors, eurosField, zodResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { getMyTasks, professionalKeys, sendOffer } from '../api';

/**
 * "Ofrecer trabajo" on a portfolio (owners): pick one of your open tasks, write a message and a
 * price, send. The professional gets 7 days to accept it in "Mis solicitudes".
 */
export function OfferWorkButton({ professionalId, name }: { professionalId: string; name: string }) {
  // '#ofrecer': a public professional page's 'Ofrecer trabajo' (decision 0029) lands here with it open.
  const { t } = useLingui();
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === '#ofrecer');
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {t`Ofrecer trabajo`}
      </Button>
      <Dialog open={open} title={t`Ofrecer trabajo a ${name}`} onClose={() => setOpen(false)}>
        <OfferForm professionalId={professionalId} name={name} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

// The shared offer's rules (message, price and travel caps), on what the inputs hold; the form's
// own words come in the active language (OfferFields).
const offerForm = (words: { task: string; price: string; travel: string }) =>
  z.object({
    taskId: z.string().min(1, words.task),
    message: zOfferInput.shape.message,
    price: zEurosInput(zOfferInput.shape.priceCents, words.price),
    travel: zEurosInput(zOfferInput.shape.travelCents, words.travel, { optional: true }),
  });
type FormValues = z.infer<ReturnType<typeof offerForm>>;

function OfferForm({ professionalId, name, onDone }: { professionalId: string; name: string; onDone(): void }) {
  const { t } = useLingui();
  const tasks = useQuery({ queryKey: professionalKeys.myTasks, queryFn: getMyTasks, refetchOnMount: 'always' });
  return (
    <QueryState
      query={tasks}
      errorTitle={t`No se han podido cargar tus tareas`}
      loading={<LoadingState text={t`Cargando tus tareas…`} className="py-6" />}
    >
      {(mine) => {
        const open = mine.filter((task) => task.status === 'open');
        if (open.length > 0)
          return <OfferFields open={open} professionalId={professionalId} name={name} onDone={onDone} />;
        return (
          <div className="flex flex-col gap-4">
            <p>
              {t`No tienes ninguna tarea abierta. Publica la tarea que quieres encargar y vuelve aquí para ofrecérsela a ${name}.`}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={onDone}>
                {t`Cerrar`}
              </Button>
              <ButtonLink to="/publish-task">{t`Publicar una tarea`}</ButtonLink>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}

function OfferFields({
  open,
  professionalId,
  name,
  onDone,
}: {
  open: TaskSummary[];
  professionalId: string;
  name: string;
  onDone(): void;
}) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const zForm = useMemo(
    () =>
      offerForm({
        task: t`Elige una de tus tareas abiertas.`,
        price: t`Escribe el precio en euros, por ejemplo 350 o 350,50.`,
        travel: t`Escribe el desplazamiento en euros, o déjalo vacío.`,
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(zForm),
    defaultValues: { taskId: open.length === 1 ? (open[0]?.id ?? '') : '', message: '', price: '', travel: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const task = open.find((one) => one.id === values.taskId);
    const title = task?.title;
    try {
      await sendOffer({
        taskId: values.taskId,
        professionalId,
        message: values.message,
        priceCents: eurosField(values.price) ?? 0,
        travelCents: eurosField(values.travel) ?? 0,
      });
      announceChange({ type: 'offer.sent', data: { taskId: values.taskId } });
      toast({
        title: t`Oferta enviada`,
        description:
          title !== undefined
            ? t`${name} tiene 7 días para aceptar «${title}».`
            : t`${name} tiene 7 días para aceptar «tu tarea».`,
      });
      onDone();
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          taskId: 'taskId',
          message: 'message',
          priceCents: 'price',
          travelCents: 'travel',
        }),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t`Tarea`} error={errors.taskId?.message}>
        {(p) => (
          <Select {...p} {...register('taskId')}>
            {open.length > 1 ? <option value="">{t`Elige una tarea abierta`}</option> : null}
            {open.map((task) => (
              <option key={task.id} value={task.id}>
                {task.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t`Mensaje`} error={errors.message?.message}>
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            placeholder={t`Qué hay que hacer, cuándo te vendría bien, cómo llegar…`}
            {...register('message')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Precio (€)`}
          error={errors.price?.message}
          hint={t`Por el trabajo. Precio final para el propietario, IVA incluido.`}
        >
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('price')} />}
        </Field>
        <Field label={t`Desplazamiento (€)`} optional error={errors.travel?.message} hint={t`Aparte, sin comisión.`}>
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('travel')} />}
        </Field>
      </div>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t`Cancelar`}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t`Enviar oferta`}
        </Button>
      </div>
    </form>
  );
}
