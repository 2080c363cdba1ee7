/** /services/visa-extension (spec part 2, section 2), from content/pages/visa-extension.yaml. */

import { visaExtensionPage } from "content-collections";

import type { VisaExtensionPage } from "./schemas/services";

export type { ExtensionType } from "./schemas/services";
export type { VisaExtensionPage };

export const visaExtension: VisaExtensionPage = visaExtensionPage;
