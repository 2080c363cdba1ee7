import { ArrowRight } from "@/components/ui/lucide-icons";

import { cn } from "@/lib/utils";

type ArrowLinkProps = React.ComponentProps<"a"> & {
  href: string;
  /** Screen-reader-only end of the link text, so repeated "Learn more" links stay distinguishable. */
  context?: string;
};

/** A text link with a trailing arrow ("Learn more →"), for the foot of cards. */
export function ArrowLink({ href, context, className, children, ...props }: ArrowLinkProps) {
  return (
    <a
      href={href}
      className={cn("inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline", className)}
      {...props}
    >
      {children}
      {context ? <span className="sr-only"> {context}</span> : null}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
