/**
 * A stand-in for GitHub's `gh` command in the site-health issue tests: put on PATH as `gh`,
 * it records each call (arguments and standard input) in FAKE_GH_LOG, one JSON line each,
 * and answers the few commands the upkeep uses from the issues in FAKE_GH_STATE, a JSON
 * file it updates as GitHub would. An owner listed in `unassignable` cannot be assigned,
 * as a user who is not a collaborator; any other command fails, as a mistake would.
 */
import fs from "node:fs";

const args = process.argv.slice(2);
const stdin = args.includes("-") ? fs.readFileSync(0, "utf8") : undefined;
fs.appendFileSync(process.env.FAKE_GH_LOG, `${JSON.stringify({ args, stdin })}\n`);

const stateFile = process.env.FAKE_GH_STATE;
const state = JSON.parse(fs.readFileSync(stateFile, "utf8"));
state.issues ??= [];
state.labels ??= [];
const save = () => fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const text = (name) => (option(name) === "-" ? stdin : option(name));
const find = (number) => {
  const issue = state.issues.find((candidate) => candidate.number === Number(number));
  if (!issue) fail(`GraphQL: Could not resolve to an issue with the number of ${number}.`);
  return issue;
};
function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [noun, verb, first] = args;
const command = `${noun} ${verb}`;
if (command === "issue list") {
  const label = option("--label");
  const wanted = option("--state") ?? "open";
  const issues = state.issues.filter(
    (issue) => issue.labels.includes(label) && (wanted === "all" || issue.state === wanted),
  );
  process.stdout.write(JSON.stringify(issues.map(({ number, title, body }) => ({ number, title, body }))));
} else if (command === "label create") {
  if (!state.labels.includes(first)) state.labels.push(first);
  save();
} else if (command === "issue create") {
  const label = option("--label");
  if (!state.labels.includes(label)) fail(`could not add label: '${label}' not found`);
  const number = (state.issues.at(-1)?.number ?? 0) + 1;
  state.issues.push({
    number,
    title: option("--title"),
    body: text("--body-file"),
    state: "open",
    labels: [label],
    assignees: [],
  });
  save();
  process.stdout.write(`https://github.com/sr-rsm/website/issues/${number}\n`);
} else if (command === "issue edit") {
  const issue = find(first);
  const assignees = option("--add-assignee")?.split(",") ?? [];
  const refused = assignees.filter((user) => (state.unassignable ?? []).includes(user));
  if (refused.length > 0) fail(`failed to update: '${refused[0]}' not found`);
  if (option("--title") !== undefined) issue.title = option("--title");
  if (option("--body-file") !== undefined) issue.body = text("--body-file");
  issue.assignees = [...new Set([...issue.assignees, ...assignees])];
  save();
} else if (command === "issue close") {
  const issue = find(first);
  issue.state = "closed";
  if (option("--comment")) issue.comments = [...(issue.comments ?? []), option("--comment")];
  save();
} else {
  fail(`fake gh does not know: gh ${args.join(" ")}`);
}
