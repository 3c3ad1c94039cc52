import { type TaskSummary, zEurosInput, zOfferInput } from '@faena/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
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
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === '#ofrecer');
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Send className="h-4 w-4" aria-hidden="true" />
        Ofrecer trabajo
      </Button>
      <Dialog open={open} title={`Ofrecer trabajo a ${name}`} onClose={() => setOpen(false)}>
        <OfferForm professionalId={professionalId} name={name} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

// The shared offer's rules (message, price and travel caps), on what the inputs hold.
const zForm = z.object({
  taskId: z.string().min(1, 'Elige una de tus tareas abiertas.'),
  message: zOfferInput.shape.message,
  price: zEurosInput(zOfferInput.shape.priceCents, 'Escribe el precio en euros, por ejemplo 350 o 350,50.'),
  travel: zEurosInput(zOfferInput.shape.travelCents, 'Escribe el desplazamiento en euros, o déjalo vacío.', {
    optional: true,
  }),
});
type FormValues = z.infer<typeof zForm>;

function OfferForm({ professionalId, name, onDone }: { professionalId: string; name: string; onDone(): void }) {
  const tasks = useQuery({ queryKey: professionalKeys.myTasks, queryFn: getMyTasks, refetchOnMount: 'always' });
  return (
    <QueryState
      query={tasks}
      errorTitle="No se han podido cargar tus tareas"
      loading={<LoadingState text="Cargando tus tareas…" className="py-6" />}
    >
      {(mine) => {
        const open = mine.filter((t) => t.status === 'open');
        if (open.length > 0)
          return <OfferFields open={open} professionalId={professionalId} name={name} onDone={onDone} />;
        return (
          <div className="flex flex-col gap-4">
            <p>
              No tienes ninguna tarea abierta. Publica la tarea que quieres encargar y vuelve aquí para ofrecérsela a{' '}
              {name}.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={onDone}>
                Cerrar
              </Button>
              <ButtonLink to="/publish-task">Publicar una tarea</ButtonLink>
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
  const [formError, setFormError] = useState<string | null>(null);
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
    const task = open.find((t) => t.id === values.taskId);
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
        title: 'Oferta enviada',
        description: `${name} tiene 7 días para aceptar «${task?.title ?? 'tu tarea'}».`,
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
      <Field label="Tarea" error={errors.taskId?.message}>
        {(p) => (
          <Select {...p} {...register('taskId')}>
            {open.length > 1 ? <option value="">Elige una tarea abierta</option> : null}
            {open.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Mensaje" error={errors.message?.message}>
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            placeholder="Qué hay que hacer, cuándo te vendría bien, cómo llegar…"
            {...register('message')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Precio (€)"
          error={errors.price?.message}
          hint="Por el trabajo. Precio final para el propietario, IVA incluido."
        >
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('price')} />}
        </Field>
        <Field label="Desplazamiento (€)" optional error={errors.travel?.message} hint="Aparte, sin comisión.">
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('travel')} />}
        </Field>
      </div>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Enviar oferta
        </Button>
      </div>
    </form>
  );
}
