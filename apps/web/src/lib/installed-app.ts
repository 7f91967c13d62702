import { DEVICE_HEADER, INSTALLED_APP_DEVICE } from '@lobby/shared';

/** What tells an installed web app from a tab: display-mode standalone, or iOS's flag. */
export interface DisplayContext {
  standaloneDisplay: boolean;
  iosStandalone: boolean;
}

export function readDisplayContext(): DisplayContext {
  return {
    // No matchMedia outside a browser (unit tests, server rendering): a tab.
    standaloneDisplay: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    iosStandalone: (globalThis.navigator as Navigator & { standalone?: boolean })?.standalone === true,
  };
}

/** The app runs from the home screen (an installed web app or an iOS web clip). */
export const runsInstalled = ({ standaloneDisplay, iosStandalone }: DisplayContext): boolean =>
  standaloneDisplay || iosStandalone;

/** spec 3: requests of the installed app carry the device header OTHERS (decision 039). */
export function deviceHeaders(context: DisplayContext): Record<string, string> {
  return runsInstalled(context) ? { [DEVICE_HEADER]: INSTALLED_APP_DEVICE } : {};
}
