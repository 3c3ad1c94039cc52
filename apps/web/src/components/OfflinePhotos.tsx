import { CloudOff } from 'lucide-react';
import { Button } from './ui/button';

/**
 * Photos chosen with no connection, kept by the form to travel with its queued action (the
 * message, the task, the progress update): says so, and lets the user take them out.
 */
export function OfflinePhotos({ files, withWhat, onRemove }: { files: File[]; withWhat: string; onRemove(): void }) {
  if (files.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm" role="status">
      <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Sin conexión: {files.length === 1 ? '1 foto se subirá' : `${files.length} fotos se subirán`} con {withWhat}{' '}
        cuando vuelva la conexión.
      </span>
      <Button variant="link" size="sm" onClick={onRemove}>
        Quitar
      </Button>
    </p>
  );
}
