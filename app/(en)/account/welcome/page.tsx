import type { Metadata } from "next";

import { PortalWelcome } from "@/components/portal/portal-welcome";
import { portalWelcomePage } from "@/content/forms";

export const metadata: Metadata = { title: portalWelcomePage.title };

// Reached through an invite's or a "Forgot password?" e-mail's link, its token in the fragment (never sent in a URL).
export default function AccountWelcomePage() {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{portalWelcomePage.title}</h1>
      <p className="mt-2 text-slate-700">{portalWelcomePage.intro}</p>
      <div className="mt-6">
        <PortalWelcome />
      </div>
    </div>
  );
}
