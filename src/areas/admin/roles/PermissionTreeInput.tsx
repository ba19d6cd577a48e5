/**
 * The role editor's permission tree: a child entry appears once its parent is ticked;
 * unticking a parent removes its whole branch (a child without its parent grants nothing).
 * Each entry reads as its menu entry does (the menu keys cover every node of the tree).
 */
import { Box, Checkbox, FormControlLabel, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { PERMISSION_TREE, subtreeKeys, type PermissionNode } from '../../../domain/permissions';
import { domainKeys } from '../../../i18n/domain-messages';

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

function Branch({
  nodes,
  held,
  toggle,
  depth,
}: {
  nodes: PermissionNode[];
  held: Set<string>;
  toggle: (n: PermissionNode) => void;
  depth: number;
}) {
  const translate = useTranslate();
  return (
    <Stack sx={{ pl: depth ? 3 : 0 }}>
      {nodes.map((node) => (
        <Box key={node.key}>
          <FormControlLabel
            control={<Checkbox size="small" checked={held.has(node.key)} onChange={() => toggle(node)} />}
            label={translate(domainKeys.menu(node.key), { _: node.label })}
          />
          {node.children && held.has(node.key) && (
            <Branch nodes={node.children} held={held} toggle={toggle} depth={depth + 1} />
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** `label`: a catalog key (a plain text reads as itself). */
export function PermissionTreeInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const held = new Set(toKeys(field.value));
  const toggle = (node: PermissionNode) => {
    const next = new Set(held);
    if (next.has(node.key)) for (const key of subtreeKeys(node.key)) next.delete(key);
    else next.add(node.key);
    field.onChange([...next]);
  };
  const legend = translate(label, { _: label });
  const error = fieldState.error?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-label={legend}>
      <FormLabel component="legend">{legend}</FormLabel>
      <Branch nodes={PERMISSION_TREE} held={held} toggle={toggle} depth={0} />
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
    </Box>
  );
}
