import type { ReactNode } from 'react';
import type { SceneBackground } from '../../content/tourScenes';
import styles from './TourDialog.module.scss';

// Small original illustrations, one per scene, drawn on a 320 × 180 canvas. Shapes with the
// `move` class drift gently while the tour is "playing" (and never with reduced motion).

const BOOK_COLOURS = ['#1d3a6e', '#b3261e', '#f2b84b', '#2f7d5b', '#6b4fa0', '#e07a3f'];

function books(x: number, y: number, count: number, seed: number) {
  return Array.from({ length: count }, (_, i) => {
    const width = 7 + ((i * 7 + seed) % 5);
    const height = 22 + ((i * 11 + seed) % 9);
    const left =
      x + Array.from({ length: i }, (_, j) => 8 + ((j * 7 + seed) % 5)).reduce((a, b) => a + b, 0);
    return (
      <rect
        key={i}
        x={left}
        y={y - height}
        width={width}
        height={height}
        rx="1"
        fill={BOOK_COLOURS[(i + seed) % BOOK_COLOURS.length]}
      />
    );
  });
}

const SCENES: Record<SceneBackground, ReactNode> = {
  gate: (
    <>
      <rect width="320" height="180" fill="#cfe8f7" />
      <circle className={styles.move} cx="268" cy="34" r="16" fill="#f2b84b" />
      <path d="M0 140q80-18 160 0t160 0v40H0z" fill="#8cc084" />
      <rect x="90" y="62" width="140" height="82" fill="#fbf3e4" />
      <path d="M80 64 160 30l80 34z" fill="#1d3a6e" />
      <rect x="150" y="106" width="20" height="38" rx="10" fill="#1d3a6e" />
      {[104, 130, 182, 208].map((x) => (
        <rect key={x} x={x} y="80" width="14" height="16" rx="2" fill="#9fc9e8" />
      ))}
      {[104, 130, 182, 208].map((x) => (
        <rect key={x} x={x} y="110" width="14" height="16" rx="2" fill="#9fc9e8" />
      ))}
      <path d="M160 30V8" stroke="#4a5163" strokeWidth="2" />
      <path className={styles.move} d="M161 9h18l-5 5 5 5h-18z" fill="#f2b84b" />
      <rect x="40" y="112" width="12" height="40" fill="#b9a68a" />
      <rect x="268" y="112" width="12" height="40" fill="#b9a68a" />
      <path d="M52 118h38M230 118h38M52 130h38M230 130h38" stroke="#4a5163" strokeWidth="2" />
      <circle cx="22" cy="112" r="16" fill="#5f9f63" />
      <rect x="20" y="124" width="4" height="20" fill="#7a5a3a" />
      <circle cx="300" cy="108" r="18" fill="#5f9f63" />
      <rect x="298" y="122" width="4" height="22" fill="#7a5a3a" />
    </>
  ),
  classroom: (
    <>
      <rect width="320" height="180" fill="#f3ead8" />
      <rect y="140" width="320" height="40" fill="#c99a64" />
      <rect x="70" y="24" width="180" height="92" rx="6" fill="#1d3a6e" />
      <rect x="80" y="34" width="160" height="72" rx="3" fill="#2a5298" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          className={styles.move}
          x={98 + i * 26}
          y={92 - (i + 2) * 8}
          width="16"
          height={(i + 2) * 8}
          fill={i % 2 ? '#f2b84b' : '#8fd3c1'}
        />
      ))}
      <rect
        x="262"
        y="30"
        width="44"
        height="56"
        rx="3"
        fill="#cfe8f7"
        stroke="#fbf8f2"
        strokeWidth="4"
      />
      <path d="M284 30v56M262 58h44" stroke="#fbf8f2" strokeWidth="3" />
      {[40, 130, 220].map((x) => (
        <g key={x}>
          <rect x={x} y="130" width="64" height="8" rx="2" fill="#8a5a33" />
          <rect x={x + 6} y="138" width="4" height="24" fill="#6d4527" />
          <rect x={x + 54} y="138" width="4" height="24" fill="#6d4527" />
          <rect x={x + 18} y="122" width="18" height="8" rx="1" fill="#fbf8f2" />
        </g>
      ))}
    </>
  ),
  lab: (
    <>
      <rect width="320" height="180" fill="#dff1ee" />
      <rect x="20" y="30" width="120" height="6" fill="#9bbab5" />
      <rect x="180" y="30" width="120" height="6" fill="#9bbab5" />
      {[30, 54, 78, 102, 196, 226, 256].map((x, i) => (
        <rect
          key={x}
          x={x}
          y={12}
          width="14"
          height="18"
          rx="3"
          fill={['#8fd3c1', '#f2b84b', '#e56b7a'][i % 3]}
        />
      ))}
      <rect y="120" width="320" height="60" fill="#4a5163" />
      <rect y="116" width="320" height="8" fill="#6b7387" />
      <path d="M70 116V84h-6v-6h20v6h-6v32z" fill="#fbf8f2" opacity="0.9" />
      <path d="M64 116l6-20h8l6 20z" fill="#8fd3c1" />
      <path d="M150 116c-20 0-24-28-6-34V60h12v22c18 6 14 34-6 34z" fill="#fbf8f2" opacity="0.9" />
      <path d="M132 100c2 10 8 16 18 16s16-6 18-16z" fill="#e56b7a" />
      <path d="M230 116V70h12v46z" fill="#fbf8f2" opacity="0.9" />
      <rect x="230" y="92" width="12" height="24" fill="#f2b84b" />
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          className={styles.move}
          cx={146 + i * 6}
          cy={52 - i * 12}
          r={3 + i}
          fill="#e56b7a"
          opacity="0.6"
        />
      ))}
      <rect x="270" y="96" width="30" height="20" rx="3" fill="#1d3a6e" />
      <circle cx="285" cy="92" r="8" fill="none" stroke="#1d3a6e" strokeWidth="4" />
    </>
  ),
  field: (
    <>
      <rect width="320" height="180" fill="#cfe8f7" />
      <rect y="70" width="320" height="110" fill="#6fb36b" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={i * 80} y="70" width="40" height="110" fill="#7cbf77" />
      ))}
      <path d="M0 170q160-30 320 0" stroke="#c4553a" strokeWidth="14" fill="none" />
      <path d="M160 70v110" stroke="#fbf8f2" strokeWidth="2" />
      <circle cx="160" cy="118" r="22" stroke="#fbf8f2" strokeWidth="2" fill="none" />
      <path d="M262 76v44M300 76v44M262 76h38" stroke="#fbf8f2" strokeWidth="4" />
      <path d="M264 78l34 40M298 78l-34 40" stroke="#fbf8f2" strokeWidth="0.8" opacity="0.7" />
      <g className={styles.move}>
        <circle cx="200" cy="132" r="9" fill="#fbf8f2" />
        <path d="M196 128l4 2 4-2v5l-4 3-4-3z" fill="#1f2430" />
      </g>
      <rect x="20" y="36" width="80" height="26" rx="2" fill="#1d3a6e" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <circle key={i} cx={30 + i * 12} cy="56" r="4" fill={i % 2 ? '#f2b84b' : '#e56b7a'} />
      ))}
    </>
  ),
  stage: (
    <>
      <rect width="320" height="180" fill="#2b2140" />
      <path className={styles.move} d="M160 0 110 150h100z" fill="#f2b84b" opacity="0.22" />
      <rect y="140" width="320" height="40" fill="#8a5a33" />
      <rect y="136" width="320" height="6" fill="#6d4527" />
      <path d="M0 0h90q-10 70 10 150H0z" fill="#b3261e" />
      <path d="M320 0h-90q10 70-10 150h100z" fill="#b3261e" />
      <path
        d="M20 0v150M45 0q-6 75 0 150M70 0q-8 75 4 150M300 0v150M275 0q6 75 0 150M250 0q8 75-4 150"
        stroke="#8e1d17"
        strokeWidth="4"
        fill="none"
      />
      <rect width="320" height="16" fill="#8e1d17" />
      <circle cx="132" cy="100" r="14" fill="#fbf8f2" />
      <path d="M125 97h4M135 97h4M126 106q6 5 12 0" stroke="#2b2140" strokeWidth="2" fill="none" />
      <circle cx="190" cy="100" r="14" fill="#f2b84b" />
      <path d="M183 97h4M193 97h4M184 108q6-5 12 0" stroke="#2b2140" strokeWidth="2" fill="none" />
      <path
        d="M240 60l4 10 10 1-8 6 3 10-9-6-9 6 3-10-8-6 10-1z"
        className={styles.move}
        fill="#f2b84b"
      />
    </>
  ),
  shelves: (
    <>
      <rect width="320" height="180" fill="#f6e7cf" />
      <rect y="150" width="320" height="30" fill="#b07a4a" />
      <rect x="14" y="14" width="150" height="136" fill="#8a5a33" />
      <rect x="20" y="20" width="138" height="124" fill="#6d4527" />
      {[58, 100, 142].map((y) => (
        <rect key={y} x="20" y={y} width="138" height="4" fill="#8a5a33" />
      ))}
      {books(24, 58, 12, 0)}
      {books(24, 100, 11, 2)}
      {books(24, 142, 12, 4)}
      <ellipse cx="240" cy="160" rx="70" ry="12" fill="#b3261e" opacity="0.5" />
      <rect x="214" y="120" width="56" height="6" rx="2" fill="#6d4527" />
      <rect x="218" y="126" width="4" height="28" fill="#6d4527" />
      <rect x="262" y="126" width="4" height="28" fill="#6d4527" />
      <path d="M290 150V70" stroke="#4a5163" strokeWidth="3" />
      <path className={styles.move} d="M276 70h28l-8-18h-12z" fill="#f2b84b" />
      <path d="M226 118l10-14h14l-4 14z" fill="#1d3a6e" />
    </>
  ),
  workshop: (
    <>
      <rect width="320" height="180" fill="#e3e8f2" />
      <rect y="128" width="320" height="52" fill="#9aa6bd" />
      <rect x="30" y="120" width="260" height="10" rx="2" fill="#4a5163" />
      <g className={styles.move}>
        <circle
          cx="50"
          cy="40"
          r="18"
          fill="none"
          stroke="#9aa6bd"
          strokeWidth="8"
          strokeDasharray="6 5"
        />
      </g>
      <circle
        cx="86"
        cy="26"
        r="10"
        fill="none"
        stroke="#b6c0d3"
        strokeWidth="6"
        strokeDasharray="4 4"
      />
      <rect x="60" y="96" width="52" height="24" rx="2" fill="#1f2430" />
      <rect x="64" y="72" width="44" height="26" rx="2" fill="#2a5298" />
      <path d="M70 80h18M70 86h26M70 92h12" stroke="#8fd3c1" strokeWidth="2" />
      <rect x="186" y="60" width="50" height="44" rx="8" fill="#f2b84b" />
      <rect
        x="192"
        y="28"
        width="38"
        height="28"
        rx="6"
        fill="#fbf8f2"
        stroke="#1d3a6e"
        strokeWidth="3"
      />
      <circle cx="203" cy="42" r="4" fill="#1d3a6e" />
      <circle cx="219" cy="42" r="4" fill="#1d3a6e" />
      <path d="M211 28V16" stroke="#1d3a6e" strokeWidth="3" />
      <circle className={styles.move} cx="211" cy="14" r="4" fill="#e56b7a" />
      <rect x="196" y="70" width="30" height="10" rx="2" fill="#1d3a6e" />
      <rect x="190" y="104" width="12" height="16" fill="#4a5163" />
      <rect x="220" y="104" width="12" height="16" fill="#4a5163" />
      <path
        d="M186 72h-16l-6 10M236 72h14"
        stroke="#4a5163"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </>
  ),
  canteen: (
    <>
      <rect width="320" height="180" fill="#fdf1d8" />
      <rect y="140" width="320" height="40" fill="#e3c9a0" />
      {[60, 160, 260].map((x) => (
        <g key={x}>
          <path d={`M${x} 0v22`} stroke="#4a5163" strokeWidth="2" />
          <path className={styles.move} d={`M${x - 14} 36q14-20 28 0z`} fill="#1d3a6e" />
        </g>
      ))}
      <rect x="112" y="48" width="96" height="44" rx="4" fill="#2f5d46" />
      <path
        d="M122 60h50M122 70h66M122 80h40"
        stroke="#fbf8f2"
        strokeWidth="2"
        strokeLinecap="round"
      />
      {[40, 190].map((x) => (
        <g key={x}>
          <rect x={x} y="116" width="90" height="8" rx="3" fill="#b07a4a" />
          <rect x={x + 8} y="124" width="4" height="30" fill="#8a5a33" />
          <rect x={x + 78} y="124" width="4" height="30" fill="#8a5a33" />
          <ellipse cx={x + 24} cy="113" rx="12" ry="4" fill="#fbf8f2" />
          <circle cx={x + 20} cy="111" r="3" fill="#e56b7a" />
          <circle cx={x + 27} cy="111" r="3" fill="#8cc084" />
          <ellipse cx={x + 64} cy="113" rx="12" ry="4" fill="#fbf8f2" />
          <circle cx={x + 64} cy="110" r="4" fill="#f2b84b" />
        </g>
      ))}
    </>
  ),
};

export function SceneBackdrop({ background }: { background: SceneBackground }) {
  return (
    <svg
      className={styles.backdrop}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {SCENES[background]}
    </svg>
  );
}
