import type { DownloadResource } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { type DownloadInput, type DownloadView, downloadView, readDevice } from './download-rules.ts';

// spec 2.10 and 9, case by case with real user agents (decision 053).
const UA = {
  iphoneSafari120:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphoneSafari121:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphoneSafari123:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.1 Mobile/15E148 Safari/604.1',
  iphoneSafari124:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iphoneSafari11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iphoneSafari16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iphoneSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
  ipadSafari12:
    'Mozilla/5.0 (iPad; CPU OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ipadDesktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  iosEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.0.2210.126 Mobile/15E148 Safari/605.1.15',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/444.0.0.37.106;FBBV/546869427;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/80]',
  iosInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.0.22.114 (iPhone14,5; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 548339486)',
  iosLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0',
  iosWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  iosHomeScreenApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  nativeApp:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 LobbyApp/2.1.0',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
} as const;

const ANDROID = 'https://lobby.example/app.apk';
const IOS = 'itms-services://?action=download-manifest&url=https://lobby.example/ios.plist';
const PROFILE = 'https://lobby.example/lobby.mobileconfig';
const ICON = 'brand/icon-192.png';
const res = (types: Partial<Record<DownloadResource['resourceType'], string>>): DownloadResource[] =>
  Object.entries(types).map(([resourceType, url]) => ({ resourceType, url }) as DownloadResource);
const ALL = res({ Android: ANDROID, IOS, MOBILECONFIG: PROFILE, AppDownloadIcon: ICON });
const SEEDED = res({ Android: ANDROID, IOS, AppDownloadIcon: ICON });

function view(userAgent: string, over: Partial<DownloadInput> = {}): DownloadView {
  const touch = /iPhone|iPad|Android/.test(userAgent) ? 5 : 0;
  return downloadView({
    userAgent,
    maxTouchPoints: touch,
    standalone: false,
    resources: ALL,
    options: { hideIos: false },
    hideDownloadBar: null,
    webClip: null,
    ...over,
  });
}

type Expect = Partial<Omit<DownloadView, 'links'>> & { links?: Partial<DownloadView['links']> };
const noGuide = { guide: null };
const bar = { barHidden: null, safariWarning: false };
const onlyIos = { android: null, ios: IOS, profile: PROFILE };

describe('downloadView (spec 2.10)', () => {
  it.each<[string, DownloadView, Expect]>([
    // Bar: shown unless closed, installed, without a link this device sees, a web clip without an
    // iOS link, or an iOS too old for the app.
    [
      'iPhone Safari 17: the iOS app and profile, not the APK',
      view(UA.iphoneSafari17),
      { ...bar, links: onlyIos, ...noGuide },
    ],
    ['iPhone Safari 16: the same', view(UA.iphoneSafari16), { ...bar, links: onlyIos, ...noGuide }],
    [
      'iPhone Safari 12.4: the app is supported from 12.4 exactly',
      view(UA.iphoneSafari124),
      { ...bar, links: onlyIos, ...noGuide },
    ],
    [
      'iPhone Safari 12.3: below 12.4, no bar and no iOS app link, profile without the guide',
      view(UA.iphoneSafari123),
      { barHidden: 'ios-unsupported', links: { android: null, ios: null, profile: PROFILE }, ...noGuide },
    ],
    [
      'iPhone Safari 12.1: the guide with the iOS 12 tips and the profile button',
      view(UA.iphoneSafari121),
      {
        barHidden: 'ios-unsupported',
        links: { ios: null, profile: PROFILE },
        guide: { tips: 'ios12', profileUrl: PROFILE },
      },
    ],
    [
      'iPhone Safari 12.0: the iOS 12 tips',
      view(UA.iphoneSafari120),
      { barHidden: 'ios-unsupported', guide: { tips: 'ios12', profileUrl: PROFILE } },
    ],
    [
      'iPhone Safari 11: the iOS 11-and-below tips',
      view(UA.iphoneSafari11),
      { barHidden: 'ios-unsupported', guide: { tips: 'ios11', profileUrl: PROFILE } },
    ],
    [
      'iPad Safari 12.1 (CPU OS): read as iOS 12.1',
      view(UA.ipadSafari12),
      { barHidden: 'ios-unsupported', guide: { tips: 'ios12', profileUrl: PROFILE } },
    ],
    [
      'iPad in desktop mode: a Mac with touch is iOS (version from Version/)',
      view(UA.ipadDesktopSafari, { maxTouchPoints: 5 }),
      { ...bar, links: onlyIos },
    ],
    [
      'a Mac without touch is a desktop: every app link, no profile',
      view(UA.desktopSafari),
      { ...bar, links: { android: ANDROID, ios: IOS, profile: null } },
    ],
    // The iOS-outside-Safari warning.
    [
      'iOS Chrome (CriOS): warn to use Safari',
      view(UA.iosChrome),
      { barHidden: null, safariWarning: true, links: onlyIos },
    ],
    ['iOS Firefox (FxiOS): warn', view(UA.iosFirefox), { safariWarning: true }],
    [
      'iOS Edge (EdgiOS, which also says Version/ and Safari/): warn',
      view(UA.iosEdge),
      { safariWarning: true },
    ],
    ['Facebook in-app (FBAN/FBAV): warn', view(UA.iosFacebook), { safariWarning: true }],
    ['Instagram in-app: warn', view(UA.iosInstagram), { safariWarning: true }],
    ['Line in-app ("Safari Line/"): warn', view(UA.iosLine), { safariWarning: true }],
    ['WeChat in-app (MicroMessenger): warn', view(UA.iosWeChat), { safariWarning: true }],
    [
      'iOS home-screen app (no Safari token, standalone): installed, no warning',
      view(UA.iosHomeScreenApp, { standalone: true }),
      { barHidden: 'installed', safariWarning: false },
    ],
    // Android and desktop.
    [
      'Android Chrome: the APK only',
      view(UA.androidChrome),
      { ...bar, links: { android: ANDROID, ios: null, profile: null } },
    ],
    [
      'Samsung Internet: the APK only',
      view(UA.samsungInternet),
      { ...bar, links: { android: ANDROID, ios: null, profile: null } },
    ],
    [
      'Android WebView (wv): the APK only, no Safari warning',
      view(UA.androidWebView),
      { ...bar, links: { android: ANDROID, ios: null } },
    ],
    [
      'Android tablet (no "Mobile"): still mobile, the APK only',
      view(UA.androidTablet),
      { ...bar, links: { android: ANDROID, ios: null } },
    ],
    [
      'desktop Chrome: both apps, no profile (not iOS)',
      view(UA.desktopChrome),
      { ...bar, links: { android: ANDROID, ios: IOS, profile: null } },
    ],
    [
      'desktop Firefox: both apps',
      view(UA.desktopFirefox),
      { ...bar, links: { android: ANDROID, ios: IOS, profile: null } },
    ],
    // Launch context and local flags.
    [
      'standalone (installed web app): no bar',
      view(UA.androidChrome, { standalone: true }),
      { barHidden: 'installed' },
    ],
    [
      'our native app wrapper (LobbyApp/): no bar',
      view(UA.nativeApp),
      { barHidden: 'installed', safariWarning: false },
    ],
    [
      'hideDownloadBar set: closed by the user',
      view(UA.androidChrome, { hideDownloadBar: '1' }),
      { barHidden: 'closed', links: { android: ANDROID } },
    ],
    [
      'closed wins over every other reason',
      view(UA.iphoneSafari11, { hideDownloadBar: '1', standalone: true }),
      { barHidden: 'closed' },
    ],
    [
      'WEBCLIP=1 with an iOS link: bar shows, profile hidden (already a web clip)',
      view(UA.iphoneSafari17, { webClip: '1' }),
      { barHidden: null, links: { ios: IOS, profile: null }, ...noGuide },
    ],
    [
      'WEBCLIP=1 without an iOS link: no bar',
      view(UA.iphoneSafari17, { webClip: '1', resources: res({ Android: ANDROID, MOBILECONFIG: PROFILE }) }),
      { barHidden: 'web-clip-without-ios' },
    ],
    [
      'WEBCLIP other than 1: the profile still shows',
      view(UA.iphoneSafari17, { webClip: '0' }),
      { links: { profile: PROFILE } },
    ],
    [
      'WEBCLIP=1 on iOS 12.1: no profile, so no guide',
      view(UA.iphoneSafari121, { webClip: '1' }),
      { links: { profile: null }, ...noGuide },
    ],
    // Configuration.
    [
      'no resources: no bar, no icon',
      view(UA.androidChrome, { resources: [] }),
      { barHidden: 'no-link', icon: null },
    ],
    [
      'only the icon: no link, no bar',
      view(UA.desktopChrome, { resources: res({ AppDownloadIcon: ICON }) }),
      { barHidden: 'no-link', icon: ICON },
    ],
    [
      'only IOS, on Android: nothing this phone can use, no bar',
      view(UA.androidChrome, { resources: res({ IOS }) }),
      { barHidden: 'no-link' },
    ],
    [
      'only IOS, on an iPhone: bar with the iOS link',
      view(UA.iphoneSafari17, { resources: res({ IOS }) }),
      { barHidden: null, links: { android: null, ios: IOS, profile: null } },
    ],
    [
      'only Android, on an iPhone: no bar',
      view(UA.iphoneSafari17, { resources: res({ Android: ANDROID }) }),
      { barHidden: 'no-link' },
    ],
    [
      'only Android, on Android: bar',
      view(UA.androidChrome, { resources: res({ Android: ANDROID }) }),
      { barHidden: null, links: { android: ANDROID } },
    ],
    [
      'the seeded set (Android, IOS, icon) on an iPhone: iOS, no profile',
      view(UA.iphoneSafari17, { resources: SEEDED }),
      { barHidden: null, links: { ios: IOS, profile: null } },
    ],
    [
      'MOBILECONFIG present on desktop: not shown (not iOS)',
      view(UA.desktopChrome),
      { links: { profile: null } },
    ],
    [
      'MOBILECONFIG only, iPhone 17: bar with the profile',
      view(UA.iphoneSafari17, { resources: res({ MOBILECONFIG: PROFILE }) }),
      { barHidden: null, links: { ios: null, profile: PROFILE } },
    ],
    [
      'an empty URL counts as none',
      view(UA.androidChrome, { resources: res({ Android: '' }) }),
      { barHidden: 'no-link' },
    ],
    // The iOS-hide option.
    [
      'hideIos on an iPhone: no iOS link',
      view(UA.iphoneSafari17, { options: { hideIos: true } }),
      { links: { ios: null, profile: PROFILE } },
    ],
    [
      'hideIos on a desktop: the iOS link still shows (not mobile)',
      view(UA.desktopChrome, { options: { hideIos: true } }),
      { links: { ios: IOS } },
    ],
    ['the icon is the AppDownloadIcon resource', view(UA.androidChrome), { icon: ICON }],
  ])('%s', (_name, actual, expected) => {
    const { links, ...rest } = expected;
    expect(actual).toMatchObject(rest);
    if (links) expect(actual.links).toMatchObject(links);
    // spec 2.10: add-to-home-screen is never shown.
    expect(actual.addToHomeScreen).toBe(false);
  });
});

describe('readDevice', () => {
  it.each([
    [UA.iphoneSafari124, 5, { ios: true, mobile: true, iosVersion: [12, 4], safari: true }],
    [UA.iphoneSafari121, 5, { iosVersion: [12, 1] }],
    [UA.ipadDesktopSafari, 5, { ios: true, mobile: true, iosVersion: [17, 2], safari: true }],
    [UA.desktopSafari, 0, { ios: false, mobile: false, iosVersion: null, safari: false }],
    [UA.iosInstagram, 5, { ios: true, iosVersion: [17, 1], safari: false }],
    [UA.androidWebView, 5, { ios: false, mobile: true, safari: false, nativeApp: false }],
    [UA.nativeApp, 5, { nativeApp: true }],
  ])('%s (touch %i)', (ua, touch, expected) => {
    expect(readDevice(ua, touch)).toMatchObject(expected);
  });
});
