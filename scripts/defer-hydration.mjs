/**
 * Content first, JavaScript second. Every page is complete, readable HTML; JavaScript
 * only makes it interactive. React Router's prerendered page asks for its modules at the
 * highest priority from the <head> (`<link rel="modulepreload">` plus an inline module
 * script), so on a slow connection every script shares the line with the stylesheet
 * and the hero image and delays the first paint (figures in ADR 004). This rewrite drops the preloads and starts
 * the same modules once the page has loaded (its stylesheet, fonts and visible images are
 * in), evaluates them one chunk per task so that no single task blocks input for long,
 * then hydrates exactly as React Router's own bootstrap does.
 */

/** How a rewritten bootstrap begins: a second postbuild run leaves such pages alone. */
export const deferredBootstrapStart = '<script type="module">const hydrate=';

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /import (?:\* as (\w+) from )?"([^"]+)";/g;
const entryImport = /import\("([^"]+)"\);/;

/**
 * Rewrites one prerendered HTML document. Throws when the document does not have the
 * shape React Router 7 writes, so an upgrade that changes it fails the build instead of
 * shipping pages that never hydrate.
 */
export function deferHydration(html, file = "page") {
  const shapeError = (what) =>
    new Error(
      `deferHydration: ${what}. React Router's prerendered output changed shape: update scripts/defer-hydration.mjs to it, or build with DEFER_HYDRATION=off (docs/decisions/004).`,
    );
  const bootstrap = bootstrapScript.exec(html);
  if (!bootstrap) throw shapeError(`no React Router bootstrap script in ${file}`);
  const body = bootstrap[1];
  const entry = entryImport.exec(body)?.[1];
  if (!entry) throw shapeError(`no entry import in the bootstrap of ${file}`);

  const imports = [...body.matchAll(staticImport)].map(([, name, url]) => ({ name, url }));
  const assignments = body.replace(staticImport, "").replace(entryImport, "").trim();
  if (!/^window\.__reactRouterRouteModules = \{[^;]*\};$/.test(assignments)) {
    throw shapeError(`unexpected statements in the bootstrap of ${file}: ${assignments}`);
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, url]) => url);
  if (!preloads.includes(entry)) throw shapeError(`the entry of ${file} is not among its preloads`);

  const routeModules = imports.filter((i) => i.name);
  const names = routeModules.map((i) => i.name).join(",");
  const loads = routeModules.map((i) => `import(${JSON.stringify(i.url)})`).join(",");
  // Every module the page needs, the entry last. The entry starts hydration when it runs,
  // so it must wait until the route modules are registered.
  const modules = new Set([...preloads, ...imports.map((i) => i.url)]);
  modules.delete(entry);
  const chunks = [...modules, entry];

  // All modules are requested up front (modulepreload: fetched and compiled in parallel),
  // then evaluated one chunk per task. Evaluating them in one go (React, React DOM, the
  // router and the app) blocked the main thread for one long task.
  // Each request costs the main thread a millisecond or two, so they start one per task.
  // A task boundary is a message to ourselves, as React's scheduler does: nested
  // setTimeout calls are clamped to 4 ms each, which would leave the main thread idle.
  const script = [
    "async()=>{",
    `const chunks=${JSON.stringify(chunks)};`,
    "const channel=new MessageChannel();",
    "const pause=()=>new Promise((next)=>{channel.port1.onmessage=next;channel.port2.postMessage(0)});",
    'for(const href of chunks){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);await pause()}',
    "for(const href of chunks.slice(0,-1)){await import(href);await pause()}",
    `const[${names}]=await Promise.all([${loads}]);`,
    assignments,
    `await import(${JSON.stringify(entry)})`,
    "};",
    'document.readyState==="complete"?hydrate():addEventListener("load",hydrate,{once:true});',
  ].join("");

  return html.replace(modulePreload, "").replace(bootstrapScript, () => `${deferredBootstrapStart}${script}</script>`);
}
