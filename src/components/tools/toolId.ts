// Stable element ids for a tool instance, the same on the server and after hydration (several tools may share a page).
import { useId } from 'preact/hooks';

/** A short hash of the tool's props, so two tools on one page get different ids. */
function hashText(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** Id prefix for one tool: its name, a hash of its props, and Preact's per-island id. */
export function useToolId(tool: string, props: object): string {
  const id = useId();
  return `gx-${tool}-${hashText(JSON.stringify(props))}-${id.replace(/[^\w-]/g, '')}`;
}
