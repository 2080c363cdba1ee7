import { ArrowRight } from "@/components/ui/lucide-icons";

import type { Cta } from "@/content/schemas/primitives";
import { withQuery } from "@/lib/links";

/** A text link from a section to the page that helps with it (a guide to a service, a service to a tool). */
export function ServiceLink({ label, href, query }: Cta & { query?: Record<string, string> }) {
  return (
    <p className="mt-8">
      <a
        href={withQuery(href, query ?? {})}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {label}
        <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
      </a>
    </p>
  );
}
