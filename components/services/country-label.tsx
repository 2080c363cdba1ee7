import type { Column } from "@/components/ui/data-table";
import { Flag } from "@/components/ui/flag";
import { findVisaCountry } from "@/content/visa-countries";
import { cn } from "@/lib/utils";
import { words } from "@/lib/i18n/words";

/** A country's flag and name; the flag is decorative because the name sits beside it. */
export function CountryLabel({ name, className }: { name: string; className?: string }) {
  const country = findVisaCountry(name);
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      {country ? <Flag code={country.flag} className="h-4 w-6 shrink-0 rounded-sm ring-1 ring-slate-200" /> : null}
      <span>{name}</span>
    </span>
  );
}

/** The first column of a visa table: the country, as the row header. */
export function countryColumn<Row extends { country: string }>(header = words("guide")("countryHeader")): Column<Row> {
  return { header, className: "whitespace-nowrap", cell: (row) => <CountryLabel name={row.country} /> };
}
