"use client";

import { useEffect, useState } from "react";
import type { ExternalToast } from "sonner";

type SonnerModule = typeof import("sonner");

/*
 * Sonner is loaded on the first toast, not with every page: most pages never
 * show one, and the visitor on slow mobile data should not pay for it.
 * The host mounts sonner's <Toaster> first; only then is the toast published,
 * so no toast is lost before the region subscribes.
 */
let requestMount: (() => void) | null = null;
let resolveMounted: ((sonner: SonnerModule) => void) | null = null;
const mounted = new Promise<SonnerModule>((resolve) => {
  resolveMounted = resolve;
});

export type ToastVariant = "success" | "error" | "info" | "warning";

/** Show a toast; loads the toast region on first use. */
export async function notify(variant: ToastVariant, title: string, options?: ExternalToast) {
  requestMount?.();
  const { toast } = await mounted;
  return toast[variant](title, options);
}

/** Sonner's rich-colour text is about 4.3:1 on its tinted backgrounds; these darker shades reach AA (over 5.5:1). */
const accessibleRichColors = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 30%)",
  "--error-text": "hsl(360, 100%, 38%)",
} as React.CSSProperties;

/**
 * The site's one toast region. Spec: bottom-right, Alt+T, region label
 * "Notifications", swipe to dismiss. Of the spec's two display times we use
 * 5 seconds, with up to 3 toasts visible.
 */
export function ToasterHost({
  label,
}: {
  /** The region's name in the page's language ("Notifications"). */ label: string;
}) {
  const [sonner, setSonner] = useState<SonnerModule | null>(null);

  useEffect(() => {
    requestMount = () => {
      requestMount = null;
      void import("sonner").then(setSonner);
    };
    return () => {
      requestMount = null;
    };
  }, []);

  useEffect(() => {
    // Child effects run first, so sonner's <Toaster> has subscribed by now.
    if (sonner) resolveMounted?.(sonner);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="bottom-right"
      // Above the phones' WhatsApp and call bar (components/layout/contact-bar.tsx).
      mobileOffset={{ bottom: 72 }}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel={label}
      duration={5000}
      visibleToasts={3}
      closeButton
      richColors
      style={accessibleRichColors}
    />
  );
}
