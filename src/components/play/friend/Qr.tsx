// A QR code of a text as an SVG of squares (uqr computes the code; no markup is built from strings).
import { encode } from 'uqr';

export default function Qr(props: { text: string; label: string }) {
  const { data } = encode(props.text, { border: 2 });
  const size = data.length;
  const squares: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push(`M${x} ${y}h1v1h-1z`)));
  return (
    <svg
      class="gx-friend__qr"
      viewBox={`0 0 ${size} ${size}`}
      width="160"
      height="160"
      role="img"
      aria-label={props.label}
      shape-rendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={squares.join('')} fill="#000" />
    </svg>
  );
}
