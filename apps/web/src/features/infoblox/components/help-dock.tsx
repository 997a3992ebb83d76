import { Code, Drawer, List, Stack, Text, Title } from '@mantine/core';

/** The right-side help dock of spec 002 §2.6. The IP and mask rules are advice: nothing enforces them. */
export function HelpDock({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title="Infoblox Search Help" data-testid="infoblox-help">
      <Stack gap="sm">
        <Text size="sm">This tool is read-only: it searches Infoblox and changes nothing there.</Text>
        <Text size="sm">
          Results can be copied (tab-delimited, with the Copy button, ready to paste into a spreadsheet) or downloaded with Export.
        </Text>
        <Title order={5}>Regex basics</Title>
        <Text size="sm">Search text is a regular expression and ignores case. Without special characters it matches anywhere in the value.</Text>
        <List size="sm" spacing={2}>
          <List.Item>
            <Code>.</Code> any character, <Code>\.</Code> a literal dot
          </List.Item>
          <List.Item>
            <Code>^</Code> start of the value, <Code>$</Code> its end: <Code>^store</Code>, <Code>hughes\.net$</Code>
          </List.Item>
          <List.Item>
            <Code>*</Code> zero or more, <Code>+</Code> one or more, <Code>?</Code> optional: <Code>rtr[0-9]+</Code>
          </List.Item>
          <List.Item>
            <Code>[0-9]</Code> one character of a set, <Code>a|b</Code> either: <Code>fgt|mx</Code>
          </List.Item>
        </List>
        <Title order={5}>Search types</Title>
        <List size="sm" spacing={2}>
          <List.Item>Hostname: host record names (FQDN).</List.Item>
          <List.Item>IPv4/IPv6 Address: host records by address; a full address matches exactly, a partial one as a prefix.</List.Item>
          <List.Item>Comments: host record comments.</List.Item>
          <List.Item>Owner: the IPPlan user id or owner group.</List.Item>
          <List.Item>Subnet: networks by address, prefix or CIDR.</List.Item>
        </List>
        <Text size="sm">Drill-down exists only on Subnet: expand a subnet row to see its IP ranges, filtered by status.</Text>
        <Text size="sm">The IP range filter lists the addresses of a network; type its Network View to narrow it.</Text>
        <Title order={5}>IP searches</Title>
        <Text size="sm">An IP search needs at least two octets of IPv4 (10.16) or three of IPv6 (fd10:16:4).</Text>
        <Text size="sm">A mask above 23 is treated as class C; a mask below 24 is treated as class B.</Text>
      </Stack>
    </Drawer>
  );
}
