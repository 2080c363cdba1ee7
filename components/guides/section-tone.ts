/** Guide sections alternate these backgrounds; the page assigns them in order, since optional sections vary. */
export type GuideTone = "plain" | "muted";
