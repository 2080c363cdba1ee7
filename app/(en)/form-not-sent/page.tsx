import type { Metadata } from "next";
import { ArrowLeft, SendHorizontal } from "@/components/ui/lucide-icons";

import { ContactDetails } from "@/components/forms/contact-details";
import { ButtonLink } from "@/components/ui/button";

/*
 * What a host answers when it cannot take a form: a form posted to a static
 * page before its scripts ran or without JavaScript (nginx and Apache answer
 * 405 with this page), or the lead receiver not answering (nginx, 502). Not a
 * route of the registry: no index, no sitemap entry, no canonical
 * (formNotSentPath in scripts/hosting/routes.ts names it for the hosts).
 */
export const metadata: Metadata = {
  title: "Form not sent",
  description:
    "Your form did not reach us. Go back: your answers are still in the form. Send it again, or call or e-mail a counsellor.",
  robots: { index: false },
};

export default function FormNotSent() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className="text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <SendHorizontal aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold text-brand-950">Your form was not sent</h1>
        <p className="mt-4 text-lg text-slate-600">
          It did not reach us, so nobody has your request yet. Nothing you typed is lost: it is still in the form.
        </p>
      </div>

      <div className="mt-10 flex gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <ArrowLeft aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 className="font-semibold text-brand-950">Go back to the form</h2>
          <p className="mt-1 text-slate-700">
            Use your browser&apos;s Back button. Your answers are still there; check them and send the form again in a
            minute.
          </p>
        </div>
      </div>

      <div className="mt-6">
        <ContactDetails title="Or reach a counsellor directly" />
      </div>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/contact" size="lg">
          Contact page
        </ButtonLink>
        <ButtonLink href="/" size="lg" variant="outline">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
