import styles from './CatFigure.module.scss';

/**
 * The school cat: a ginger tabby in the school's navy-and-gold scarf. Decorative (the
 * control around it carries the words); `asleep` closes its eyes and lets the Zs drift up.
 */
export function CatFigure({ asleep = false, className }: { asleep?: boolean; className?: string }) {
  return (
    <svg
      className={[styles.cat, className].filter(Boolean).join(' ')}
      data-asleep={asleep}
      viewBox="0 0 120 124"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className={styles.tail}
        d="M86 104c18 2 28-10 26-24-1-8-8-12-12-8 5 3 6 10 2 16-4 6-10 7-18 6z"
        fill="#e8893a"
      />
      <ellipse cx="60" cy="92" rx="31" ry="26" fill="#f4a340" />
      <ellipse cx="60" cy="98" rx="17" ry="17" fill="#fde6c4" />
      <path
        d="M36 86c4 2 6 6 6 10M84 86c-4 2-6 6-6 10"
        stroke="#d9782c"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="47" cy="116" rx="10" ry="6" fill="#fbd29a" />
      <ellipse cx="73" cy="116" rx="10" ry="6" fill="#fbd29a" />
      <path
        d="M43 116v3M47 116v3M51 116v3M69 116v3M73 116v3M77 116v3"
        stroke="#e0a463"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <path d="M30 34 27 6l25 17z" fill="#f4a340" />
      <path d="M90 34 93 6 68 23z" fill="#f4a340" />
      <path d="M33 28 32 13l12 9z" fill="#f7b3b8" />
      <path d="M87 28 88 13l-12 9z" fill="#f7b3b8" />
      <ellipse cx="60" cy="47" rx="34" ry="29" fill="#f4a340" />
      <path
        d="M60 19v9M51 21l2 8M69 21l-2 8"
        stroke="#d9782c"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M27 44h8M26 51h8M93 44h-8M94 51h-8"
        stroke="#d9782c"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <ellipse cx="60" cy="60" rx="15" ry="11" fill="#fde6c4" />
      <g className={styles.eyesOpen}>
        <g className={styles.blink}>
          <ellipse cx="46" cy="46" rx="5.5" ry="7" fill="#1f2430" />
          <ellipse cx="74" cy="46" rx="5.5" ry="7" fill="#1f2430" />
          <circle cx="48" cy="43" r="2" fill="#fff" />
          <circle cx="76" cy="43" r="2" fill="#fff" />
        </g>
      </g>
      <g
        className={styles.eyesClosed}
        stroke="#1f2430"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      >
        <path d="M40 47q6 5 12 0M68 47q6 5 12 0" />
      </g>
      <circle cx="38" cy="56" r="4.5" fill="#f7a1a8" opacity="0.55" />
      <circle cx="82" cy="56" r="4.5" fill="#f7a1a8" opacity="0.55" />
      <path d="M56 55h8l-4 4.5z" fill="#e56b7a" />
      <path
        d="M60 59.5q-2 5-7 3.5M60 59.5q2 5 7 3.5"
        stroke="#1f2430"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M44 58l-19-3M44 62l-18 3M76 58l19-3M76 62l18 3"
        stroke="#7a5a3a"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      <path d="M30 72q30 12 60 0l-2 9q-28 10-56 0z" fill="#1d3a6e" />
      <path d="M31 76q29 10 58 0" stroke="#f2b84b" strokeWidth="2.5" fill="none" />
      <path d="M74 79l6 16 7-3-4-15z" fill="#1d3a6e" />
      <path d="M76 84l8-2M78 89l7-2" stroke="#f2b84b" strokeWidth="2" />
      <g
        className={styles.zzz}
        fill="none"
        stroke="#1d3a6e"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path className={styles.z1} d="M92 20h8l-8 9h8" />
        <path className={styles.z2} d="M103 8h6l-6 7h6" />
        <path className={styles.z3} d="M112 0h4l-4 5h4" />
      </g>
    </svg>
  );
}
