import { type DownloadResource, LIMITS, NATIVE_APP_UA_TOKEN, type ResourceType } from '@lobby/shared';

// spec 2.10: every rule of the download bar and popup, one pure function of the user agent,
// the launch context, the configuration and the local flags (docs/decisions/053). Components
// only read its answer.

/** Download options beyond the resources. Not in the start-up configuration yet (decision 053). */
export interface DownloadOptions {
  /** spec 2.10 "the iOS-hide option": keeps the iOS app link from iOS devices. */
  hideIos: boolean;
}

/** Decision 053: until the operator can set it, the iOS-hide option is off. */
export const DOWNLOAD_OPTIONS: DownloadOptions = { hideIos: false };

export interface DownloadInput {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad in desktop mode says "Macintosh" but has touch. */
  maxTouchPoints: number;
  /** display-mode standalone or navigator.standalone (lib/installed-app.ts). */
  standalone: boolean;
  resources: readonly DownloadResource[];
  options: DownloadOptions;
  /** localStorage hideDownloadBar and WEBCLIP (spec 9), as stored. */
  hideDownloadBar: string | null;
  webClip: string | null;
}

export type BarHiddenReason = 'closed' | 'installed' | 'web-clip-without-ios' | 'ios-unsupported' | 'no-link';
/** The guide footer's tips: iOS 12.0-12.1, or 11 and below (decision 053). */
export type GuideTips = 'ios12' | 'ios11';

export interface DownloadView {
  /** Why the bar is hidden; null when it shows. */
  barHidden: BarHiddenReason | null;
  /** spec 2.10: on iOS outside Safari, tell the visitor to use Safari. */
  safariWarning: boolean;
  /** The popup's links this device sees; null where hidden. */
  links: { android: string | null; ios: string | null; profile: string | null };
  /** spec 2.10: add-to-home-screen is never shown. */
  addToHomeScreen: false;
  guide: { tips: GuideTips; profileUrl: string } | null;
  /** The AppDownloadIcon resource, if configured (else the bar shows the brand logo). */
  icon: string | null;
}

type Version = readonly [major: number, minor: number];

export interface Device {
  mobile: boolean;
  ios: boolean;
  /** null when the user agent names none (then it is taken to be recent enough). */
  iosVersion: Version | null;
  /** Apple's Safari itself: not another browser's or an app's web view on iOS. */
  safari: boolean;
  /** Our native app wrapper (decision 017) is the installed app too. */
  nativeApp: boolean;
}

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
const MOBILE = /Android|Mobi|iPhone|iPad|iPod|Opera Mini|IEMobile|BlackBerry/;
// iOS browsers other than Safari, and apps' own web views (Facebook, Instagram, Line, WeChat...).
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo|Brave|FBAN|FBAV|FBIOS|Instagram|\bLine\/|MicroMessenger|Twitter|Snapchat|WhatsApp|TikTok|musical_ly|Bytedance|Weibo|MQQBrowser|QQ\/|UCBrowser|baiduboxapp|KAKAOTALK|Pinterest|LinkedInApp/;

function version(match: RegExpExecArray | null): Version | null {
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : null;
}

/** What the user agent says of the device. */
export function readDevice(userAgent: string, maxTouchPoints: number): Device {
  // iPadOS 13+ asks for desktop sites by default, and then looks like a Mac with a touch screen.
  const desktopIpad = /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
  const ios = IOS_DEVICE.test(userAgent) || desktopIpad;
  const iosVersion = !ios
    ? null
    : desktopIpad
      ? version(/\bVersion\/(\d+)(?:\.(\d+))?/.exec(userAgent))
      : version(/\bOS (\d+)(?:_(\d+))?[_ ]/.exec(userAgent));
  return {
    mobile: ios || MOBILE.test(userAgent),
    ios,
    iosVersion,
    // Safari says Version/x and Safari/y; a web view says neither, other browsers add their token.
    safari: ios && /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) && !NOT_SAFARI.test(userAgent),
    nativeApp: new RegExp(`\\b${NATIVE_APP_UA_TOKEN}/`).test(userAgent),
  };
}

const below = (v: Version, [major, minor]: Version) => v[0] < major || (v[0] === major && v[1] < minor);
const IOS_APP_MIN = LIMITS.iosMinVersion.split('.').map(Number) as unknown as Version;
/** The guide footer is for iOS 12.1 and below (spec 2.10): 12.2 changed how profiles install. */
const GUIDE_BELOW: Version = [12, 2];

export function downloadView(input: DownloadInput): DownloadView {
  const device = readDevice(input.userAgent, input.maxTouchPoints);
  const url = (type: ResourceType) => input.resources.find((r) => r.resourceType === type)?.url || null;
  const [androidUrl, iosUrl, profileUrl] = [url('Android'), url('IOS'), url('MOBILECONFIG')];
  const v = device.iosVersion;
  // spec 9: the iOS app needs 12.4 or later; an unnamed version is taken to be recent.
  const iosAppSupported = !device.ios || v === null || !below(v, IOS_APP_MIN);

  const links = {
    // spec 2.10: "when not on a mobile device or not on iOS".
    android: androidUrl && (!device.mobile || !device.ios) ? androidUrl : null,
    // "when not mobile, or when an iOS link exists on an iOS device and the iOS-hide option is off";
    // never to an iOS too old for the app (decision 053).
    ios:
      iosUrl && (!device.mobile || (device.ios && !input.options.hideIos)) && iosAppSupported ? iosUrl : null,
    // "when a MOBILECONFIG link exists, the local flag WEBCLIP is not 1, and the device is iOS".
    profile: profileUrl && input.webClip !== '1' && device.ios ? profileUrl : null,
  };
  const guide =
    links.profile && v !== null && below(v, GUIDE_BELOW)
      ? { tips: (v[0] <= 11 ? 'ios11' : 'ios12') as GuideTips, profileUrl: links.profile }
      : null;

  return {
    barHidden: barHiddenReason(input, device, { iosUrl, iosAppSupported, links }),
    safariWarning: device.ios && !device.safari && !input.standalone && !device.nativeApp,
    links,
    addToHomeScreen: false,
    guide,
    icon: url('AppDownloadIcon'),
  };
}

function barHiddenReason(
  input: DownloadInput,
  device: Device,
  facts: { iosUrl: string | null; iosAppSupported: boolean; links: DownloadView['links'] },
): BarHiddenReason | null {
  if (input.hideDownloadBar) return 'closed';
  if (input.standalone || device.nativeApp) return 'installed';
  if (input.webClip === '1' && !facts.iosUrl) return 'web-clip-without-ios';
  if (!facts.iosAppSupported) return 'ios-unsupported';
  // "no download link is configured": none this device would see in the popup (decision 053).
  const { android, ios, profile } = facts.links;
  if (!android && !ios && !profile) return 'no-link';
  return null;
}
