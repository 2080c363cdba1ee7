import Link from "next/link";

import { site } from "@/content/site";

/** Brand mark: a compass star over a horizon, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="var(--color-brand-800)" />
      <path
        d="M6 29c4-3.5 9-5.5 14-5.5S30 25.5 34 29"
        fill="none"
        stroke="var(--color-brand-300)"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M20 7l2.6 8.4L31 18l-8.4 2.6L20 29l-2.6-8.4L9 18l8.4-2.6z" fill="var(--color-accent-400)" />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link href="/" prefetch={false} className="flex items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
      <LogoMark className="size-9 shrink-0" />
      <span className={`text-lg leading-tight font-bold tracking-tight ${inverse ? "text-white" : "text-brand-900"}`}>
        {site.name}
      </span>
    </Link>
  );
}
