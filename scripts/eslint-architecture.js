// Lint rules that keep the architecture's shape (docs/architecture.md): the web app's layers, the server's
// module boundaries, and no import cycles. Each resolves relative imports against the importing file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSource = path.join(root, 'apps/web/src');
// The operator console is laid out like the web app (shared → features → app) and linted by the same rule.
const consoleSource = path.join(root, 'apps/console/src');
const serverSource = path.join(root, 'apps/server/src');

/** Where a file of the web app sits: shared (components, lib, config), a feature, or the app layer. */
function webLayerOf(file) {
  const source = file.startsWith(consoleSource + path.sep) ? consoleSource : webSource;
  const relative = path.relative(source, file).split(path.sep);
  if (relative[0] === 'features') return { layer: 'features', feature: relative[1] };
  // The entry files at the root of src (main.tsx) belong to the app layer.
  return { layer: relative[0] === 'app' || relative.length === 1 ? 'app' : 'shared' };
}

const webLayers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = webLayerOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = webLayerOf(path.resolve(path.dirname(context.filename), source));
        if (from.layer === 'shared' && to.layer !== 'shared') {
          context.report({ node, message: 'Shared code (components, lib, config) imports neither features nor the app layer.' });
        } else if (from.layer === 'features' && to.layer === 'app') {
          context.report({ node, message: 'Features do not import the app layer; routes compose features.' });
        } else if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
          context.report({ node, message: `The ${from.feature} feature imports the ${to.feature} feature; compose them in app/ instead.` });
        }
      },
    };
  },
};

/**
 * Where a file of the server sits: platform (shared plumbing), a module, the wiring (the one place that knows
 * every module), or the entry files (app, main, config, seed, cli).
 */
function serverPartOf(file) {
  const relative = path.relative(serverSource, file).split(path.sep);
  if (relative[0] === 'platform') return { part: 'platform' };
  if (relative[0] === 'modules') return { part: 'module', module: relative[1] };
  if (relative[0] === 'wiring') return { part: 'wiring' };
  return { part: 'entry' };
}

const serverModules = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = serverPartOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = serverPartOf(path.resolve(path.dirname(context.filename), source));
      if (from.part === 'platform' && to.part !== 'platform') {
        context.report({ node, message: 'platform/ is the shared plumbing: it imports no module, no wiring and no entry file.' });
      } else if (from.part === 'module' && to.part === 'module' && to.module !== from.module) {
        context.report({ node, message: `Module ${from.module} imports module ${to.module}: declare what it needs in its ports.ts and let wiring/ adapt the other module's service.` });
      } else if (from.part === 'module' && (to.part === 'wiring' || to.part === 'entry')) {
        context.report({ node, message: `Module ${from.module} imports ${to.part === 'wiring' ? 'the wiring' : 'an entry file'}: a module imports its own files, platform/ and packages only.` });
      } else if (from.part === 'wiring' && to.part === 'entry' && !/config\.ts$/.test(source)) {
        context.report({ node, message: 'wiring/ only wires: it imports modules, platform/ and the configuration.' });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// The relative imports of each file that remain at run time (type-only imports are erased), read once per lint run.
const runtimeImports = new Map();
const importPattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function isTypeOnly(keyword, typeKeyword, clause) {
  if (typeKeyword) return true;
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (keyword !== 'import' || !named) return false;
  const names = named[1].split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function importsOf(file) {
  let found = runtimeImports.get(file);
  if (found) return found;
  found = [];
  runtimeImports.set(file, found);
  if (!existsSync(file)) return found;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[4] ?? match[5];
    if (!/\.(ts|tsx|js|mjs)$/.test(specifier)) continue;
    if (match[4] && isTypeOnly(match[1], match[2], match[3])) continue;
    found.push(path.resolve(path.dirname(file), specifier));
  }
  return found;
}

/** The shortest chain of run-time imports from `start` back to `target`, if there is one. */
function chainBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [file];
        for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.') || node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type')) return;
      const target = path.resolve(path.dirname(file), source);
      const chain = chainBack(target, file);
      if (chain) {
        const names = [file, ...chain].map((entry) => path.relative(root, entry));
        context.report({ node, message: `Import cycle: ${names.join(' → ')} → ${names[0]}.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const architecture = { rules: { 'web-layers': webLayers, 'server-modules': serverModules, 'no-cycle': noCycle } };
