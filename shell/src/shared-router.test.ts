import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../remotes.json';
import * as sharedRouter from 'shared-ui/router';

const root = new URL('../../', import.meta.url);
const appFolders = ['shell', 'shared-ui', 'shared-api', ...manifest.remotes.map((remote) => remote.folder)];

/** Every name the apps' built code imports from react-router-dom (tests and stories run outside federation). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const folder of appFolders) {
    const files = readdirSync(new URL(`${folder}/src/`, root), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$|test-utils/.test(f))) {
      const text = readFileSync(new URL(`${folder}/src/${file}`, root), 'utf8');
      for (const [, specifiers = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
        for (const specifier of specifiers.split(',').map((s) => s.trim())) {
          const [name = ''] = specifier.split(/\s+as\s+/);
          if (name && !name.startsWith('type ')) names.set(name, `${folder}/src/${file}`);
        }
      }
      expect(text, `${folder}/src/${file} imports react-router-dom by name`).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s*'react-router-dom'/);
    }
  }
  return names;
}

describe('shared router (what the federated apps get for react-router-dom)', () => {
  it('exports every part of React Router the apps import', () => {
    const missing = [...importedNames()].filter(([name]) => !(name in sharedRouter)).map(([name, file]) => `${name} (${file})`);
    expect(missing, 'add them to shared-ui/src/router.ts').toEqual([]);
  });
});
