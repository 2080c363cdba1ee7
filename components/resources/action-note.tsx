import { Info } from "@/components/ui/lucide-icons";

/** One line above a list explaining what its buttons do (e-mail drafts, not downloads or forms). */
export function ActionNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-8 flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}
