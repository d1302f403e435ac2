import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // The map's tiles never load in e2e; the pins and controls are still checked.
    .exclude('.leaflet-tile-pane')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

export const MIN_TAP_PX = 44;

/**
 * Interactive elements smaller than 44 × 44 CSS px, as "tag 'name' W×H". Left out, for reasons
 * WCAG 2.5.5 gives too:
 * - links inside a sentence (a paragraph or list item with other text): the line is the target;
 * - a checkbox or radio with a label: the label presses it too, so the label is measured;
 * - native inputs drawn invisible under a larger label (file pickers): the label is measured;
 * - what is visually hidden until focused (the skip link): it is for keyboards;
 * - the map's credits line (a sentence of links the tile licence requires);
 * - the map's price pins: they sit as close as the listings do, and the list view offers each
 *   as a full-width card (the clusters, which a finger opens to zoom, are measured);
 * - anything with `data-tap-exempt="reason"`, for a reason written next to it.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=menuitem]',
      '[role=option]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    };
    const labelled = (el: Element) =>
      el instanceof HTMLInputElement &&
      (el.type === 'checkbox' ||
        el.type === 'radio' ||
        Number(getComputedStyle(el).opacity) === 0 ||
        el.getBoundingClientRect().width <= 1 ||
        el.classList.contains('sr-only') ||
        el.classList.contains('peer'));
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest(
        'p, li, dd, td, figcaption, blockquote, label, small, .leaflet-control-attribution',
      );
      if (!block) return false;
      const own = (el.textContent ?? '').trim();
      const all = (block.textContent ?? '').replace(own, '').trim();
      return all.length > 0;
    };
    const name = (el: Element) =>
      (
        el.getAttribute('aria-label') ??
        el.getAttribute('title') ??
        (el.textContent ?? '').trim() ??
        ''
      ).slice(0, 40) ||
      (el as HTMLInputElement).name ||
      el.id;
    const out: string[] = [];
    const seen = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (!visible(el) || hidden(el)) continue;
      if (el.closest('[data-tap-exempt], [aria-hidden=true], [inert]')) continue;
      if (el.closest('.leaflet-tile-pane')) continue;
      if (el.closest('.leaflet-marker-pane') && !el.querySelector('[data-cluster]')) continue;
      if (inSentence(el)) continue;
      let target: Element = el;
      if (labelled(el)) {
        const label = (el as HTMLInputElement).labels?.[0];
        if (!label || !visible(label)) continue;
        target = label;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      const r = target.getBoundingClientRect();
      if (r.width + 0.5 < min || r.height + 0.5 < min) {
        out.push(
          `${target.tagName.toLowerCase()} '${name(el)}' ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
      }
    }
    return out;
  }, MIN_TAP_PX);
}
