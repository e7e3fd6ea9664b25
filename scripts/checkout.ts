// Loads a module of another checkout (a directory holding this project's sources) into this process, for the A/B scripts.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Imports `path` (relative to the checkout's root, e.g. 'src/engine/index.ts') from the checkout at `root`. */
export async function importFromCheckout<T>(root: string, path: string): Promise<T> {
  return (await import(pathToFileURL(resolve(root, path)).href)) as T;
}
