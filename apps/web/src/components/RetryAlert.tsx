import { errorMessage } from '@/lib/api';
import { Button } from './ui/button';
import { Alert } from './ui/card';

/** Something that failed to load: the server's Spanish message and 'Reintentar', which asks again. */
export function RetryAlert({
  title,
  error,
  onRetry,
  className,
}: {
  title?: string;
  error: unknown;
  onRetry(): unknown;
  className?: string;
}) {
  return (
    <Alert variant="error" title={title} className={className}>
      {errorMessage(error)}{' '}
      <Button variant="link" onClick={() => void onRetry()}>
        Reintentar
      </Button>
    </Alert>
  );
}
