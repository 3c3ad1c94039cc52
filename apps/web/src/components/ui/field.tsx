import { markedText } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { i18n as runtime } from '@/lib/i18n';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Marks the label as optional instead of the usual required. */
  optional?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A validation message as shown: a shared rule's text is Castellano marked m(), found again with
 * its values when it has some ('Máximo 80 caracteres.', @faena/shared markedText), in the language.
 */
export const validationText = (text: string): string => runtime._(markedText(text));

/** A label, its control, a hint and the field's error, tied together for screen readers. */
export function Field({ label, error, hint, className, optional, children }: FieldProps) {
  const { t } = useLingui();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-muted-foreground">{` ${t`(opcional)`}`}</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {/* A validation message of the shared rules is a Castellano text marked m(), with its values
              when it has some (markedText): shown in the language. */}
          {validationText(error)}
        </p>
      ) : null}
    </div>
  );
}
