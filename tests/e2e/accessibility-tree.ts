/**
 * Reads Chromium's own accessibility tree, for states that the platform exposes without
 * an ARIA attribute: the expanded state of a button with `popovertarget` and of a
 * <summary> come from the popover and the <details> (ARIA in HTML forbids writing
 * aria-expanded on a popover's button), so only the browser can say what assistive
 * technology is told.
 */
import type { Locator } from "@playwright/test";

export type AccessibleNode = { role: string; name: string; expanded: boolean | undefined };

let probes = 0;

/** The role, name and expanded state Chromium gives the element `locator` points at. */
export async function accessibleNode(locator: Locator): Promise<AccessibleNode> {
  const page = locator.page();
  probes += 1;
  const probe = `probe-${probes}`;
  await locator.evaluate((element, value) => element.setAttribute("data-ax-probe", value), probe);
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await session.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${probe}"]`,
    });
    const { nodes } = await session.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value;
    return {
      role: String(node?.role?.value ?? ""),
      name: String(node?.name?.value ?? ""),
      expanded: typeof expanded === "boolean" ? expanded : undefined,
    };
  } finally {
    await session.detach();
    await locator.evaluate((element) => element.removeAttribute("data-ax-probe"));
  }
}

/** Whether assistive technology hears `locator` as expanded (polled by the caller). */
export const isExpanded = async (locator: Locator) => (await accessibleNode(locator)).expanded;
