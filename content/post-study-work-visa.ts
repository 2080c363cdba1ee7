/**
 * /services/post-study-work-visa (spec part 2, sections 2 and 9), from content/pages/post-study-work-visa.yaml.
 * Durations and the PGWP fee are the spec's; the other costs (and the PGWP length) are flagged indicative.
 */

import { postStudyWorkVisaPage } from "content-collections";

import type { PostStudyWorkVisaPage } from "./schemas/services";

export type { PostStudyWorkVisaPage };

export const postStudyWorkVisa: PostStudyWorkVisaPage = postStudyWorkVisaPage;
