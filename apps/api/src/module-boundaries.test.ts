import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { floorsOf, importGraph } from './test/import-floors';

const root = path.resolve(import.meta.dirname, '../../..');

/** The part of ESLint's Node API this test uses (eslint is a dependency of the repository root). */
interface Linter {
  lintText(
    code: string,
    options: { filePath: string },
  ): Promise<{ messages: { ruleId: string | null; message: string }[] }[]>;
}
const { ESLint } = createRequire(path.join(root, 'package.json'))('eslint') as {
  ESLint: new (options: { cwd: string }) => Linter;
};
const linter = new ESLint({ cwd: root });

/** The rules broken by `code` linted as the file `file` (relative to apps/api/src). */
async function brokenRules(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await linter.lintText(code, {
    filePath: path.join(root, 'apps/api/src', file),
  });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

const RULE = 'import-x/no-restricted-paths';

// The eslint rule (eslint.config.js) that keeps the API's modules side by side, held to a probe
// import in each direction: a rule that stopped firing would let the layout rot unnoticed.
describe('module boundaries', { timeout: 120_000 }, () => {
  it('refuses a module importing another module’s internals, and accepts its public surface', async () => {
    expect(
      await brokenRules(
        'modules/favorites/probe.ts',
        "import { findProperty } from '../properties/repository';\nexport const probe = findProperty;\n",
      ),
    ).toEqual([RULE]);
    expect(
      await brokenRules(
        'modules/favorites/probe.ts',
        "import { toCards } from '../properties';\nexport const probe = toCards;\n",
      ),
    ).toEqual([]);
  });

  it('refuses the helper layers importing any module, and the transport reaching into one', async () => {
    for (const layer of ['lib', 'middleware', 'db', 'jobs']) {
      expect(
        await brokenRules(
          `${layer}/probe.ts`,
          "import { toCards } from '../modules/properties';\nexport const probe = toCards;\n",
        ),
        layer,
      ).toEqual([RULE]);
    }
    expect(
      await brokenRules(
        'realtime/probe.ts',
        "import { markRead } from '../modules/messages/repository';\nexport const probe = markRead;\n",
      ),
    ).toEqual([RULE]);
  });
});

// The composition root: the entry points and the files that wire modules together.
const ROOT = ['index', 'app', 'context', 'cli', 'jobs-registry', 'worker-app'];

describe('import floors', () => {
  it('stand on at most five floors under the composition root, with no cycle', () => {
    const floors = floorsOf(importGraph(path.join(root, 'apps/api/src')));
    const under = [...floors].filter(([area]) => !ROOT.includes(area));
    const top = Math.max(...under.map(([, floor]) => floor));
    expect(
      top,
      under
        .sort((a, b) => b[1] - a[1])
        .map(([area, floor]) => `${floor} ${area}`)
        .join('\n'),
    ).toBeLessThanOrEqual(5);
    // The helpers stay at the bottom: lib on the ground floor, then db and middleware, then jobs.
    expect(floors.get('lib')).toBe(1);
    expect(floors.get('db')).toBe(2);
    expect(floors.get('middleware')).toBe(2);
    expect(floors.get('jobs')).toBe(3);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['lib', new Set(['db'])],
      ['db', new Set(['lib'])],
    ]);
    expect(() => floorsOf(graph)).toThrow('import cycle: lib -> db -> lib');
  });
});
