"use client";

import Link from "next/link";

export type SiteLinkProps = Omit<React.ComponentProps<typeof Link>, "prefetch">;

/**
 * The site's own links: client-side navigation, never prefetched (visitors on metered mobile data
 * pay for every page fetched in advance). A client component, so the setting lives in the script
 * once instead of in every link of every page's payload.
 */
export function SiteLink(props: SiteLinkProps) {
  return <Link prefetch={false} {...props} />;
}
