import { CalendarDays, MessageCircle, Phone } from "@/components/ui/lucide-icons";

import { type Language, pathIn } from "@/content/languages";
import { site, telHref } from "@/content/site";
import { pageLanguage } from "@/lib/i18n/page-language";
import { words } from "@/lib/i18n/words";

import { PageWhatsAppLink } from "./page-whatsapp-link";

/** The greeting every WhatsApp message from the site's pages starts with, in the page's language. */
export function whatsappGreeting(language: Language): string {
  return words("contactBar", language)("whatsappGreeting", { name: site.name });
}

const lightAction =
  "contact-action border border-brand-200 bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-brand-700";

/**
 * WhatsApp, call and booking a slot, always at hand on phones: a compact bar fixed to the bottom (below md),
 * which the body's bottom padding keeps clear of the content and which steps aside while a field has focus
 * (globals.css, no script). On wider screens the same actions sit in the footer. Fixed columns, not flex: on
 * slow data the first action can be drawn before the others have arrived, and must not move then.
 * app/layout.tsx holds the first paint until this bar is parsed (`#contact-bar`).
 */
export function ContactBar() {
  const language = pageLanguage();
  const bar = words("contactBar", language);
  const phone = site.phones[0];
  return (
    <div id="contact-bar" data-contact-bar="" className="contact-bar">
      <PageWhatsAppLink
        number={site.whatsapp}
        greeting={whatsappGreeting(language)}
        className="contact-action bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {bar("whatsapp")}
        <span className="sr-only">{` ${bar("opensWhatsApp")}`}</span>
      </PageWhatsAppLink>
      <a href={telHref(phone)} className={lightAction}>
        <Phone aria-hidden="true" className="size-5" />
        {/* A link to a phone number keeps its words on one line (two words in Gujarati and Hindi). */}
        {bar("call").replaceAll(" ", "\u00a0")}
        <span className="sr-only">{` ${phone}`}</span>
      </a>
      <a href={pathIn("/book-consultation", language)} className={lightAction}>
        <CalendarDays aria-hidden="true" className="size-5" />
        {bar("book")}
        <span className="sr-only">{` ${bar("bookSlot")}`}</span>
      </a>
    </div>
  );
}
