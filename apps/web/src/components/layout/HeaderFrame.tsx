import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** The header's bar: the logo, then what the visitor's state puts beside it and below it. */
export function HeaderFrame({ logoTo, children, below }: { logoTo: string; children?: ReactNode; below?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Logo to={logoTo} />
        {children}
      </div>
      {below}
    </header>
  );
}
