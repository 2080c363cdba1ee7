import { site, siteOrigin } from "@/content/site";

// Theme tokens from app/globals.css; satori cannot read CSS variables.
const colors = {
  brand950: "#0b1a33",
  brand800: "#17345e",
  brand700: "#1a4075",
  brand300: "#7ca7d9",
  brand100: "#d6e4f5",
  accent400: "#fba524",
} as const;

type OgCardProps = {
  /** Small label above the title: the page's section. */
  eyebrow: string;
  title: string;
  description: string;
};

/**
 * The branded social card, rendered to PNG by next/og (satori) at build time.
 * Satori supports only flexbox inline styles, so everything is laid out with
 * explicit `display: flex`. It uses next/og's bundled default font (no network).
 */
export function OgCard({ eyebrow, title, description }: OgCardProps) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundColor: colors.brand950,
        backgroundImage: `linear-gradient(135deg, ${colors.brand950} 0%, ${colors.brand800} 60%, ${colors.brand700} 100%)`,
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 40 40">
          <rect width="40" height="40" rx="10" fill={colors.brand800} />
          <path
            d="M6 29c4-3.5 9-5.5 14-5.5S30 25.5 34 29"
            fill="none"
            stroke={colors.brand300}
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path d="M20 7l2.6 8.4L31 18l-8.4 2.6L20 29l-2.6-8.4L9 18l8.4-2.6z" fill={colors.accent400} />
        </svg>
        <div style={{ fontSize: 36, letterSpacing: -0.5 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 28, color: colors.accent400, textTransform: "uppercase", letterSpacing: 2 }}>
          {eyebrow}
        </div>
        <div style={{ fontSize: title.length > 34 ? 60 : 76, lineHeight: 1.1, marginTop: 16, letterSpacing: -1.5 }}>
          {title}
        </div>
        <div
          style={{
            fontSize: 28,
            lineHeight: 1.4,
            marginTop: 24,
            color: colors.brand100,
            maxWidth: 1000,
          }}
        >
          {description}
        </div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 24 }}>
        <div style={{ color: colors.brand300 }}>{new URL(siteOrigin).host}</div>
        <div
          style={{
            display: "flex",
            backgroundColor: colors.accent400,
            color: colors.brand950,
            padding: "10px 24px",
            borderRadius: 999,
          }}
        >
          Free consultation
        </div>
      </div>
    </div>
  );
}
