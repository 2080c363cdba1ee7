import { HONEYPOT_FIELD } from "@/contract/api";

/**
 * The bot trap: a field hidden from sight, from assistive technology and from the
 * tab order, that only a bot fills in. Its name and label carry none of the words
 * browsers and password managers autofill by (name, e-mail, phone, company, website,
 * address), so a real visitor's autofill leaves it empty. A filled one is not dropped:
 * the receiver stores the submission as held for a counsellor to check, and the form
 * says so. Rendered only when a receiver is configured (a mail draft has no trap).
 */
export function Honeypot({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Leave this box empty
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore="true"
          data-lpignore="true"
          defaultValue=""
        />
      </label>
    </div>
  );
}
