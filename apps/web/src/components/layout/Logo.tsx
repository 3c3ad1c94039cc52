import { useLingui } from '@lingui/react/macro';
import { Link } from '@/components/ui/link';

/** Faena's mark and name; `compact` shows only the mark on phones, where a header is full. */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useLingui();
  return (
    <Link to={to} className="flex items-center gap-2 rounded-lg font-bold text-primary" aria-label={t`Faena, inicio`}>
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M18 46c4-14 12-24 28-28-2 14-10 24-24 26"
          fill="none"
          stroke="var(--background)"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M20 44l14-14" stroke="var(--background)" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {/* The name gives way first where the header is full: below sm when `compact`, and on the
          narrowest phones (under 375 px) always. */}
      <span
        className={
          compact ? 'hidden text-xl tracking-tight sm:inline' : 'hidden text-xl tracking-tight min-[375px]:inline'
        }
      >
        Faena
      </span>
    </Link>
  );
}
