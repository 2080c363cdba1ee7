import { MissingPathLogger } from "@/components/errors/missing-path-logger";
import { ButtonLink } from "@/components/ui/button";
import { pathIn } from "@/content/languages";
import { pageLanguage } from "@/lib/i18n/page-language";
import { words } from "@/lib/i18n/words";

/** What the not-found page says, in the page's language, with the way home. */
export function NotFoundContent() {
  const language = pageLanguage();
  const text = words("notFound", language);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <MissingPathLogger />
      <p className="text-7xl font-extrabold text-brand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-950">{text("heading")}</h1>
      <p className="mt-4 text-lg text-slate-600">{text("text")}</p>
      <ButtonLink href={pathIn("/", language)} size="lg" className="mt-8">
        {text("home")}
      </ButtonLink>
    </div>
  );
}
