import { Code, List, Stack, Table, Text, Title } from '@mantine/core';
import { FIELD_SECTIONS, QUERY_EXAMPLES, TYPE_WORDS } from './query-fields';

export interface QueryHelpProps {
  /** Which attribute lists to show, in this order; both by default (the help page of spec 001 §2.13). */
  sections?: readonly ('notifications' | 'topology')[];
  /** A first line saying where the query is typed (each screen says it its own way). */
  intro?: string;
}

/**
 * The query help of spec 001 §2.13: the syntax, examples and the searchable attributes. The lists
 * are the server's own allow-lists (contract fields/*), so a listed field is always accepted.
 */
export function QueryHelp({ sections = ['notifications', 'topology'], intro }: QueryHelpProps) {
  return (
    <Stack gap="sm" data-testid="query-help">
      {intro && <Text size="sm">{intro}</Text>}
      <Title order={5}>Syntax</Title>
      <List size="sm" spacing={4}>
        <List.Item>
          <Code>field:value</Code> matches an attribute; a term without a field searches the name. No space after the colon.
        </List.Item>
        <List.Item>
          AND and OR must be upper case (<Code>and</Code> and <Code>or</Code> are searched as words). Terms next to each other are joined with AND;
          AND binds tighter than OR.
        </List.Item>
        <List.Item>
          <Code>NOT</Code> excludes, <Code>( )</Code> groups, <Code>field:(a OR b)</Code> tries values of one field.
        </List.Item>
        <List.Item data-testid="query-help-symbols">
          As in Kibana: <Code>-</Code> or <Code>!</Code> before a term or group excludes it like NOT (<Code>-state:5</Code>), <Code>+</Code> requires
          it, <Code>&amp;&amp;</Code> is AND and <Code>||</Code> is OR. Inside a value they are plain text (<Code>latitude:-12.5</Code>,{' '}
          <Code>name:ab-01</Code>).
        </List.Item>
        <List.Item data-testid="query-help-not-lucene">
          Unlike Lucene, operators are plain logic: <Code>a OR NOT b</Code> (and <Code>a OR -b</Code>) matches a, or anything that is not b. Lucene
          reads it as <Code>a AND NOT b</Code> and finds far fewer; write that if it is what you mean.
        </List.Item>
        <List.Item>
          <Code>field:*</Code> matches where the field has a value; Kibana's <Code>_exists_:field</Code> means the same.
        </List.Item>
        <List.Item>
          Not supported (the query is refused, naming the operator): boosts <Code>^</Code>, fuzzy or proximity <Code>~</Code> and regular expressions{' '}
          <Code>/.../</Code>. Put <Code>\</Code> before any of these characters to search for it.
        </List.Item>
        <List.Item>
          <Code>"..."</Code> or <Code>'...'</Code> quotes a phrase (spaces, colons; no wildcards inside); <Code>''</Code> is an empty value.
        </List.Item>
        <List.Item>
          <Code>*</Code> matches any characters and <Code>?</Code> one character; <Code>*</Code> alone matches everything.
        </List.Item>
        <List.Item>
          Ranges: <Code>[a TO b]</Code> includes both ends, <Code>{'{a TO b}'}</Code> excludes them, <Code>*</Code> leaves an end open;{' '}
          <Code>&gt;</Code>, <Code>&gt;=</Code>, <Code>&lt;</Code>, <Code>&lt;=</Code> compare numbers, times and text. Times take epoch milliseconds
          or an ISO date.
        </List.Item>
      </List>
      <Title order={5}>Examples</Title>
      <Stack gap={4}>
        {QUERY_EXAMPLES.map(([q, what]) => (
          <Text size="sm" key={q}>
            <Code>{q}</Code> {what}
          </Text>
        ))}
      </Stack>
      {sections
        .map((key) => FIELD_SECTIONS.find((s) => s.key === key))
        .map(
          (s) =>
            s && (
              <Stack gap={6} key={s.key}>
                <Title order={5}>{s.title}</Title>
                <Table striped withTableBorder fz="xs" verticalSpacing={2} data-testid={`query-fields-${s.key}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Attribute</Table.Th>
                      <Table.Th>Type</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {s.fields.map((f) => (
                      <Table.Tr key={f.name}>
                        <Table.Td>{f.name}</Table.Td>
                        <Table.Td>{TYPE_WORDS[f.type]}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            ),
        )}
    </Stack>
  );
}
