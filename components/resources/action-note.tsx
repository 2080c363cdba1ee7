import { Info } from "lucide-react";

/** One line above a list explaining what its buttons do (e-mail drafts, not downloads or forms). */
export function ActionNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="bg-brand-50 text-brand-900 ring-brand-100 mb-8 flex gap-3 rounded-xl p-4 text-sm ring-1">
      <Info aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
