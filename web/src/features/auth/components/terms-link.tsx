import { Anchor, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TermsDocument } from '../../../ui/terms-document';

/** 'terms and conditions' as a link that opens them in a dialog, without leaving the form. */
export function TermsLink() {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" onClick={open} fz="inherit">
        terms and conditions
      </Anchor>
      <Modal opened={isOpen} onClose={close} title="Terms and conditions" size="lg">
        <ScrollArea.Autosize mah="60vh">
          <TermsDocument compact />
        </ScrollArea.Autosize>
        <Group justify="flex-end" mt="md">
          <Button onClick={close}>Close</Button>
        </Group>
      </Modal>
    </>
  );
}
