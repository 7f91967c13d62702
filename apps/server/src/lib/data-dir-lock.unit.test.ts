import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_SOCKET, lockDataDir } from './data-dir-lock.ts';

// Issue 8 item 9, decision 030: the DATA_DIR lock on its own (the two-server test is
// db/one-process-per-data-dir.test.ts).
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-lock-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder, naming the owner pid, until the first releases', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(true);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUse);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dir} is in use by another Lobby process (pid ${process.pid});`,
    );
    await lock.release();
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('takes over the socket file of an owner that was SIGKILLed', async () => {
    const dir = freshDir();
    const path = join(dir, LOCK_SOCKET);
    const owner = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(path)}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => owner.stdout.once('data', resolve));
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    // The kernel closed the socket; its file stays behind and refuses connections.
    expect(existsSync(path)).toBe(true);
    // Two starting at once over the dead owner's socket: exactly one takes it.
    const [a, b] = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    const won = [a, b].filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect([a, b].find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(DataDirInUse);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUse);
    await won[0]?.value.release();
    expect(existsSync(`${path}.takeover`)).toBe(false);
  });

  it('keeps the socket of a directory too long for a socket path in the temp folder', async () => {
    const dir = join(freshDir(), 'd'.repeat(120));
    mkdirSync(dir);
    const lock = await lockDataDir(dir);
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(false);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUse);
    await lock.release();
  });
});
