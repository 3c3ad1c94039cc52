import { useLingui } from '@lingui/react/macro';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { setTheme, THEME_LABELS, type Theme, useTheme } from '@/lib/theme';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const OPTIONS: Theme[] = ['system', 'light', 'dark'];

/**
 * Light, dark or the system's setting (the default), remembered on this device. A real menu
 * (Radix's DropdownMenu, the WAI-ARIA menu button): the arrow keys move between the three
 * choices, Enter or Space picks one, Escape closes it and focus goes back to the button. Its own
 * chunk (ThemeMenuSlot loads it): the headers never wait for it.
 */
export function ThemeMenu() {
  const { t } = useLingui();
  const theme = useTheme();
  const label = t(THEME_LABELS[theme]);
  const Icon = ICONS[theme];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-muted data-[state=open]:bg-muted"
        aria-label={t`Tema: ${label}`}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 w-52 rounded-xl border border-border bg-card p-1 text-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t`Tema`}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {OPTIONS.map((option) => {
              const OptionIcon = ICONS[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 outline-none select-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold data-[state=checked]:text-primary"
                >
                  <OptionIcon className="h-4 w-4" aria-hidden="true" />
                  <span className="flex-1">{t(THEME_LABELS[option])}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check className="h-4 w-4" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
