import { cn } from "#web/lib/utils.ts";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn("size-8 shrink-0", className)}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M18 16h8v24h20v8H18z" fill="#fff" />
      <path d="M34 16h12v18h-6V22h-6z" fill="#5eead4" />
    </svg>
  );
}

export function BrandName({ className }: { className?: string }) {
  return <span className={cn("text-base font-semibold tracking-tight text-slate-900", className)}>Leasedesk</span>;
}
