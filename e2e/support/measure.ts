import type { Locator } from 'playwright-core';

// Measures taken in the page: sizes of touch targets, and the look and contrast of texts (issue 9).

export interface Box {
  name: string;
  width: number;
  height: number;
}

/** Every visible link, button and select under `scope`, with its size in CSS pixels. */
export function targetSizes(scope: Locator): Promise<Box[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('a[href], button, select, [role="button"]'))
        .filter(
          (element) =>
            element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
        )
        // A transparent select laid over its own visible box is measured by that box.
        .map((element) =>
          element.tagName === 'SELECT' && element.parentElement ? element.parentElement : element,
        )
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
          return { name, width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 };
        }),
    ),
  );
}

export interface TextLook {
  text: string;
  color: string;
  fontSize: string;
  fontWeight: string;
  fontFamily: string;
  /** WCAG contrast of the text colour on the background behind it. */
  contrast: number;
}

/** The look of each element `locator` matches, and its contrast on what lies behind it. */
export function textLooks(locator: Locator): Promise<TextLook[]> {
  return locator.evaluateAll((elements) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (under[i] ?? 0) * (1 - a)).concat(1) as Rgba;
    };
    const backgroundOf = (element: Element | null): Rgba => {
      if (!element) return [255, 255, 255, 1];
      const colour = parse(getComputedStyle(element).backgroundColor);
      return colour[3] >= 1 ? colour : over(colour, backgroundOf(element.parentElement));
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    return elements.map((element) => {
      const style = getComputedStyle(element);
      const background = backgroundOf(element);
      const text = over(parse(style.color), background);
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [
        number,
        number,
      ];
      return {
        text: element.textContent ?? '',
        color: style.color,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        fontFamily: style.fontFamily,
        contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      };
    });
  });
}
