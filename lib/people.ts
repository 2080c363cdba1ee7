/**
 * Initials for an avatar: the first letter of the first and last name
 * ("Rajesh Mehta" -> "RM"); honorifics such as "Dr." are skipped.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ""))
    .filter((word) => word.length > 0 && !/^(dr|mr|mrs|ms|prof)$/i.test(word));
  if (words.length === 0) return "";
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}
