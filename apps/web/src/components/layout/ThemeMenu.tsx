import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { setTheme, THEME_LABELS, type Theme, useTheme } from '@/lib/theme';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** Light, dark or the system's setting (the default), remembered on this device. */
export function ThemeMenu() {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const Icon = ICONS[theme];

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-muted"
        aria-label={`Tema: ${THEME_LABELS[theme]}`}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-1 w-52 rounded-xl border border-border bg-card p-1 shadow-lg"
        >
          <p className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Tema</p>
          {(['system', 'light', 'dark'] as Theme[]).map((option) => {
            const OptionIcon = ICONS[option];
            return (
              <button
                key={option}
                type="button"
                aria-pressed={theme === option}
                onClick={() => {
                  setTheme(option);
                  setOpen(false);
                }}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-muted',
                  theme === option && 'font-semibold text-primary',
                )}
              >
                <OptionIcon className="h-4 w-4" aria-hidden="true" />
                {THEME_LABELS[option]}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
