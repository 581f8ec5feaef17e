/**
 * A content problem and how it is printed: one line each,
 * 'content/blog/x.md:5  darft  unknown field → did you mean "draft"?'
 * (file:line, the field, what is wrong → what to write), then 'N problems in M files'.
 * The loaders, the content check and the build all print problems this way.
 */

export type Problem = {
  /** The file as an editor finds it, e.g. 'content/blog/x.md'. */
  file: string;
  /** 1-based line in that file; absent for a problem with the file as a whole. */
  line?: number;
  /** The field ('members.2.email'), or 'file' for the file itself. */
  field: string;
  /** 'what is wrong → what to write'. */
  message: string;
};

export function formatProblem(problem: Problem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  return `${where}  ${problem.field}  ${problem.message}`;
}

/** Files in name order, problems in line order within a file; file-wide problems first. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.field.localeCompare(b.field),
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'N problems in M files'. */
export function problemSummary(problems: readonly Problem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  return `${plural(problems.length, "problem", "problems")} in ${plural(files, "file", "files")}`;
}

/** Every problem on its own line, then the summary line. */
export function formatProblems(problems: readonly Problem[]): string {
  return [...sortProblems(problems).map(formatProblem), problemSummary(problems)].join("\n");
}
