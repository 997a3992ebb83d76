import { Code, List, Stack, Table, Text, Title } from '@mantine/core';
import { DEVICE_FIELDS, type FieldType } from '@nms/contract';

const TYPE_WORDS: Readonly<Record<FieldType, string>> = {
  text: 'text',
  int: 'number',
  float: 'number',
  bool: 'true / false',
  epoch: 'time (epoch ms)',
  textArray: 'list of text',
};

const EXAMPLES: readonly [string, string][] = [
  ['productCategory:"Power Outlet Controller"', 'a phrase in quotes'],
  ['nocid:NNOC AND provisionStatus:ACTV', 'both conditions'],
  ['state:1 OR state:2', 'critical or major devices'],
  ['name:ABC*', 'names starting with ABC (* any characters, ? one character)'],
  ['NOT discovered:true', 'devices not discovered'],
  ['state:[1 TO 3]', 'a range'],
  ["userdef2:''", 'an empty value'],
  ['(nocid:OVRC OR nocid:APE) AND stateUSA:TX', 'parentheses group conditions'],
];

/** The query help of spec 001 §2.13: syntax, examples and the fields the server searches. */
export function LuceneHelp() {
  return (
    <Stack gap="sm" data-testid="lucene-help">
      <Text size="sm">
        Type a query in the Lucene box and press Enter. It is combined (AND) with the filter row, the header filters and the
        search panel.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Code>field:value</Code> matches a field; a term without a field searches the device name.
        </List.Item>
        <List.Item>AND and OR must be upper case.</List.Item>
        <List.Item>
          <Code>NOT</Code> excludes, <Code>( )</Code> groups, <Code>"..."</Code> quotes a phrase.
        </List.Item>
        <List.Item>
          <Code>*</Code> and <Code>?</Code> are wildcards; <Code>&gt;</Code>, <Code>&lt;</Code>, <Code>[a TO b]</Code> compare
          numbers and times.
        </List.Item>
      </List>
      <Title order={5}>Examples</Title>
      <Stack gap={4}>
        {EXAMPLES.map(([q, what]) => (
          <Text size="sm" key={q}>
            <Code>{q}</Code> {what}
          </Text>
        ))}
      </Stack>
      <Title order={5}>Searchable device fields</Title>
      <Table striped withTableBorder fz="xs" verticalSpacing={2} data-testid="lucene-fields">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Type</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {DEVICE_FIELDS.map((f) => (
            <Table.Tr key={f.name}>
              <Table.Td>{f.name}</Table.Td>
              <Table.Td>{TYPE_WORDS[f.type]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
