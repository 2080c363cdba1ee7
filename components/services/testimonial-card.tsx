import { InitialsAvatar } from "@/components/ui/avatar";
import type { Testimonial } from "@/content/schemas/primitives";

/** A student's words. Sample texts carry a visible "Sample" label so they are never taken for real reviews. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {testimonial.sample ? (
        <p className="mb-4 self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          Sample
        </p>
      ) : null}
      <blockquote className="flex-1 text-base leading-relaxed text-slate-700">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <InitialsAvatar name={testimonial.name} className="size-12" />
        <span>
          <span className="block font-semibold text-brand-950">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
