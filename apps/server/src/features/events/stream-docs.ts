/** The OpenAPI description of GET /api/events: its answer is a stream, which no schema states. */
export const STREAM_DOCS = [
  'Answers `200 text/event-stream` and stays open. Each event has `event: <type>` and `data: <JSON>`,',
  'the JSON being one MemberEvent (packages/shared/src/events.ts):',
  '',
  '- `balance`: `{type, sumBalance, availableBalance, currencySymbol, snapshot?}`; the first event of',
  '  every connection is a balance with `snapshot: true` (events before it may have been missed:',
  '  refetch deposit and withdrawal lists then);',
  '- `deposit`: `{type, id, state}` (pending, approved, rejected, cancelled, failed);',
  '- `withdrawal`: `{type, id, state}` (pending, paid, rejected, cancelled).',
  '',
  'A comment line (`: heartbeat`) comes every 25 s. The stream ends when the session ends or the',
  'server closes; reconnect with exponential backoff and jitter. Authenticate with the usual',
  '`Authorization: Bearer` header (use fetch() streaming: EventSource cannot send it; decision 059).',
  'At most 5 streams per member per node: a sixth closes the oldest. Errors before the stream opens',
  'are the usual JSON envelope (401, 403).',
].join('\n');
