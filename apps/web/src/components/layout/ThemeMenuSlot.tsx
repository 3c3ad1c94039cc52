import { lazy, Suspense } from 'react';

// Radix's menu is its own chunk: the header shows at once, and the menu's code follows.
const ThemeMenu = lazy(() => import('./ThemeMenu').then((m) => ({ default: m.ThemeMenu })));

/** The theme menu, with a space of its size while its chunk loads. */
export function ThemeMenuSlot() {
  return (
    <Suspense fallback={<div className="h-11 w-11" />}>
      <ThemeMenu />
    </Suspense>
  );
}
