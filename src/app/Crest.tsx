/** The school's crest: an original shield with an open book and a rising sun (decorative). */
export function Crest({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 56"
      width="48"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M24 1 46 8v19c0 14-9.5 23.5-22 28C11.5 50.5 2 41 2 27V8Z" fill="#1d3a6e" />
      <path
        d="M24 5.5 42 11v16c0 11.5-7.6 19.6-18 23.7C13.6 46.6 6 38.5 6 27V11Z"
        fill="none"
        stroke="#f2b84b"
        strokeWidth="1.5"
      />
      <path d="M13 25a11 11 0 0 1 22 0Z" fill="#f2b84b" />
      <g stroke="#f2b84b" strokeWidth="1.6" strokeLinecap="round">
        <path d="M24 10v3.5M15 13.5l2 2.6M33 13.5l-2 2.6M10.5 20l3 1.2M37.5 20l-3 1.2" />
      </g>
      <path d="M10 28c5-2 10-1.5 14 1.2V43c-4-2.6-9-3-14-1.2Z" fill="#fff" />
      <path d="M38 28c-5-2-10-1.5-14 1.2V43c4-2.6 9-3 14-1.2Z" fill="#e8eef8" />
      <path d="M24 29.2V43" stroke="#1d3a6e" strokeWidth="1" />
    </svg>
  );
}
