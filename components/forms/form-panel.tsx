/** The white card a form sits in, with its heading (h2 under the page's h1). */
export function FormPanel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      {children}
    </div>
  );
}
