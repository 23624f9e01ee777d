import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Message ids the admin can show: present in every language's catalog (src/i18n/messages/<lang>/*.json). */
export class Catalog {
  private readonly ids: Set<string>;

  constructor(messagesDir: string) {
    const languages = readdirSync(messagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const perLanguage = languages.map((language) => {
      const dir = join(messagesDir, language);
      return new Set(readdirSync(dir).filter((file) => file.endsWith('.json')).flatMap((file) => Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')) as object)));
    });
    const [first = new Set<string>(), ...rest] = perLanguage;
    this.ids = new Set([...first].filter((id) => rest.every((ids) => ids.has(id))));
  }

  known(id: unknown): boolean {
    return typeof id === 'string' && this.ids.has(id);
  }
}
