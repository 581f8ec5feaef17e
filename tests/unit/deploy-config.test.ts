/**
 * The checks and deploys that live in the repository run the commands the README gives:
 * the GitHub workflows, .ci/run, netlify.toml and .nvmrc are read back and compared with
 * the README's command table and its "Build settings". Pull requests get a deploy preview
 * built the same way, and a launch readiness report that never fails them.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { keptFolder, onPostBuild, onPreBuild } from "../../netlify/plugins/keep-generated/index.js";
import { imageCache, imageOutputs } from "../../scripts/images/outputs.mjs";
import { precompressCache } from "../../scripts/precompress.mjs";
import { socialCardCache } from "../../scripts/social-cards/pipeline.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");

/** The code span in the last cell of the README table row whose first cell starts with `label`. */
function tableValue(label: string): string {
  const row = readme.split("\n").find((line) => line.startsWith(`| ${label}`));
  const value = /`([^`]+)`\s*\|\s*$/.exec(row ?? "")?.[1];
  if (!value) throw new Error(`README has no table row starting with '${label}' and ending in a command`);
  return value;
}

const readmeTestCommand = tableValue("Run every check");
const readmeInstall = tableValue("Install and run").split("&&")[0]?.trim();
const buildSettings = {
  command: tableValue("Build command"),
  publish: tableValue("Publish directory"),
  node: tableValue("Node.js"),
};

/**
 * `[section]` headers, `[[array]]` entries (named `array.0`, `array.1`, …) and
 * `key = "value"` lines: all netlify.toml needs.
 */
function parseTinyToml(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  const arrayLengths = new Map<string, number>();
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line === "") continue;
    const entry = /^\[\[([\w.-]+)\]\]$/.exec(line);
    if (entry?.[1]) {
      const index = arrayLengths.get(entry[1]) ?? 0;
      arrayLengths.set(entry[1], index + 1);
      current = `${entry[1]}.${index}`;
      sections[current] = {};
      continue;
    }
    const section = /^\[([\w.-]+)\]$/.exec(line);
    if (section?.[1]) {
      current = section[1];
      sections[current] ??= {};
      continue;
    }
    const pair = /^(\w+)\s*=\s*"([^"]*)"$/.exec(line);
    if (!pair?.[1] || pair[2] === undefined) throw new Error(`Not understood in netlify.toml: ${raw}`);
    sections[current] = { ...sections[current], [pair[1]]: pair[2] };
  }
  return sections;
}

/** A shell script's lines, without comments and blank lines. */
function scriptCommands(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

type Step = {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  shell?: string;
  "continue-on-error"?: boolean;
};
type Job = {
  name?: string;
  env?: Record<string, string>;
  if?: string;
  needs?: unknown;
  "continue-on-error"?: boolean;
  container?: { image?: string };
  outputs?: Record<string, string>;
  permissions?: Record<string, string>;
  /** A job that runs another workflow (`uses: ./.github/workflows/…`) has no steps of its own. */
  uses?: string;
  steps: Step[];
};
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job>; permissions?: Record<string, string> };

/** A GitHub Actions expression as a workflow file writes it: `${{ … }}`. */
const expression = (inner: string) => `\${{ ${inner} }}`;

const workflow = (file: string) => parseYaml(read(path.join(".github/workflows", file))) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps ?? []);

describe("the README's commands", () => {
  test("are read from the README", () => {
    expect(readmeTestCommand).toBe("npm test");
    expect(readmeInstall).toBe("npm ci");
    expect(buildSettings).toEqual({ command: "npm run build", publish: "build/client", node: "24" });
  });

  test("name scripts that exist", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    for (const command of [readmeTestCommand, buildSettings.command]) {
      const name = command.replace(/^npm (run )?/, "");
      expect(Object.keys(scripts), command).toContain(name);
    }
  });
});

describe("checks on GitHub", () => {
  const checks = workflow("checks.yml");

  test("run on every pull request and on every push to main", () => {
    expect(checks.on).toHaveProperty("pull_request");
    expect((checks.on.push as { branches: string[] }).branches).toContain("main");
  });

  test("run .ci/run, which installs what the tests need and then the README's commands", () => {
    expect(steps(checks).map((step) => step.run)).toContain(".ci/run");
    const commands = scriptCommands(read(".ci/run"));
    expect(commands.some((line) => line.startsWith(`${readmeInstall} `) || line === readmeInstall)).toBe(true);
    expect(commands.at(-1), "the last command of .ci/run").toBe(readmeTestCommand);
    // Chromium drives the browser tests; nginx serves the build in the delivery tests.
    expect(read(".ci/run")).toMatch(/packages\+=\(chromium-headless-shell\b/);
    expect(read(".ci/run")).toMatch(/packages\+=\(nginx\)/);
  });

  test("run on the README's Node.js: the container's, else the npm registry's Node binary package", () => {
    for (const job of Object.values(checks.jobs))
      expect(job.container?.image).toBe(`node:${buildSettings.node}-bookworm`);
    // On a machine whose Node is older, .ci/run fetches that major before it installs anything.
    const commands = scriptCommands(read(".ci/run"));
    const fetchesNode = commands.findIndex((line) => line.includes(`"node-linux-$node_arch@${buildSettings.node}"`));
    expect(fetchesNode, ".ci/run installs node-linux-<arch> of the README's major").toBeGreaterThan(-1);
    expect(commands).toContain(`if [ "$node_major" -lt ${buildSettings.node} ]; then`);
    expect(fetchesNode).toBeLessThan(commands.findLastIndex((line) => line.startsWith(`${readmeInstall} `)));
  });

  test("install from the lockfile: npm ci in every workflow and in .ci/run, never npm install", () => {
    const flows = fs.readdirSync(path.join(root, ".github/workflows")).filter((file) => /\.ya?ml$/.test(file));
    const runLines = (file: string) =>
      steps(workflow(file)).flatMap((step) => (step.run ?? "").split("\n").map((line) => line.trim()));
    // Every workflow that runs the project's scripts installs it first, with .ci/run or npm ci.
    for (const file of flows.filter((flow) => runLines(flow).some((line) => /^npm (test|run)\b/.test(line))))
      expect(
        runLines(file).some((line) => line.startsWith("npm ci ")),
        `${file} runs npm ci`,
      ).toBe(true);
    // The one npm install left is .ci/run's Node binary package, into a folder outside the project.
    const installs = [...flows.flatMap(runLines), ...scriptCommands(read(".ci/run"))].filter(
      (line) => /^npm (install|i|ci)\b/.test(line) && !line.includes("--prefix"),
    );
    expect(installs.length).toBeGreaterThan(flows.length);
    expect(installs.filter((line) => !line.startsWith("npm ci "))).toEqual([]);
  });

  test("run as CI, so the nginx delivery tests fail instead of skipping when nginx is missing", () => {
    const ciStep = steps(checks).find((step) => step.run === ".ci/run");
    expect(ciStep?.env?.CI).toBe("true");
  });
});

describe("launch readiness on every pull request", () => {
  const checks = workflow("checks.yml");
  const runsCheckLaunch = (step: Step) => /\bnpm run\b[^\n]*\bcheck:launch\b/.test(step.run ?? "");
  const [jobId, job] = Object.entries(checks.jobs).find(([, candidate]) => candidate.steps.some(runsCheckLaunch)) ?? [];
  const step = job?.steps.find(runsCheckLaunch);

  test("is a job of its own that runs npm run check:launch", () => {
    expect(step, "a step of checks.yml that runs npm run check:launch").toBeDefined();
    expect(jobId).not.toBe("test");
    expect(job?.if, "it runs for every pull request").toBeUndefined();
    expect(job?.needs, "it reports without waiting for npm test").toBeUndefined();
    expect(job?.steps.some((candidate) => candidate.run === "npm ci --no-audit --no-fund")).toBe(true);
  });

  test("never fails the pull request: the step may fail, the job does not", () => {
    expect(step?.["continue-on-error"]).toBe(true);
    // No later step of the job turns the step's failure into the job's.
    const later = job?.steps.slice((job?.steps.indexOf(step as Step) ?? 0) + 1) ?? [];
    expect(later.map((candidate) => candidate.run ?? "").join("\n")).not.toMatch(/outcome|exit 1/);
  });

  /** Runs the step's script as GitHub does (bash -eo pipefail) on a content folder of two files' worth. */
  function runStep(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sr-launch-step-"));
    try {
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
      const summaryFile = path.join(dir, "summary.md");
      const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step?.run ?? "exit 99"], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, CONTENT_DIR: dir, GITHUB_STEP_SUMMARY: summaryFile },
      });
      const summary = fs.existsSync(summaryFile) ? fs.readFileSync(summaryFile, "utf8") : "";
      return { status: result.status, summary, log: `${result.stdout}${result.stderr}` };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  test("writes the count to the job summary, and fails the step while anything is left", () => {
    expect(step?.shell).toBe("bash");
    const { status, summary, log } = runStep({
      "site.yaml": "contact:\n  email: info@example.org\n  form: https://forms.example.net/apply\n",
    });
    expect(status, log).not.toBe(0);
    expect(summary).toMatch(/^### Launch readiness: 2 left to do$/m);
    expect(summary).toMatch(/^Not ready to launch: 2 placeholders\b/m);
    expect(summary).toContain("info@example.org");
    expect(summary).toContain("never fails the pull request");
    expect(log).toMatch(/::notice title=Launch readiness::Not ready to launch: 2 placeholders/);
  }, 60_000);

  test("says so, and passes, when nothing is left", () => {
    const { status, summary, log } = runStep({ "site.yaml": "contact:\n  email: info@sr-rsm.nl\n" });
    expect(status, log).toBe(0);
    expect(summary).toMatch(/^### Launch readiness: 0 left to do$/m);
    expect(summary).toMatch(/^Ready to launch\b/m);
    expect(summary).not.toContain("<details>");
  }, 60_000);
});

describe("the README's repository settings", () => {
  const checks = workflow("checks.yml");

  test("name the npm test job, exactly, as the required status check of main", () => {
    const named = [...readme.matchAll(/required\s+status\s+check\s+is\s+`([^`]+)`/gi)].map((match) => match[1]);
    expect(named.length, "README: 'The required status check is `<job name>`'").toBeGreaterThan(0);
    for (const name of named) expect(name).toBe(checks.jobs.test?.name);
    // The launch report stays optional until launch.
    const launchName = Object.values(checks.jobs).find((job) => job.name !== checks.jobs.test?.name)?.name ?? "";
    expect(named).not.toContain(launchName);
  });
});

describe("daily rebuild", () => {
  const rebuild = workflow("daily-rebuild.yml");
  const decideJob = Object.entries(rebuild.jobs).find(([, job]) =>
    (job.steps ?? []).some((step) => /\bnpm run\b.*\brebuild:due\b/.test(step.run ?? "")),
  );
  const [decideId, decide] = decideJob ?? [];
  const decideStep = decide?.steps.find((step) => /rebuild:due/.test(step.run ?? "")) as
    | (Step & { id?: string })
    | undefined;
  /** The jobs that rebuild the site: the build hook's and the Cloudflare deploy's. */
  const rebuilders = Object.values(rebuild.jobs).filter(
    (job) =>
      job.uses === "./.github/workflows/deploy.yml" || (job.steps ?? []).some((step) => /curl /.test(step.run ?? "")),
  );

  test("asks every day whether the site would change", () => {
    const schedule = rebuild.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    const [minute, hour, dayOfMonth, month, dayOfWeek] = (schedule[0]?.cron ?? "").split(" ");
    expect([dayOfMonth, month, dayOfWeek]).toEqual(["*", "*", "*"]);
    expect(Number(minute)).toBeGreaterThanOrEqual(0);
    expect(Number(hour)).toBeLessThan(24);
  });

  test("decides with npm run rebuild:due, after npm ci, and hands the answer on as the job's output", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts["rebuild:due"]).toBe("tsx scripts/rebuild-due.ts");
    expect(decideStep?.run).toBe('npm run --silent rebuild:due -- --output "$GITHUB_OUTPUT"');
    const runs = decide?.steps.map((step) => step.run) ?? [];
    expect(runs.indexOf("npm ci --no-audit --no-fund")).toBeLessThan(runs.indexOf(decideStep?.run));
    expect(runs.indexOf("npm ci --no-audit --no-fund")).toBeGreaterThan(-1);
    expect(decide?.outputs?.due).toBe(expression(`steps.${decideStep?.id}.outputs.due`));
  });

  test("rebuilds only when the answer is yes (or when started by hand with force), through the host's hook or the Deploy workflow", () => {
    expect(rebuilders).toHaveLength(2);
    for (const job of rebuilders) {
      expect(job.needs).toBe(decideId);
      expect(job.if).toMatch(
        new RegExp(`^\\(needs\\.${decideId}\\.outputs\\.due == 'true' \\|\\| inputs\\.force\\) && `),
      );
    }
    // Exactly one of the two runs: the Cloudflare deploy where its project is named, else the hook.
    expect(rebuilders.map((job) => job.if?.split(" && ")[1]).sort()).toEqual([
      "vars.CLOUDFLARE_PAGES_PROJECT != ''",
      "vars.CLOUDFLARE_PAGES_PROJECT == ''",
    ]);
    const dispatch = rebuild.on.workflow_dispatch as { inputs: Record<string, { type: string; default: boolean }> };
    expect(dispatch.inputs.force).toMatchObject({ type: "boolean", default: false });
  });

  test("calls the build hook from a repository secret, with no hook address in the repository", () => {
    const run = steps(rebuild)
      .map((step) => `${step.run ?? ""}${JSON.stringify(step.env ?? {})}`)
      .join("\n");
    expect(run).toMatch(/\$\{\{\s*secrets\.BUILD_HOOK_URL\s*\}\}/);
    expect(run).toMatch(/curl [^\n]*--fail[^\n]*"\$BUILD_HOOK_URL"/);
    expect(run).not.toMatch(/https?:\/\//);
  });

  test("runs the server's full fuzz test, which npm test only samples", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts["test:fuzz"]).toMatch(/^SERVER_FUZZ=full vitest run tests\/unit\/server-fuzz\.test\.ts$/);
    const fuzzJob = Object.values(rebuild.jobs).find((job) =>
      (job.steps ?? []).some((step) => /npm run test:fuzz/.test(step.run ?? "")),
    );
    expect(fuzzJob?.container?.image).toBe(`node:${buildSettings.node}-bookworm`);
  });
});

describe("deploying to Cloudflare Pages", () => {
  const deploy = workflow("deploy.yml");
  const job = Object.values(deploy.jobs)[0];
  const jobSteps = (job?.steps ?? []) as (Step & { id?: string; if?: string; with?: Record<string, string> })[];
  const runs = jobSteps.map((step) => step.run ?? "");

  test("runs for every push to main, every pull request, the daily rebuild and by hand; only where its project is named", () => {
    expect(Object.keys(deploy.on).sort()).toEqual(["pull_request", "push", "workflow_call", "workflow_dispatch"]);
    expect((deploy.on.push as { branches: string[] }).branches).toEqual(["main"]);
    expect(Object.keys(deploy.jobs)).toHaveLength(1);
    expect(job?.if).toMatch(/^vars\.CLOUDFLARE_PAGES_PROJECT != '' &&/);
  });

  test("builds with the README's command after npm ci, on the README's Node, then uploads the build", () => {
    const setupNode = jobSteps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(setupNode?.with?.["node-version-file"]).toBe(".nvmrc");
    const install = runs.indexOf("npm ci --no-audit --no-fund");
    const build = runs.indexOf(buildSettings.command);
    const upload = runs.findIndex((run) => run.startsWith("node scripts/deploy-pages.mjs "));
    expect(install).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(install);
    expect(upload).toBeGreaterThan(build);
    // deploy-pages.mjs uploads build/client, the README's publish directory, unless told otherwise.
    expect(runs[upload]).not.toContain("--dir");
    expect(read("scripts/deploy-pages.mjs")).toContain(`dir: { type: "string", default: "${buildSettings.publish}" }`);
  });

  test("reports each deployment's address as a commit status whose name contains 'deploy', as /admin's View Preview needs", () => {
    expect(deploy.permissions).toMatchObject({ statuses: "write", contents: "read" });
    const upload = jobSteps.find((step) => step.run?.startsWith("node scripts/deploy-pages.mjs "));
    const report = jobSteps.at(-1);
    expect(report?.if).toBe("always()");
    expect(report?.env?.URL).toBe(expression(`steps.${upload?.id}.outputs.url`));
    const contexts = [...runs.join("\n").matchAll(/-f context=(\S+)/g)].map((match) => match[1]);
    expect(new Set(contexts)).toEqual(new Set(["deploy/cloudflare-pages"]));
    expect(report?.run).toContain('-f state=success -f context=deploy/cloudflare-pages \\\n    -f target_url="$URL"');
    // On the commit the pull request has (what /admin saved), not GitHub's merge commit.
    expect(job?.env?.COMMIT).toBe(expression("github.event.pull_request.head.sha || github.sha"));
    expect(runs.join("\n")).toContain('repos/$GH_REPO/statuses/$COMMIT"');
  });

  test("takes the Cloudflare credentials from repository secrets only", () => {
    const upload = jobSteps.find((step) => step.run?.startsWith("node scripts/deploy-pages.mjs "));
    expect(upload?.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: expression("secrets.CLOUDFLARE_API_TOKEN"),
      CLOUDFLARE_ACCOUNT_ID: expression("secrets.CLOUDFLARE_ACCOUNT_ID"),
    });
  });
});

describe("host build settings", () => {
  const netlify = parseTinyToml(read("netlify.toml"));

  test("netlify.toml builds with the README's command and publishes its folder", () => {
    expect(netlify.build?.command).toBe(buildSettings.command);
    expect(netlify.build?.publish).toBe(buildSettings.publish);
  });

  test("netlify.toml builds each pull request's deploy preview the same way", () => {
    const preview = netlify["context.deploy-preview"];
    expect(preview, "netlify.toml: [context.deploy-preview]").toBeDefined();
    expect({ ...netlify.build, ...preview }).toMatchObject({
      command: buildSettings.command,
      publish: buildSettings.publish,
    });
    // The preview builds with the site's environment: no setting of its own to drift.
    expect(netlify["context.deploy-preview.environment"]).toBeUndefined();
  });

  test("Netlify, .nvmrc (Cloudflare Pages) and package.json agree on Node.js", () => {
    expect(netlify["build.environment"]?.NODE_VERSION).toBe(buildSettings.node);
    expect(read(".nvmrc").trim()).toBe(buildSettings.node);
    // The hosts install the newest release of that major, which package.json's engines must
    // allow: one of its ranges is `^<major>.…` or `>=<major or lower>`.
    const engines = JSON.parse(read("package.json")).engines.node as string;
    const major = Number(buildSettings.node);
    const allows = engines.split("||").some((range) => {
      const [, operator, lowest] = /^\s*(\^|>=)(\d+)[\d.]*\s*$/.exec(range) ?? [];
      return operator === "^" ? Number(lowest) === major : operator === ">=" && Number(lowest) <= major;
    });
    expect(allows, `engines.node "${engines}" allows Node.js ${major}`).toBe(true);
  });
});

describe("what the build makes once is kept between builds", () => {
  type CacheStep = Step & { id?: string; with?: Record<string, string> };
  /** The steps of a job that keep `.generated/`'s caches: the key step and the actions/cache steps, by path. */
  function cacheSteps(job: Job | undefined) {
    const jobSteps = (job?.steps ?? []) as CacheStep[];
    const keys = jobSteps.find((step) => step.run?.startsWith("node scripts/cache-keys.mjs"));
    const cached = (folder: string) =>
      jobSteps.find((step) => step.uses?.startsWith("actions/cache@") && step.with?.path === folder);
    return {
      jobSteps,
      keys,
      images: cached(".generated/image-cache"),
      cards: cached(".generated/social-card-cache"),
      compressed: cached(".generated/precompress-cache"),
    };
  }

  test("the kept folder holds the image pipeline's cache and outputs and the social cards' cache", () => {
    const kept = path.join(root, keptFolder);
    for (const folder of [
      imageCache(root),
      imageOutputs(path.join(root, "content"), root).dir,
      socialCardCache(root),
    ]) {
      expect(path.relative(kept, folder).startsWith(".."), folder).toBe(false);
    }
    expect(path.relative(root, imageCache(root))).toBe(".generated/image-cache");
    expect(path.relative(root, socialCardCache(root))).toBe(".generated/social-card-cache");
  });

  test("on Netlify, a local build plugin restores it before the build and saves it after", async () => {
    const netlify = parseTinyToml(read("netlify.toml"));
    const plugins = Object.entries(netlify).filter(([name]) => name.startsWith("plugins."));
    expect(plugins.map(([, plugin]) => plugin.package)).toEqual(["./netlify/plugins/keep-generated"]);
    expect(read("netlify/plugins/keep-generated/manifest.yml")).toMatch(/^name: keep-generated$/m);

    const calls: string[] = [];
    const cache = {
      restore: async (folder: string) => calls.push(`restore ${folder}`) > 0,
      save: async (folder: string) => calls.push(`save ${folder}`) > 0,
    };
    const log = console.log;
    console.log = () => {};
    try {
      await onPreBuild({ utils: { cache } });
      await onPostBuild({ utils: { cache } });
    } finally {
      console.log = log;
    }
    expect(calls).toEqual(["restore .generated", "save .generated"]);
  });

  test("on GitHub, the Deploy workflow restores both caches under keys of what they are made of, before the build", () => {
    const { jobSteps, keys, images, cards } = cacheSteps(Object.values(workflow("deploy.yml").jobs)[0]);
    expect(keys?.run).toBe('node scripts/cache-keys.mjs >> "$GITHUB_OUTPUT"');
    expect(images?.with).toEqual({
      path: ".generated/image-cache",
      key: `deploy-images-${expression(`steps.${keys?.id}.outputs.images`)}`,
      "restore-keys": "deploy-images-",
    });
    expect(cards?.with).toEqual({
      path: ".generated/social-card-cache",
      key: `deploy-cards-${expression(`steps.${keys?.id}.outputs.cards`)}`,
      "restore-keys": "deploy-cards-",
    });
    const build = jobSteps.findIndex((step) => step.run === buildSettings.command);
    expect(jobSteps.indexOf(keys as CacheStep)).toBeLessThan(jobSteps.indexOf(images as CacheStep));
    expect(jobSteps.indexOf(cards as CacheStep)).toBeLessThan(build);
  });

  test("the pages' .br and .gz twins are kept too, keyed by the commit they are built from", () => {
    const deploy = cacheSteps(Object.values(workflow("deploy.yml").jobs)[0]);
    expect(deploy.compressed?.with).toEqual({
      path: ".generated/precompress-cache",
      key: `deploy-compressed-${expression("env.COMMIT")}`,
      "restore-keys": "deploy-compressed-",
    });
    expect(deploy.jobSteps.indexOf(deploy.compressed as CacheStep)).toBeLessThan(
      deploy.jobSteps.findIndex((step) => step.run === buildSettings.command),
    );
    const checks = cacheSteps(workflow("checks.yml").jobs.test);
    expect(checks.compressed?.with?.key).toBe(`checks-compressed-${expression("github.sha")}`);
    expect(path.relative(root, precompressCache(root))).toBe(".generated/precompress-cache");
  });

  test("on GitHub, npm test's job keeps them too, keyed by the shipped content and the fixtures, before .ci/run", () => {
    const { jobSteps, keys, images, cards } = cacheSteps(workflow("checks.yml").jobs.test);
    expect(keys?.run).toBe('node scripts/cache-keys.mjs content tests/fixtures/content >> "$GITHUB_OUTPUT"');
    expect(images?.with?.key).toBe(`checks-images-${expression(`steps.${keys?.id}.outputs.images`)}`);
    expect(cards?.with?.key).toBe(`checks-cards-${expression(`steps.${keys?.id}.outputs.cards`)}`);
    expect(jobSteps.indexOf(cards as CacheStep)).toBeLessThan(jobSteps.findIndex((step) => step.run === ".ci/run"));
    // The keys are computed before npm ci: the script imports no installed package.
    expect(read("scripts/cache-keys.mjs")).not.toMatch(/from "(?!node:|\.\/)/);
  });
});

describe("GitHub's own actions", () => {
  /**
   * The first major of each that runs on Node 24: GitHub removed Node 20 from its runners in
   * September 2026, and the majors before these run on Node 20.
   */
  const node24Majors: Record<string, number> = { checkout: 5, "setup-node": 5, cache: 5 };

  test("every workflow uses actions/* on a major that runs on Node 24", () => {
    const flows = fs.readdirSync(path.join(root, ".github/workflows")).filter((file) => /\.ya?ml$/.test(file));
    const used = flows.flatMap((file) =>
      steps(workflow(file))
        .map((step) => step.uses ?? "")
        .filter((uses) => uses.startsWith("actions/"))
        .map((uses) => ({ file, uses })),
    );
    expect(used.length).toBeGreaterThan(10);
    for (const { file, uses } of used) {
      const [, name = "", major] = /^actions\/([\w-]+)@v(\d+)$/.exec(uses) ?? [];
      expect(node24Majors[name], `${file}: ${uses} is not in this test's table of Node 24 majors`).toBeDefined();
      expect(Number(major), `${file}: ${uses}`).toBeGreaterThanOrEqual(node24Majors[name] ?? Number.POSITIVE_INFINITY);
    }
  });
});
