/** 0: shared through the system sheet; 1: the link was copied; -1: cancelled or failed. */
export type ShareResult = 0 | 1 | -1;

/**
 * Shares a page: the native share sheet where the browser has one, else the link goes to the
 * clipboard. A cancelled sheet counts as a failure, as the spec's favorite share does.
 */
export async function sharePage(
  data: { title: string; url: string },
  nav: Navigator = navigator,
): Promise<ShareResult> {
  try {
    if (typeof nav.share === 'function') {
      await nav.share(data);
      return 0;
    }
    await nav.clipboard.writeText(data.url);
    return 1;
  } catch {
    return -1;
  }
}
