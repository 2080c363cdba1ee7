/**
 * What other pages read from /services/ielts-coaching (content/services/ielts-coaching.yaml): the band scale
 * (the band calculator) and the courses (their structured data).
 */

import { serviceSection } from "./services";

export type { CourseOption } from "./schemas/services";

export const ielts = {
  bands: serviceSection("ielts-coaching", "band-guide", "band-guide"),
  courses: serviceSection("ielts-coaching", "courses", "courses"),
};
