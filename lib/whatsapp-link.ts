/**
 * A wa.me click-to-chat link to `number` (international format, digits only) with `text` typed in.
 * No site settings imported, so the shell's client code can use it without shipping them.
 */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
