import type { SlotSymbol } from '../../../../packages/shared/src/fair/slot.ts';

// The slot's symbols drawn as small SVGs: no image requests, no emoji font needed (a cheap phone
// may lack one), crisp at any density.

const svg = (body: string) =>
  `<svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">${body}</svg>`;

const SYMBOL_SVG: Record<SlotSymbol, string> = {
  seven: svg(
    '<text x="20" y="32" text-anchor="middle" font-size="32" font-weight="900" font-family="Georgia,serif" fill="#d62828" stroke="#7a0c0c" stroke-width="1">7</text>',
  ),
  bar: svg(
    '<rect x="3" y="12" width="34" height="16" rx="3" fill="#1d3557"/><text x="20" y="25" text-anchor="middle" font-size="11" font-weight="800" font-family="Arial,sans-serif" fill="#fff">BAR</text>',
  ),
  bell: svg(
    '<path d="M20 6c-6 0-10 5-10 12v7l-4 5h28l-4-5v-7c0-7-4-12-10-12z" fill="#f4b400" stroke="#a67c00" stroke-width="1.5"/><circle cx="20" cy="33" r="3" fill="#a67c00"/>',
  ),
  plum: svg(
    '<ellipse cx="20" cy="23" rx="11" ry="12" fill="#7b2cbf"/><path d="M20 11q3-6 8-6" stroke="#2d6a4f" stroke-width="2.5" fill="none"/>',
  ),
  orange: svg(
    '<circle cx="20" cy="22" r="13" fill="#f77f00"/><circle cx="16" cy="18" r="2" fill="#ffb703"/><path d="M20 9l4-4" stroke="#2d6a4f" stroke-width="2.5"/>',
  ),
  lemon: svg('<ellipse cx="20" cy="21" rx="15" ry="11" fill="#ffd60a" stroke="#c9a800" stroke-width="1.5"/>'),
  cherry: svg(
    '<path d="M13 27Q16 12 26 6M27 27Q25 14 26 6" stroke="#2d6a4f" stroke-width="2.5" fill="none"/><circle cx="12" cy="29" r="7" fill="#c1121f"/><circle cx="27" cy="29" r="7" fill="#e63946"/>',
  ),
};

/** A symbol's picture, labelled for screen readers with its translated name. */
export function symbolElement(symbol: SlotSymbol, label: string): HTMLElement {
  const element = document.createElement('span');
  element.className = `symbol symbol-${symbol}`;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.dataset.symbol = symbol;
  element.innerHTML = SYMBOL_SVG[symbol];
  return element;
}
