/** A small 24×24 line icon drawn from one path; the button around it carries the words. */
export function LineIcon(props: { path: string; size: number; filled?: boolean }) {
  const { path, size, filled = false } = props;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
