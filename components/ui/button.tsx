import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

/** `btn` (app/globals.css) is the shared look; display stays a utility so `hidden sm:inline-flex` can replace it. */
export const buttonVariants = cva("btn inline-flex", {
  variants: {
    variant: {
      primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
      accent: "bg-accent-400 text-brand-950 hover:bg-accent-300 focus-visible:outline-accent-500",
      outline: "border border-brand-200 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50",
      "outline-inverse": "border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white",
      ghost: "text-brand-800 hover:bg-brand-50",
      link: "text-brand-700 underline-offset-4 hover:underline",
    },
    size: {
      sm: "h-9 px-3 text-sm",
      md: "h-11 px-5 text-sm",
      lg: "h-12 px-6 text-base",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

type ButtonLinkProps = Omit<React.ComponentProps<"a">, "href"> &
  ButtonVariantProps & {
    href: string;
    /** Opens in a new tab with a safe rel; for links that leave the site. */
    external?: boolean;
  };

/** A link styled as a button. The site's own links navigate client-side through ClientNavigation. */
export function ButtonLink({ className, variant, size, href, external, children, ...props }: ButtonLinkProps) {
  return (
    <a
      href={href}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
