import { CalendarDays, MessageCircle, Phone } from "@/components/ui/lucide-icons";

import { site, telHref } from "@/content/site";

import { PageWhatsAppLink } from "./page-whatsapp-link";

/** The greeting every WhatsApp message from the site's pages starts with. */
export const whatsappGreeting = `Hello ${site.name}, I have a question.`;

const actionClass =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * WhatsApp, call and booking a slot, always at hand on phones: a compact bar fixed to the bottom (below md),
 * which the body's bottom padding keeps clear of the content and which steps aside while a field has focus
 * (globals.css, no script). On wider screens the same actions sit in the footer. Fixed columns, not flex: on
 * slow data the first action can be drawn before the others have arrived, and must not move then.
 * app/layout.tsx holds the first paint until this bar is parsed (`#contact-bar`).
 */
export function ContactBar() {
  const phone = site.phones[0];
  return (
    <div
      id="contact-bar"
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-[1.4fr_1fr_1fr] gap-2 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur md:hidden"
    >
      <PageWhatsAppLink
        number={site.whatsapp}
        greeting={whatsappGreeting}
        className={`${actionClass} bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700`}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        WhatsApp us<span className="sr-only"> (opens WhatsApp)</span>
      </PageWhatsAppLink>
      <a
        href={telHref(phone)}
        className={`${actionClass} border border-brand-200 bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-brand-700`}
      >
        <Phone aria-hidden="true" className="size-5" />
        Call<span className="sr-only">{` ${phone}`}</span>
      </a>
      <a
        href="/book-consultation"
        className={`${actionClass} border border-brand-200 bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-brand-700`}
      >
        <CalendarDays aria-hidden="true" className="size-5" />
        Book<span className="sr-only"> a consultation slot</span>
      </a>
    </div>
  );
}
