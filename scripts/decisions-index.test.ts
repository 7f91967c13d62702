import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md indexes every decision record (house style "Comments and records"):
// one line per record, `NNN [title](NNN-name.md): summary`, and a line for each number the
// records skip. This keeps the index and the folder in step.

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;

/** A record file's name and its heading without the number (`# 069 The transaction record`). */
interface DecisionRecord {
  file: string;
  title: string;
}

/** What is wrong with `index` for these records; empty when it is right. */
function indexProblems(records: DecisionRecord[], index: string): string[] {
  const problems: string[] = [];
  const lines = index.split('\n').filter((line) => /^- \d{3} /.test(line));
  const linked = new Map<string, { number: string; title: string }>();
  for (const line of lines) {
    const link = /^- (\d{3}) \[([^\]]+)\]\(([^)]+)\): \S/.exec(line);
    if (!link) continue;
    const [, number = '', title = '', file = ''] = link;
    if (linked.has(file)) problems.push(`${file} is listed twice`);
    linked.set(file, { number, title });
  }
  const byFile = new Map(records.map((record) => [record.file, record]));
  for (const [file, entry] of linked) {
    const record = byFile.get(file);
    if (!record) problems.push(`the index names ${file}, which does not exist`);
    else if (record.title !== entry.title)
      problems.push(`${file} is titled "${record.title}", the index says "${entry.title}"`);
    if (!file.startsWith(`${entry.number}-`)) problems.push(`${file} is listed as ${entry.number}`);
  }
  for (const record of records) {
    if (!linked.has(record.file)) problems.push(`${record.file} is missing from the index`);
  }
  const numbers = new Set(records.map((record) => Number(record.file.slice(0, 3))));
  const explained = new Set(
    lines.filter((line) => !line.includes('](')).map((line) => Number(line.slice(2, 5))),
  );
  for (let n = 1; n < Math.max(0, ...numbers); n += 1) {
    const padded = String(n).padStart(3, '0');
    if (!numbers.has(n) && !explained.has(n)) problems.push(`${padded} has no record and no line saying why`);
  }
  return problems;
}

function recordsOnDisk(): DecisionRecord[] {
  return readdirSync(DIR)
    .filter((file) => RECORD.test(file))
    .sort()
    .map((file) => {
      const heading = readFileSync(join(DIR, file), 'utf8').split('\n', 1)[0] ?? '';
      return { file, title: heading.replace(/^# \d{3} /, '') };
    });
}

describe('the decision index', () => {
  it('lists every record under its own title, and only records that exist', () => {
    const records = recordsOnDisk();
    expect(records.length).toBeGreaterThan(90);
    expect(indexProblems(records, readFileSync(join(DIR, 'README.md'), 'utf8'))).toEqual([]);
  });

  const records = [
    { file: '001-one.md', title: 'One' },
    { file: '003-three.md', title: 'Three' },
  ];
  const good = [
    '- 001 [One](001-one.md): the first.',
    '- 002 (no record): never used.',
    '- 003 [Three](003-three.md): the third.',
  ];

  it('passes a right index', () => {
    expect(indexProblems(records, good.join('\n'))).toEqual([]);
  });

  it.each([
    ['a record missing', [good[0], good[1]], '003-three.md is missing from the index'],
    [
      'a file that does not exist',
      [...good, '- 004 [Four](004-four.md): gone.'],
      'the index names 004-four.md, which does not exist',
    ],
    [
      'another title',
      [good[0], good[1], '- 003 [Tree](003-three.md): the third.'],
      '003-three.md is titled "Three", the index says "Tree"',
    ],
    ['a gap not explained', [good[0], good[2]], '002 has no record and no line saying why'],
    [
      'a wrong number',
      [good[0], good[1], '- 005 [Three](003-three.md): x.'],
      '003-three.md is listed as 005',
    ],
  ])('fails on %s', (_label, lines, problem) => {
    expect(indexProblems(records, lines.join('\n'))).toContain(problem);
  });
});
