import { rssFeed } from "@/lib/feed";

// Written to out/resources/feed.xml at build time; a rebuild picks up new posts.
export const dynamic = "force-static";

export function GET() {
  return new Response(rssFeed(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
