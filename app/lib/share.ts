/**
 * What the share button does with a page's address: the platform's share sheet where
 * there is one (phones, Safari, Edge), otherwise the clipboard. The caller shows the
 * outcome; nothing is sent anywhere but to the platform.
 */
export type ShareOutcome =
  /** The share sheet took it (or the visitor closed it: nothing to say either way). */
  | "shared"
  /** No share sheet: the address is on the clipboard. */
  | "copied"
  /** Neither worked: the caller shows the address to copy by hand. */
  | "failed";

export type SharePlatform = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/** The visitor closed the share sheet: DOMException 'AbortError'. */
function isCancel(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

export async function shareOrCopy(
  data: { title: string; url: string },
  platform: SharePlatform,
): Promise<ShareOutcome> {
  if (platform.share && (platform.canShare?.(data) ?? true)) {
    try {
      await platform.share(data);
      return "shared";
    } catch (error) {
      if (isCancel(error)) return "shared";
      // Refused (no permission, a policy): the clipboard still can.
    }
  }
  try {
    if (!platform.clipboard) return "failed";
    await platform.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
