import type { Metadata } from "next";

import { MissingPathLogger } from "@/components/errors/missing-path-logger";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page not found",
  description:
    "The page you were looking for does not exist. Return to the home page to find study abroad, visa and IELTS help.",
};

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <MissingPathLogger />
      <p className="text-7xl font-extrabold text-brand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-950">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-slate-600">
        The page may have moved, or the address may have a typo. Everything we offer is one click away from the home
        page.
      </p>
      <ButtonLink href="/" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
