/** Out of sight but read by screen readers and reachable by the keyboard (a table's hidden header, a file input). */
export const visuallyHidden = {
  position: 'absolute',
  // Pixels spelled out: in `sx` a bare 1 means 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
