import { test } from "@playwright/test";

/*
 * Which viewport a describe needs. Every spec runs on the desktop (1280 px) and the phone (375 px) projects;
 * what reads or behaves the same at every width is checked once, and layout checks stay on both. These are
 * describe-level modifiers, decided before any hook or fixture runs: a test skipped in its own body would
 * first open a page it never uses (about a second each on this 2-core machine).
 */

/** Runs the describe's tests on the desktop project only, for `reason`. */
export const onlyOnDesktop = (reason: string) => test.skip(({ isMobile }) => isMobile, reason);

/** Runs the describe's tests on the phone project only, for `reason`. */
export const onlyOnPhone = (reason: string) => test.skip(({ isMobile }) => !isMobile, reason);

/** Content (figures, labels, links) is the same HTML at every width: read once, on the desktop. */
export const contentOnDesktop = () => onlyOnDesktop("the same content at every width: read on the desktop");

/** Behaviour (delivery, retries, drafts) is the same at every width: checked on the phone most families use. */
export const behaviourOnPhone = () => onlyOnPhone("behaviour, the same at every width: checked on the phone");
