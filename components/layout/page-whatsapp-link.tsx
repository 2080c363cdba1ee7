"use client";

import { whatsappLink } from "@/lib/whatsapp-link";

/**
 * "WhatsApp us", with the page the visitor is on typed into the message. The layout cannot know the
 * page (and stays mounted across client-side navigation), so the link carries a general greeting and
 * names the current page at the moment it is pointed at, focused or clicked.
 */
export function PageWhatsAppLink({
  number,
  greeting,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & { number: string; greeting: string }) {
  const namePage = (event: React.SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = whatsappLink(
      number,
      `${greeting} I am looking at "${document.title}": ${window.location.href}`,
    );
  };
  return (
    <a
      href={whatsappLink(number, greeting)}
      target="_blank"
      rel="noopener noreferrer"
      onPointerDown={namePage}
      onFocus={namePage}
      onClick={namePage}
      {...props}
    />
  );
}
