// Registry routes whose pages are not built yet. The link check tolerates links
// to exactly these, and fails once one of them is exported, so this list can only
// shrink to empty as the pages land.
export const notYetExported = ["/contact", "/get-in-touch", "/signin", "/careers/apply-now"];
