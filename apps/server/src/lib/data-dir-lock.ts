import { createHash } from 'node:crypto';
import { closeSync, openSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Issue 8 item 9, decision 030: one process per embedded database. PGlite has no lock of its
// own, and two processes on one directory both start and silently lose writes. The lock is a
// unix socket in the directory, listening while its owner lives: binding it again fails with
// EADDRINUSE, and the kernel closes it when the owner dies however it dies (SIGKILL too), so a
// socket file left behind refuses connections and is known to be stale. A pid file cannot tell
// a dead owner from a recycled pid; this can.

/** The socket's file name inside the directory. */
export const LOCK_SOCKET = 'lobby.lock.sock';
/** Linux keeps socket paths under 108 bytes; a longer directory gets its socket in the temp folder. */
const MAX_SOCKET_PATH = 100;

export class DataDirInUse extends Error {
  constructor(dir: string, pid: string | undefined) {
    super(
      `DATA_DIR ${dir} is in use by another Lobby process${pid ? ` (pid ${pid})` : ''}; stop it first, or give this one its own DATA_DIR (several nodes share a database through DATABASE_URL).`,
    );
    this.name = 'DataDirInUse';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function socketPath(dir: string): string {
  const inDir = join(dir, LOCK_SOCKET);
  if (Buffer.byteLength(inDir) <= MAX_SOCKET_PATH) return inDir;
  // Named after the directory's real path, so every process opening it meets the same socket.
  const id = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 24);
  return join(tmpdir(), `lobby-${id}.sock`);
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/** The pid the live owner answers, or 'stale' when nobody listens on the socket file. */
function askOwner(path: string): Promise<string | 'stale'> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer.trim()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve('stale');
      else reject(error);
    });
  });
}

function remove(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** A takeover file older than this was left by a process killed mid-takeover (which takes ms). */
const STALE_TAKEOVER_MS = 10_000;

/** Creates `path` exclusively, or answers false while a live takeover holds it. */
function exclusive(path: string): number | false {
  try {
    return openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(path).mtimeMs < STALE_TAKEOVER_MS) return false;
    remove(path);
    return openSync(path, 'wx');
  }
}

/**
 * Replaces a dead owner's socket. Two processes finding it stale at once would both remove it
 * and bind, so the removal happens under an exclusively created file, and the owner is asked
 * again inside it: the loser finds the winner's takeover or its live socket and refuses.
 */
async function takeOver(server: Server, dir: string, path: string): Promise<void> {
  const mutex = `${path}.takeover`;
  const fd = exclusive(mutex);
  if (fd === false) throw new DataDirInUse(dir, undefined);
  try {
    const owner = await askOwner(path);
    if (owner !== 'stale') throw new DataDirInUse(dir, owner || undefined);
    remove(path);
    await listen(server, path);
  } finally {
    closeSync(fd);
    remove(mutex);
  }
}

/**
 * Takes the directory for this process, or throws DataDirInUse naming the owner's pid. A socket
 * file whose owner died is removed and taken over. Release closes and removes the socket.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = socketPath(dir);
  // Whoever asks learns who holds the directory; nothing else is said on this socket.
  const server = createServer((socket) => socket.end(`${process.pid}\n`));
  server.unref();
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const owner = await askOwner(path);
    if (owner !== 'stale') throw new DataDirInUse(dir, owner || undefined);
    await takeOver(server, dir, path);
  }
  return {
    release: () =>
      new Promise((resolve) => {
        // Closing a listening unix socket removes its file.
        server.close(() => resolve());
      }),
  };
}
