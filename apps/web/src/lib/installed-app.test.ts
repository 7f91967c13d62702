import { describe, expect, it } from 'vitest';
import { deviceHeaders, runsInstalled } from './installed-app.ts';

// spec 3: "The device header is OTHERS when running as a standalone installed web app."
describe('deviceHeaders', () => {
  it.each([
    [{ standaloneDisplay: true, iosStandalone: false }, { device: 'OTHERS' }],
    [{ standaloneDisplay: false, iosStandalone: true }, { device: 'OTHERS' }],
    [{ standaloneDisplay: true, iosStandalone: true }, { device: 'OTHERS' }],
    [{ standaloneDisplay: false, iosStandalone: false }, {}],
  ])('%o -> %o', (context, headers) => {
    expect(deviceHeaders(context)).toEqual(headers);
    expect(runsInstalled(context)).toBe(Object.keys(headers).length > 0);
  });
});
