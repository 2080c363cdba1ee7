import { formCopyIn, pathIn } from "@/content/languages";
import { pageLanguage } from "@/lib/i18n/page-language";
import { cn } from "@/lib/utils";

/**
 * "Prefer to pick a time yourself? Book a 30-minute slot": offered beside the spec's consultation calls (which
 * keep their /get-in-touch target), on light or dark ground.
 */
export function BookingOffer({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  const language = pageLanguage();
  const { bookingPage } = formCopyIn(language);
  return (
    <p className={cn("text-sm", inverse ? "text-brand-100" : "text-slate-700", className)}>
      {bookingPage.offerLead}{" "}
      <a
        href={pathIn("/book-consultation", language)}
        className={cn(
          "font-semibold underline underline-offset-4",
          inverse ? "text-white hover:text-accent-200" : "text-brand-700 hover:text-brand-900",
        )}
      >
        {bookingPage.offerLink}
      </a>
    </p>
  );
}
