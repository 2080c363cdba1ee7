import { iconSprite } from "@/lib/icon-sprite";

// Written to out/icons.svg at build time: the symbols components/ui/lucide-icons.tsx refers to.
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite, { headers: { "Content-Type": "image/svg+xml" } });
}
