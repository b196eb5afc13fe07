import { Group, Text } from '@mantine/core';

/** The product mark: an anchor in a navy tile, and the word mark. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b2545" />
      <path d="M32 12v30M22 20h20" stroke="#5eead4" strokeWidth="4" strokeLinecap="round" />
      <path d="M14 36c2 9 9 15 18 15s16-6 18-15" fill="none" stroke="#5eead4" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="12" r="4" fill="#5eead4" />
    </svg>
  );
}

export function Brand({ inverted = false, size = 30 }: { inverted?: boolean; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} />
      <Text fw={750} fz={size * 0.62} lts={-0.3} c={inverted ? 'white' : 'navy.9'}>
        Portcall
      </Text>
    </Group>
  );
}
