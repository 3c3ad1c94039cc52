import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getPayments, paymentKeys } from '../api';
import { PayDialog } from './PayDialog';

/** 'Pagar' for the owner of an assigned, unpaid task (amounts from the payments overview). */
export function PayTaskButton({ taskId }: { taskId: string }) {
  const { t } = useLingui();
  const overview = useQuery({ queryKey: paymentKeys.overview, queryFn: getPayments });
  const [open, setOpen] = useState(false);
  const due = overview.data?.due.find((d) => d.taskId === taskId);
  if (!due || !overview.data) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t`Pagar`}</Button>
      {open ? (
        <PayDialog
          task={{ ...due, professionalName: due.professional.firstName }}
          card={overview.data.card}
          testMode={overview.data.testMode}
          open
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
