/** Country names as small chips (program tabs and program cards). Plain classes: also used in client code. */
export function CountryList({ countries }: { countries: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {countries.map((country) => (
        <li key={country} className="bg-brand-50 text-brand-800 rounded-full px-2.5 py-0.5 text-xs font-semibold">
          {country}
        </li>
      ))}
    </ul>
  );
}
