import { test } from "@playwright/test";

/*
 * Which viewport a describe needs. Every spec runs on the desktop (1280 px) and the phone (375 px) projects;
 * what reads or behaves the same at every width is checked once, and layout checks stay on both.
 */

/** Content (figures, labels, links) is the same HTML at every width: read once, on the desktop. */
export const contentOnDesktop = () =>
  test.skip(({ isMobile }) => isMobile, "the same content at every width: read on the desktop");

/** Behaviour (delivery, retries, drafts) is the same at every width: checked on the phone most families use. */
export const behaviourOnPhone = () =>
  test.skip(({ isMobile }) => !isMobile, "behaviour, the same at every width: checked on the phone");
