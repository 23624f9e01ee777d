import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The two art shapes flag-icons ships, as `src/framework/display/flagUrl.ts` names them. */
const SHAPES = ['1x1', '4x3'] as const;

/** `/flags/<shape>/<code>.svg` (`gb-eng` and the like have a dash). */
const FLAG_PATH = /^\/flags\/(1x1|4x3)\/([a-z0-9-]+)\.svg$/;

/**
 * flag-icons' SVGs at fixed URLs, `flags/1x1/<code>.svg` and `flags/4x3/<code>.svg`: copied into
 * the build, served from the package by `npm start`. A flag then costs its SVG request only; the
 * lazy URL map this replaces was a 58 KB chunk on every list with a country column plus a tiny
 * script per flag before its SVG. The URLs carry no hash: the art changes with the package only.
 */
export function flagAssets(root: string): Plugin {
  const dir = join(root, 'node_modules/flag-icons/flags');
  return {
    name: 'lingua:flag-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = FLAG_PATH.exec((request.url ?? '').split('?')[0]);
        if (!match) return next();
        const file = join(dir, match[1], `${match[2]}.svg`);
        // A code without art answers 404 (not the app's page), so the `Flag` shows the unknown flag.
        if (!existsSync(file)) {
          response.statusCode = 404;
          return response.end();
        }
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const shape of SHAPES) {
        for (const name of readdirSync(join(dir, shape)).filter((file) => file.endsWith('.svg'))) {
          this.emitFile({ type: 'asset', fileName: `flags/${shape}/${name}`, source: readFileSync(join(dir, shape, name)) });
        }
      }
    },
  };
}
