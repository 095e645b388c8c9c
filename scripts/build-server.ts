// Bundles the API server for production (dist/server/main.js, ESM), as scripts/build-desktop.ts does for the
// desktop app: `npm run serve` then runs it with plain Node, so tsx is needed only in development. The
// server's own code (server/, shared/) is bundled; packages stay external and come from node_modules (the
// production dependencies: `npm ci --omit=dev`). The build fails if the server imports a package that is not a
// production dependency. The bundle runs from the project folder: its migrations (server/drizzle), fonts
// (assets/fonts) and package.json stay where they are, and every `import.meta.url` in the server's sources
// is rewritten to the source file's own address, so the paths the code builds from it are unchanged.
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `import.meta.url` in a bundled source means the source file, wherever the bundle lies. */
function sourceUrlPlugin(outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or null for a Node built-in. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export async function buildServer({ outDir = path.join(root, 'dist', 'server'), log = console.log } = {}): Promise<string> {
  const outfile = path.join(outDir, 'main.js');
  const result = await build({
    entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [sourceUrlPlugin(outDir)],
  });
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => packageOf(entry.path)));
  const notProduction = [...new Set(imported)].filter((name): name is string => name !== null && !(name in pkg.dependencies));
  if (notProduction.length > 0) throw new Error(`El servidor importa paquetes que no son dependencias de producción (package.json): ${notProduction.join(', ')}`);
  log(`Servidor compilado: ${path.relative(root, outfile)}`);
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
