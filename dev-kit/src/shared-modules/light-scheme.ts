/**
 * Chakra's semantic tokens with only their light values. The portal has one colour scheme (nothing sets
 * Chakra's `.dark` class), yet every page built and parsed the dark variables too: about a fifth of the
 * theme's CSS and of the system's creation time, spent on each load before the first screen.
 */
export function lightOnly<T>(tokens: T): T {
  // Same shape in and out, only each `{ _light, _dark }` value collapsed, so the input's type still holds.
  return collapse(tokens) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collapse(node: unknown): unknown {
  if (!isRecord(node)) return node;
  const value = node.value;
  if (isRecord(value) && '_light' in value) return { ...node, value: value._light };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, collapse(child)]));
}
