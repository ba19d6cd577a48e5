/**
 * The role editor's permission tree: a child entry appears once its parent is ticked;
 * unticking a parent removes its whole branch (a child without its parent grants nothing).
 */
import { Box, Checkbox, FormControlLabel, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useInput } from 'react-admin';
import { PERMISSION_TREE, subtreeKeys, type PermissionNode } from '../../domain/permissions';

function toKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((k): k is string => typeof k === 'string');
  if (typeof value === 'string') {
    try {
      return toKeys(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return [];
}

function Branch({ nodes, held, toggle, depth }: { nodes: PermissionNode[]; held: Set<string>; toggle: (n: PermissionNode) => void; depth: number }) {
  return (
    <Stack sx={{ pl: depth ? 3 : 0 }}>
      {nodes.map((node) => (
        <Box key={node.key}>
          <FormControlLabel
            control={<Checkbox size="small" checked={held.has(node.key)} onChange={() => toggle(node)} />}
            label={node.label}
          />
          {node.children && held.has(node.key) && (
            <Branch nodes={node.children} held={held} toggle={toggle} depth={depth + 1} />
          )}
        </Box>
      ))}
    </Stack>
  );
}

export function PermissionTreeInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const held = new Set(toKeys(field.value));
  const toggle = (node: PermissionNode) => {
    const next = new Set(held);
    if (next.has(node.key)) for (const key of subtreeKeys(node.key)) next.delete(key);
    else next.add(node.key);
    field.onChange([...next]);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-label={label}>
      <FormLabel component="legend">{label}</FormLabel>
      <Branch nodes={PERMISSION_TREE} held={held} toggle={toggle} depth={0} />
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
