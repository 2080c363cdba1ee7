import { type Column, DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";
import type { CityWeather } from "@/content/country-guides";

import { fieldColumn } from "@/components/ui/indicative";
import type { GuideTone } from "./section-tone";

type ClimateTableProps = NonNullable<CountryGuide["climate"]> & { tone: GuideTone };

/** Average winter low and summer high per city, in °C. */
export function ClimateTable({ title, note, cities, tone }: ClimateTableProps) {
  const columns: Column<CityWeather>[] = [
    { header: "City", cell: (city) => city.city },
    fieldColumn(cities, "min", "Min °C", { className: "tabular-nums" }),
    fieldColumn(cities, "max", "Max °C", { className: "tabular-nums" }),
  ];
  return (
    <Section id="climate" title={title} intro={<p>{note}</p>} tone={tone}>
      <DataTable
        caption="Temperatures by city"
        columns={columns}
        rows={cities}
        className="max-w-3xl [&>table]:min-w-0"
      />
    </Section>
  );
}
