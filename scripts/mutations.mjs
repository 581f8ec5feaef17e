#!/usr/bin/env node
/**
 * `npm run test:mutations`: do the end-to-end tests catch real breakage? Each spec file in
 * tests/e2e/ has one breaking patch below: a change a visitor would notice, made to the
 * site's own source. The script applies all of them to a temporary copy of the project
 * (the working tree is never touched; node_modules is linked), builds the fixture and the
 * shipped site once in that copy, runs every end-to-end spec there on its own ports, and
 * prints which spec caught which patch. It exits 1 when a patch is not caught, when a spec
 * file has no patch, or when a patch no longer finds its text (the code moved on: update
 * the patch here; `node scripts/mutations.mjs --check` checks only that, in a second).
 * Not part of `npm test`: it builds twice and runs the whole suite.
 *
 * All patches share one build, so a spec may also fail because of another spec's patch;
 * the table lists the tests that failed so the reader can see what caught what.
 * Ports: MUTATION_PORT (default 4290) and the next four.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { imageOutputs } from "./images/outputs.mjs";

const root = path.resolve(import.meta.dirname, "..");
const specDir = path.join(root, "tests", "e2e");
const basePort = Number(process.env.MUTATION_PORT ?? 4290);

/**
 * One patch per spec: `search` must occur exactly once in `file`.
 * @type {{ spec: string, breaks: string, file: string, search: string, replace: string }[]}
 */
const patches = [
  {
    spec: "accessibility-statement.spec.ts",
    breaks: "the accessibility statement says a number of pages the route sweep does not visit",
    file: "app/content/accessibility.server.ts",
    search: "String(pagePaths().length)",
    replace: "String(pagePaths().length - 1)",
  },
  {
    spec: "admin.spec.ts",
    breaks: "the CMS page gets the site's opener policy, which cuts off the GitHub sign-in popup",
    file: "scripts/security-headers.mjs",
    search: '"Cross-Origin-Opener-Policy": "same-origin-allow-popups",',
    replace: '"Cross-Origin-Opener-Policy": "same-origin",',
  },
  {
    spec: "a11y.spec.ts",
    breaks: "the support popup's text is too faint to read",
    file: "app/components/layout/support-popup.tsx",
    search: '<p className="mt-1 text-sm text-ink-muted">{supportChat.popupText}</p>',
    replace: '<p className="mt-1 text-sm text-line">{supportChat.popupText}</p>',
  },
  {
    spec: "admin-previews.spec.ts",
    breaks: "the /admin previews lose the classes of the site's components (cards drawn in the wrong type)",
    file: "app/admin/previews/preview.css",
    search: '@source "../..";',
    replace: "",
  },
  {
    spec: "admin-editing-refused.spec.ts",
    breaks: "the CMS saves an event that ends before it starts",
    file: "app/admin/widgets/event-timing-widget.tsx",
    search: 'if (message) return { error: { type: "CUSTOM", message, parentIds } };',
    replace: "if (message) return { error: false };",
  },
  {
    spec: "admin-phone-board.spec.ts",
    breaks: "a new board year starts with an empty member nobody added, which blocks its save",
    file: "app/admin/cms-fields.ts",
    search: "      default: [],\n",
    replace: "",
  },
  {
    spec: "blog.spec.ts",
    breaks: "the blog lists the oldest articles first",
    file: "app/lib/blog.ts",
    search: "const byDate = compareCalendarDates(b.date, a.date);",
    replace: "const byDate = compareCalendarDates(a.date, b.date);",
  },
  {
    spec: "board.spec.ts",
    breaks: "the Board page opens on the oldest year",
    file: "app/lib/board.ts",
    search: "return sortAcademicYearsDescending(years)[0];",
    replace: "return sortAcademicYearsDescending(years).at(-1);",
  },
  {
    spec: "budgets.spec.ts",
    breaks: "the largest image of each page waits to be scrolled to (lazy)",
    file: "app/components/ui/picture.tsx",
    search: 'loading={priority ? "eager" : "lazy"}',
    replace: 'loading="lazy"',
  },
  {
    spec: "class-overrides.spec.ts",
    breaks: "an article is as wide as every other page",
    file: "app/components/ui/container.tsx",
    search: 'article: "max-w-4xl"',
    replace: 'article: "max-w-6xl"',
  },
  {
    spec: "class-conflicts.spec.ts",
    breaks: "the photo viewer's width is given twice, the primitive's and the caller's",
    file: "app/components/ui/dialog.tsx",
    search: '"w-[calc(100%-2rem)] overflow-y-auto',
    replace: '"w-[calc(100%-2rem)] max-w-lg overflow-y-auto',
  },
  {
    spec: "delivery.spec.ts",
    breaks: "calendar files are sent as plain text, not to the calendar app",
    file: "server/content-types.mjs",
    search: '".ics": "text/calendar; charset=utf-8",',
    replace: '".ics": "text/plain; charset=utf-8",',
  },
  {
    spec: "errors.spec.ts",
    breaks: "the error page shows the stack trace unfolded",
    file: "app/root.tsx",
    search: '<details className="mt-6',
    replace: '<details open className="mt-6',
  },
  {
    spec: "date-text.spec.ts",
    breaks: "/admin says a typed day back with the weekday cut short ('Sun 20 December 2026')",
    file: "app/lib/date-text.ts",
    search: 'weekday: "long",',
    replace: 'weekday: "short",',
  },
  {
    spec: "admin-typed-dates.spec.ts",
    breaks: "a date typed day first is read month first, as a US browser's own date input reads it",
    file: "app/lib/event-fields.ts",
    search: 'return { year: fullYear(dayFirst[3] ?? ""), month: Number(dayFirst[2]), day: Number(dayFirst[1]) };',
    replace: 'return { year: fullYear(dayFirst[3] ?? ""), month: Number(dayFirst[1]), day: Number(dayFirst[2]) };',
  },
  {
    spec: "archive-pages.spec.ts",
    breaks: "the events' year filter never loads a year's own page: an older year shows only what /events carries",
    file: "app/components/events/event-list.tsx",
    search: "archiveYears.includes(year) ? eventsYearPath(year) : null",
    replace: "false ? eventsYearPath(year) : null",
  },
  {
    spec: "events.spec.ts",
    breaks: "every event is marked as past, upcoming ones too",
    file: "app/components/events/event-card.tsx",
    search: "return !upcoming && !event.hidePastEventTag;",
    replace: "return !event.hidePastEventTag;",
  },
  {
    spec: "event-page.spec.ts",
    breaks: "Share never opens the platform's share sheet: it always copies the address",
    file: "app/lib/share.ts",
    search: "if (platform.share && (platform.canShare?.(data) ?? true)) {",
    replace: "if (platform.share && false) {",
  },
  {
    spec: "gallery.spec.ts",
    breaks: "a downloaded photo is saved as 'photo.png' whatever the photo",
    file: "app/lib/download.ts",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    search: "return `SR-Photo-${year}-${number}.${extension}`;",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    replace: "return `photo.${extension}`;",
  },
  {
    spec: "join.spec.ts",
    breaks: "'Back to all positions' on a role page leads to the blog",
    file: "app/routes/roles.entry.tsx",
    search: 'to={href("/join")}',
    replace: 'to={href("/blog")}',
  },
  {
    spec: "keyboard.spec.ts",
    breaks: "the keyboard focus is not drawn",
    file: "app/styles/app.css",
    search: "outline: 3px solid var(--color-brand);",
    replace: "outline: none;",
  },
  {
    spec: "layout.spec.ts",
    breaks: "after a link is followed, focus stays behind instead of moving to the new page",
    file: "app/hooks/use-focus-main-on-navigate.ts",
    search: "document.getElementById(mainId)?.focus({ preventScroll: true });",
    replace: "document.getElementById(mainId);",
  },
  {
    spec: "metadata.spec.ts",
    breaks: "a shared article shows the site's generic image instead of its own",
    file: "app/routes/blog.entry.tsx",
    search: '      image: loaderData.socialCard,\n      type: "article",',
    replace: '      type: "article",',
  },
  {
    spec: "navigation-without-javascript.spec.ts",
    breaks: "the mobile menu button opens the menu only once the page's scripts have run",
    file: "app/components/layout/mobile-nav.tsx",
    search: "popoverTarget={panelId}",
    replace: "popoverTarget={open === undefined ? undefined : panelId}",
  },
  {
    spec: "pages.spec.ts",
    breaks: "Home's counters stop short of their figures",
    file: "app/lib/counter.ts",
    search: "return Math.round(number * progress);",
    replace: "return Math.round(number * progress * 0.9);",
  },
  {
    spec: "public-files.spec.ts",
    breaks: "the site publishes source maps of its code",
    file: "vite.config.ts",
    search: "  build: {\n",
    replace: "  build: {\n    sourcemap: true,\n",
  },
  {
    spec: "route-sweep.spec.ts",
    breaks: "pages no longer say they are in English (screen readers guess the language)",
    file: "app/root.tsx",
    search: '<html lang="en" suppressHydrationWarning>',
    replace: "<html suppressHydrationWarning>",
  },
  {
    spec: "search-index.spec.ts",
    breaks: "what an event's page shows as facts (its date, time and place) is left out of its search record",
    file: "app/content/search-records.server.ts",
    search: "controls.has(element.tagName) ||",
    replace: 'controls.has(element.tagName) || element.tagName === "dd" ||',
  },
  {
    spec: "search.spec.ts",
    breaks: "the search shortcut fires on K alone, a single-key shortcut (WCAG 2.1.4)",
    file: "app/components/search/search-launcher.tsx",
    search: "if ((event.ctrlKey || event.metaKey) && !event.altKey",
    replace: "if (!event.altKey",
  },
  {
    spec: "support.spec.ts",
    breaks: "the chat filter shows every programme's chats except the chosen one's",
    file: "app/lib/group-chats.ts",
    search: "chats.filter((chat) => chat.tag === programme)",
    replace: "chats.filter((chat) => chat.tag !== programme)",
  },
  {
    spec: "teams.spec.ts",
    breaks: "a team page's role link leads to Join Us instead of the role",
    file: "app/components/teams/join-team-cta.tsx",
    search: 'to={href("/join/role/:id", { id: roleId })}',
    replace: 'to={href("/join")}',
  },
  {
    spec: "theme.spec.ts",
    breaks: "a visitor who chose Dark sees each page light until it is parsed (a flash of the wrong theme)",
    file: "app/lib/theme.ts",
    search: "try{s=localStorage;apply(s.getItem(k))}catch{apply()}",
    replace: 'd.addEventListener("DOMContentLoaded",()=>{try{s=localStorage;apply(s.getItem(k))}catch{apply()}});',
  },
  {
    spec: "validity.spec.ts",
    breaks: "'Return to Home' on the not-found page leads to a page that does not exist",
    file: "app/components/layout/not-found-page.tsx",
    search: '<Link to="/" className=',
    replace: '<Link to="/home" className=',
  },
];

const occurrences = (text, search) => text.split(search).length - 1;

/** Every reason the patches cannot be applied as written; empty when they can. */
function problems() {
  const specs = fs.readdirSync(specDir).filter((name) => name.endsWith(".spec.ts"));
  const found = [];
  for (const spec of specs) {
    if (!patches.some((patch) => patch.spec === spec)) found.push(`tests/e2e/${spec} has no patch: add one`);
  }
  for (const patch of patches) {
    if (!specs.includes(patch.spec)) found.push(`the patch for ${patch.spec} names a spec that does not exist`);
    const file = path.join(root, patch.file);
    if (!fs.existsSync(file)) {
      found.push(`the patch for ${patch.spec} names ${patch.file}, which does not exist: update it`);
      continue;
    }
    const count = occurrences(fs.readFileSync(file, "utf8"), patch.search);
    if (count !== 1) {
      found.push(
        `the patch for ${patch.spec} finds its text ${count} times in ${patch.file} (needs exactly 1): update it\n    ${JSON.stringify(patch.search)}`,
      );
    }
  }
  return found;
}

/** A copy of the project's files (tracked and untracked, git-ignored ones aside) with node_modules linked. */
function copyProject() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "sr-mutations-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const source = path.join(root, file);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(source, path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  // The image variants already made for both content folders, so the builds need not redo them.
  for (const contentDir of ["content", "tests/fixtures/content/site"]) {
    const from = imageOutputs(path.join(root, contentDir), root).dir;
    if (fs.existsSync(from)) fs.cpSync(from, imageOutputs(path.join(copy, contentDir), copy).dir, { recursive: true });
  }
  return copy;
}

function run(command, args, { cwd, env, log }) {
  const out = fs.openSync(log, "a");
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  return result.status;
}

/** Failed test titles by spec file, from Playwright's JSON report. */
function failuresBySpec(report) {
  const failures = new Map();
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const file = path.basename(spec.file ?? suite.file ?? "");
        const title = [...titles, spec.title].filter(Boolean).join(" › ");
        failures.set(file, [...(failures.get(file) ?? []), `[${test.projectName}] ${title}`]);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return failures;
}

const found = problems();
if (found.length > 0) {
  console.error(`mutations: ${found.length} problem(s) with the patches in scripts/mutations.mjs:`);
  for (const problem of found) console.error(`  - ${problem}`);
  process.exit(1);
}
// `--check`: only make sure every spec has a patch and every patch still finds its text.
if (parseArgs({ options: { check: { type: "boolean", default: false } } }).values.check) {
  console.log(`mutations: ${patches.length} patches, one per spec, each finds its text`);
  process.exit(0);
}

const copy = copyProject();
const log = path.join(copy, "mutations.log");
console.log(`mutations: project copied to ${copy} (output in ${path.basename(log)})`);
for (const patch of patches) {
  const file = path.join(copy, patch.file);
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(patch.search, patch.replace));
}
console.log(`mutations: ${patches.length} patches applied`);

const builds = [
  { CONTENT_DIR: "tests/fixtures/content/site", BUILD_DIR: ".build-fixtures" },
  { CONTENT_DIR: "content", BUILD_DIR: "build" },
];
for (const env of builds) {
  console.log(`mutations: building ${env.CONTENT_DIR} into ${env.BUILD_DIR}…`);
  if (run("npm", ["run", "build"], { cwd: copy, env, log }) !== 0) {
    console.error(`mutations: the build of ${env.CONTENT_DIR} failed with the patches applied; see ${log}`);
    process.exit(1);
  }
}
console.log("mutations: writing and building the archive site…");
if (
  run(process.execPath, ["--import", "tsx", "tests/fixtures/archive-site.ts", "--build"], {
    cwd: copy,
    env: {},
    log,
  }) !== 0
) {
  console.error(`mutations: the build of the archive site failed with the patches applied; see ${log}`);
  process.exit(1);
}

const report = path.join(copy, "playwright-report.json");
console.log(`mutations: running the end-to-end tests on ports ${basePort}-${basePort + 2}…`);
run("npx", ["playwright", "test"], {
  cwd: copy,
  log,
  env: {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    FIXTURE_BUILD_DIR: ".build-fixtures",
    BUILD_DIR: "build",
    FIXTURE_E2E_PORT: String(basePort),
    E2E_PORT: String(basePort + 1),
    E2E_NGINX_PORT: String(basePort + 2),
    CMS_E2E_PORT: String(basePort + 3),
    CMS_E2E_BACKEND_PORT: String(basePort + 4),
  },
});
if (!fs.existsSync(report)) {
  console.error(`mutations: Playwright wrote no report; see ${log}`);
  process.exit(1);
}
const results = JSON.parse(fs.readFileSync(report, "utf8"));
// A run that never got to the tests (a server that could not start, a config error) must
// not read as "nothing caught".
if (results.errors?.length > 0 || !results.suites?.length) {
  console.error(
    `mutations: the end-to-end run did not complete: ${results.errors?.[0]?.message ?? "no tests ran"}; see ${log}`,
  );
  process.exit(1);
}
const failures = failuresBySpec(results);

const rows = patches.map((patch) => {
  const failed = failures.get(patch.spec) ?? [];
  return { ...patch, caught: failed.length > 0, failed };
});
console.log("");
console.log("| patch (what a visitor would see) | spec expected to catch it | caught | tests that failed |");
console.log("| --- | --- | --- | --- |");
for (const row of rows) {
  const shown = row.failed.slice(0, 3).join("; ");
  const more = row.failed.length > 3 ? ` (+${row.failed.length - 3} more)` : "";
  console.log(
    `| ${row.breaks} (${row.file}) | ${row.spec} | ${row.caught ? "yes" : "NO"} | ${shown || "none"}${more} |`,
  );
}
const missed = rows.filter((row) => !row.caught);
console.log("");
console.log(`mutations: ${rows.length - missed.length} of ${rows.length} patches caught`);
if (missed.length > 0 || process.env.KEEP_MUTATION_COPY) {
  console.log(`mutations: the copy is kept for a look: ${copy}`);
} else {
  fs.rmSync(copy, { recursive: true, force: true });
}
process.exit(missed.length > 0 ? 1 : 0);
