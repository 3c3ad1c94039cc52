import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-border bg-card p-5 shadow-sm', className)} {...props} />;
}

export function Alert({
  variant = 'info',
  title,
  children,
  className,
  role,
}: {
  variant?: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  role?: 'alert' | 'status';
}) {
  const styles = {
    info: 'border-border bg-muted text-foreground',
    success: 'border-primary/40 bg-primary-soft text-primary-soft-foreground',
    warning: 'border-accent/40 bg-accent-soft text-accent-soft-foreground',
    error: 'border-destructive/40 bg-destructive-soft text-destructive-soft-foreground',
  }[variant];
  return (
    <div
      role={role ?? (variant === 'error' ? 'alert' : undefined)}
      className={cn('rounded-lg border px-4 py-3', styles, className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={cn(title ? 'mt-1' : undefined, 'text-sm leading-relaxed')}>{children}</div> : null}
    </div>
  );
}

export function Badge({
  className,
  tone = 'neutral',
  children,
}: {
  className?: string;
  tone?: 'neutral' | 'primary' | 'accent' | 'danger';
  children: ReactNode;
}) {
  const tones = {
    neutral: 'bg-muted text-foreground',
    primary: 'bg-primary-soft text-primary-soft-foreground',
    accent: 'bg-accent-soft text-accent-soft-foreground',
    danger: 'bg-destructive-soft text-destructive-soft-foreground',
  }[tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones,
        className,
      )}
    >
      {children}
    </span>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-md text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
