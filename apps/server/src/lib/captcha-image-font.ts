// The captcha's digits as centre lines of pen strokes (decision 032): shapes a reader knows at a
// glance, each unlike the others (an open 4, a 1 with a foot, a 7 without a bar, a 0 without a
// slash, so 1/7, 0/8, 3/8, 5/6 and 6/9 stay apart). A glyph sits in a box 10 wide and 16 high,
// y downwards; the renderer draws each line with a round pen.

export type Point = readonly [number, number];
export type Stroke = readonly Point[];

export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 16;

/** An elliptic arc, angles in degrees from +x towards +y (down), as a polyline. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 12));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

/** A quadratic curve from `a` to `c` pulled towards `b`. */
function curve(a: Point, b: Point, c: Point): Point[] {
  return Array.from({ length: 11 }, (_, i) => {
    const t = i / 10;
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * b[0] + t * t * c[0],
      u * u * a[1] + 2 * u * t * b[1] + t * t * c[1],
    ] as const;
  });
}

export const FONT: Record<string, Stroke[]> = {
  '0': [arc(5, 8, 4, 7, 0, 360)],
  '1': [
    [
      [2.2, 3.6],
      [5.4, 1],
      [5.4, 15],
    ],
    [
      [2.2, 15],
      [8.6, 15],
    ],
  ],
  '2': [[...arc(5, 4.8, 3.9, 3.8, 195, 385), [1, 15], [9.2, 15]]],
  '3': [[...arc(5, 4.4, 3.6, 3.4, 215, 450), ...arc(5, 11.3, 4.1, 3.7, 270, 500)]],
  '4': [
    [
      [6.2, 1],
      [1, 10.8],
      [9.4, 10.8],
    ],
    [
      [7, 6.2],
      [7, 15],
    ],
  ],
  '5': [[[8.8, 1], [2.2, 1], [1.8, 7.2], ...arc(5, 10.6, 4.1, 4.4, 235, 505)]],
  '6': [[...curve([8.2, 1.4], [1.2, 3], [1.1, 10.8]), ...arc(5, 10.9, 3.9, 4.1, 180, 540)]],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
  ],
  '8': [arc(5, 4.3, 3.4, 3.3, 0, 360), arc(5, 11.3, 4, 3.7, 0, 360)],
  '9': [[...arc(5, 5.1, 3.9, 4.1, 0, 360), ...curve([8.9, 5.1], [9, 12.5], [2.2, 14.8])]],
};
