/**
 * A field only bots fill in: hidden from sight, from assistive technology and
 * from the tab order. A submission with a value in it is dropped silently.
 */
export function Honeypot({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Company website (leave this empty)
        <input ref={ref} type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
