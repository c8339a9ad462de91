/**
 * Text-to-background contrast of buttons as the browser paints them (WCAG 2 relative luminance),
 * read from computed styles: the background is the first opaque one up the tree, with translucent
 * layers and opacity blended in. axe missed red text on a red button (its colour checks skip some
 * states and stacked rules); this looks at every button in each state the test puts it in.
 */
import type { Locator, Page } from 'playwright-core';

export interface ButtonContrast { name: string; state: string; ratio: number; text: string; background: string }

/** The contrast of one element's text against what is behind it. Runs in the page. */
async function measure(button: Locator): Promise<{ ratio: number; text: string; background: string; name: string }> {
  return button.evaluate((el) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const m = css.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const parts = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    // Backgrounds from the element up to the page, painted bottom first.
    const layers: Rgba[] = [];
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      layers.push(parse(style.backgroundColor));
    }
    let background: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const fg = parse(getComputedStyle(el).color);
    const text = over([fg[0], fg[1], fg[2], fg[3] * opacity], background);
    const luminance = ([r, g, b]: Rgba) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const [l1, l2] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;
    return { ratio: (l1 + 0.05) / (l2 + 0.05), text: css(text), background: css(background), name: (el.getAttribute('aria-label') || el.textContent || '').trim() };
  });
}

/**
 * Every visible button in `scope`, measured at rest, hovered, focused and disabled (the disabled
 * state is set on the element for the measurement and taken off again).
 */
export async function buttonContrasts(page: Page, scope: Locator): Promise<ButtonContrast[]> {
  const out: ButtonContrast[] = [];
  const buttons = await scope.locator('button:visible').all();
  for (const button of buttons) {
    const wasDisabled = await button.isDisabled();
    if (!wasDisabled) {
      out.push({ ...(await measure(button)), state: 'default' });
      await button.hover();
      out.push({ ...(await measure(button)), state: 'hover' });
      await page.mouse.move(0, 0);
      await button.focus();
      out.push({ ...(await measure(button)), state: 'focus' });
      await button.blur();
      await button.evaluate((el) => el.setAttribute('disabled', ''));
    }
    out.push({ ...(await measure(button)), state: 'disabled' });
    if (!wasDisabled) await button.evaluate((el) => el.removeAttribute('disabled'));
  }
  return out;
}

export const below = (list: ButtonContrast[], min = 4.5) => list.filter((c) => c.ratio < min).map((c) => `${c.name} [${c.state}] ${c.text} on ${c.background}: ${c.ratio.toFixed(2)}:1`);
