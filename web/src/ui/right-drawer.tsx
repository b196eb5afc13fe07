import { Box, Button, Drawer, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDrawer } from './drawer-store';

export const DRAWER_DEFAULT_WIDTH = 700;
export const DRAWER_DEFAULT_TITLE = 'Comments';

export interface RightDrawerProps {
  /** Which drawer this is; its open state lives in the drawer store under this id. */
  id: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Optional content under the title row (filters, tabs). */
  header?: ReactNode;
  width?: number;
  withCloseButton?: boolean;
  /** Runs every time the drawer closes, however it was closed. */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The slide-in right-hand drawer of platform-core §2: width 700 and title 'Comments' by default,
 * a Close button, closes on Escape or a backdrop click, locks page scroll while open.
 */
export function RightDrawer({
  id,
  title = DRAWER_DEFAULT_TITLE,
  subtitle,
  icon,
  header,
  width = DRAWER_DEFAULT_WIDTH,
  withCloseButton = true,
  onClose,
  children,
}: RightDrawerProps) {
  const drawer = useDrawer(id);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const wasOpen = useRef(drawer.isOpen);

  useEffect(() => {
    if (wasOpen.current && !drawer.isOpen) onCloseRef.current?.();
    wasOpen.current = drawer.isOpen;
  }, [drawer.isOpen]);

  return (
    <Drawer.Root
      opened={drawer.isOpen}
      onClose={drawer.close}
      position="right"
      size={width}
      closeOnEscape
      closeOnClickOutside
      lockScroll
      trapFocus
    >
      <Drawer.Overlay backgroundOpacity={0.35} blur={1} />
      <Drawer.Content aria-describedby={undefined}>
        <Drawer.Header className="drawer-header">
          <Stack gap={8} style={{ flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap">
                {icon ? (
                  <ThemeIcon variant="light" color="teal" size="lg" radius="md">
                    {icon}
                  </ThemeIcon>
                ) : null}
                <Box>
                  <Drawer.Title fw={650} fz="lg">
                    {title}
                  </Drawer.Title>
                  {subtitle ? (
                    <Text size="sm" c="dimmed">
                      {subtitle}
                    </Text>
                  ) : null}
                </Box>
              </Group>
              {withCloseButton ? (
                <Button variant="default" size="xs" onClick={drawer.close}>
                  Close
                </Button>
              ) : null}
            </Group>
            {header}
          </Stack>
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
