// One line of a practice position's scene: what it is, and what it was then.
import type { ComponentChildren } from 'preact';

export default function SceneRow(props: { readonly label: string; readonly children: ComponentChildren }) {
  return (
    <div class="gx-ex__scene-row">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
