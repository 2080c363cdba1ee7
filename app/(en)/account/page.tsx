import type { Metadata } from "next";

import { PortalAccount } from "@/components/portal/portal-account";
import { portalPage } from "@/content/forms";

export const metadata: Metadata = { title: portalPage.title };

// Everything on it is the signed-in person's, read in the browser (GET /api/portal/me): the export holds a shell.
export default function AccountPage() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{portalPage.title}</h1>
      <p className="mt-2 text-slate-700">{portalPage.intro}</p>
      <div className="mt-6">
        <PortalAccount />
      </div>
    </>
  );
}
