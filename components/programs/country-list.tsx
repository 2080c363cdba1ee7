/** Country names as small chips (program tabs and program cards). Plain classes: also used in client code. */
export function CountryList({ countries }: { countries: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {countries.map((country) => (
        <li key={country} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {country}
        </li>
      ))}
    </ul>
  );
}
