import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/**
 * The payment link as a QR code (docs/kaspi.md), drawn as one SVG path: dark modules on a white
 * quiet zone in both colour schemes, since phone cameras read dark-on-light.
 */
export function KaspiQr({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const modules = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row += 1) {
      for (let col = 0; col < modules; col += 1) {
        if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { path: d, count: modules + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', borderRadius: 8 }}
      data-testid="kaspi-qr"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
