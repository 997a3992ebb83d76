import { Center, Loader, Stack, Text } from '@mantine/core';

/** A page or panel waiting for its code or data: a spinner and 'Loading...'. */
export function Pending({ text = 'Loading...' }: { text?: string }) {
  return (
    <Center h="100%" mih={240}>
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
