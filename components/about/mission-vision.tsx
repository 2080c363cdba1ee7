import { Eye, Target } from "@/components/ui/lucide-icons";

import type { MissionVision as MissionVisionContent } from "@/content/company";
import { cn } from "@/lib/utils";

type MissionVisionProps = MissionVisionContent & {
  /** The heading level inside the surrounding section. */
  headingLevel?: "h3" | "h4";
  className?: string;
};

/** The mission and vision statements side by side (one column on phones). */
export function MissionVision({ mission, vision, headingLevel: Heading = "h3", className }: MissionVisionProps) {
  const statements = [
    { ...mission, Icon: Target },
    { ...vision, Icon: Eye },
  ];
  return (
    <div className={cn("grid gap-5 md:grid-cols-2", className)}>
      {statements.map(({ title, text, Icon }) => (
        <div
          key={title}
          className="rounded-2xl border-l-4 border-accent-400 bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <Heading className="text-xl font-semibold text-brand-950">{title}</Heading>
          </div>
          <p className="mt-4 leading-relaxed text-slate-700">{text}</p>
        </div>
      ))}
    </div>
  );
}
