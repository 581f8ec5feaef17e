/**
 * Apple devices (iPhone, iPad, Mac) get an .ics download instead of the Google link
 * (their calendar app opens it). Read on click, never during render, so the prerendered HTML and the
 * hydrated page agree.
 */
export type DeviceInfo = { userAgent: string; platform?: string; maxTouchPoints?: number };

export function isAppleDevice({ userAgent, platform = "", maxTouchPoints = 0 }: DeviceInfo): boolean {
  if (/iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent)) return true;
  // The platform says 'MacIntel', 'iPhone' or 'iPad' even when a browser trims its user agent.
  if (/^(iPhone|iPad|iPod|Mac)/i.test(platform)) return true;
  // iPadOS can ask for desktop sites with a Mac platform; touch points still give it away.
  return /mac/i.test(platform) && maxTouchPoints > 1;
}
