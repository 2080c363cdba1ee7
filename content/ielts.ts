/** /services/ielts-coaching (spec part 2, sections 2 and 9), from content/pages/ielts-coaching.yaml. */

import { ieltsCoachingPage } from "content-collections";

import type { IeltsPage } from "./schemas/services";

export type { Band, CourseOption, IeltsModule } from "./schemas/services";
export type { IeltsPage };

export const ielts: IeltsPage = ieltsCoachingPage;
