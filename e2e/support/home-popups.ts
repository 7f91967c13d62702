import { API_PATHS } from '@lobby/shared';
import type { RunningServer } from './server.ts';

// The demo seed opens Home with popups (spec 4: the guest popup B, the member popup A, the
// first-login popup F, then the latest news H). A test about something else that lands on Home
// would find the page under a modal; its file switches the seeded popups off instead, and the
// files about popups keep them (fixture option `homePopups`).

async function operator(server: RunningServer, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.operatorToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`operator ${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { value: unknown }).value;
}

/** Disables every popup (PU) and lobby-news (H) announcement the server holds. */
export async function disableHomePopups(server: RunningServer): Promise<void> {
  const { list } = (await operator(server, 'GET', API_PATHS.operatorAnnouncements)) as {
    list: { id: number; type: string; enabled: boolean }[];
  };
  for (const item of list.filter((a) => (a.type === 'PU' || a.type === 'H') && a.enabled)) {
    await operator(server, 'PATCH', API_PATHS.operatorAnnouncement.replace(':id', String(item.id)), {
      enabled: false,
    });
  }
}
