/**
 * A failure list short enough to read: the first lines, then how many more. The product tests
 * compare such lists with [], so a failure says what is wrong without thousands of lines.
 */
export function firstLines(lines: string[], limit = 40): string[] {
  return lines.length <= limit
    ? lines
    : [...lines.slice(0, limit), `… and ${lines.length - limit} more`];
}
