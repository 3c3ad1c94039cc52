import type { ReactNode } from 'react';

/** One labelled fact with its icon, inside a <dl> (task and portfolio details). */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute left-0 top-0.5 text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
