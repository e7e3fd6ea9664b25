// The warning shown instead of a result while a deal's scores are unchecked (a friend's deal before, or without, its check).
export default function Unchecked(props: { text: string }) {
  return (
    <p class="gx-note gx-note--warn" data-unchecked="">
      {props.text}
    </p>
  );
}
