"use client";

import { useEffect, useRef, useState } from "react";

type DeferredImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
};

/**
 * Loads an image only when it comes near the viewport (spec: visibility ratio
 * 0.1, 100 px margin). Until then a pulsing placeholder holds exactly the
 * image's box, so nothing shifts when it arrives.
 */
export function DeferredImage({ src, alt, width, height, className }: DeferredImageProps) {
  const placeholderRef = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholderRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: "100px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const box = { aspectRatio: `${width} / ${height}` };
  if (near) {
    // eslint-disable-next-line @next/next/no-img-element -- a local SVG; next/image adds nothing under static export.
    return <img src={src} alt={alt} width={width} height={height} decoding="async" className={className} style={box} />;
  }
  return (
    <span
      ref={placeholderRef}
      role="img"
      aria-label={alt}
      data-placeholder=""
      className={`block animate-pulse rounded-xl bg-slate-200 ${className ?? ""}`}
      style={box}
    />
  );
}
