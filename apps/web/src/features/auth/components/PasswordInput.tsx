import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { Input } from '@/components/ui/input';

/** A password field with a show/hide toggle (named "Mostrar"/"Ocultar" so the field keeps its label). */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    const { t } = useLingui();
    return (
      <div className="relative">
        <Input ref={ref} type={visible ? 'text' : 'password'} className="pr-24" {...props} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="absolute inset-y-1 right-1 inline-flex items-center gap-1 rounded-md px-2 text-sm text-muted-foreground hover:bg-muted"
        >
          {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
          {visible
            ? t({ message: 'Ocultar', comment: 'contraseña' })
            : t({ message: 'Mostrar', comment: 'contraseña' })}
        </button>
      </div>
    );
  },
);
