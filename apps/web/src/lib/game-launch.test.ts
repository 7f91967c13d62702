import { describe, expect, it } from 'vitest';
import { launchPagePath, pageBackPath, readLaunchPageQuery } from './game-launch.ts';

describe('/m/launchGame query (spec 2.1)', () => {
  it('defaults code to lobby and pageBack to home', () => {
    expect(readLaunchPageQuery(new URLSearchParams('vendor=LOTT&prize_mode=Elott'))).toEqual({
      vendor: 'LOTT',
      gameId: undefined,
      nodeId: undefined,
      playType: undefined,
      prizeMode: 'Elott',
      code: 'lobby',
      pageBack: 'home',
    });
  });
  it('writes only the values given', () => {
    expect(launchPagePath({ vendor: 'LOTT', playType: 'trad', code: undefined })).toBe(
      '/m/launchGame?vendor=LOTT&playType=trad',
    );
  });
  it('leads back to a plain route under /m/, else home', () => {
    expect(pageBackPath('home')).toBe('/m/home');
    expect(pageBackPath('gameList')).toBe('/m/gameList');
    expect(pageBackPath('https://evil.example')).toBe('/m/home');
    expect(pageBackPath('//evil')).toBe('/m/home');
  });
});
