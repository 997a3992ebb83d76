import { Alert, Button, Group, JsonInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { causeOf } from '../../../../components/notice/messages';
import { buildRequest, parseBody, type ParamValues } from '../../logic/build-request';
import type { ExplorerOperation } from '../../logic/group-operations';
import { exampleOf } from '../../logic/schema-text';
import { securedActionOf } from '../../logic/secured-call';
import { sendRequest, type ExplorerAnswer } from '../../logic/send-request';
import { AnswerView } from './answer-view';
import { ConfirmSecured } from './confirm-secured';
import { ParameterFields } from './parameter-fields';

interface Props {
  operation: ExplorerOperation;
  /** The document's server URL the paths are relative to. */
  server: string | undefined;
}

/** One operation opened: its description, its inputs, Execute, and what the server answered. */
export function OperationPanel({ operation, server }: Props) {
  const [values, setValues] = useState<ParamValues>({});
  const [body, setBody] = useState(() => (operation.body ? JSON.stringify(exampleOf(operation.body.schema), null, 2) : ''));
  const [answer, setAnswer] = useState<ExplorerAnswer>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A secured or multi call waiting for the user's go-ahead (dropped when an input changes).
  const [confirming, setConfirming] = useState<{ action: string; url: string; body?: string }>();

  // A binary answer lives in an object URL: free it when the answer is replaced or the panel goes.
  useEffect(
    () => () => {
      if (answer?.downloadUrl) URL.revokeObjectURL(answer.downloadUrl);
    },
    [answer],
  );

  const execute = () => {
    setError(undefined);
    const built = buildRequest(server, operation.path, operation.parameters, values);
    if (built.missing.length) return setError(`Required: ${built.missing.join(', ')}`);
    const parsed = operation.body ? parseBody(body) : undefined;
    if (parsed && !parsed.ok) return setError(parsed.error);
    const request = { url: built.url, body: parsed?.ok ? parsed.json : undefined };
    const action = securedActionOf(built.url);
    if (action) return setConfirming({ action, ...request });
    void send(request);
  };

  const send = async (request: { url: string; body?: string }) => {
    setConfirming(undefined);
    setBusy(true);
    try {
      setAnswer(await sendRequest(operation.method, request.url, request.body, !operation.isPublic));
    } catch (e) {
      setError(causeOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      {operation.description && <Text size="sm">{operation.description}</Text>}
      {operation.parameters.length > 0 ? (
        <ParameterFields
          parameters={operation.parameters}
          values={values}
          onChange={(name, value) => {
            setConfirming(undefined);
            setValues((v) => ({ ...v, [name]: value }));
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No parameters
        </Text>
      )}
      {operation.body && (
        <JsonInput
          label="Request body (application/json)"
          withAsterisk={operation.body.required}
          value={body}
          onChange={(text) => {
            setConfirming(undefined);
            setBody(text);
          }}
          autosize
          minRows={4}
          maxRows={16}
          formatOnBlur
          validationError="Invalid JSON"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )}
      <Group gap="xs">
        <Button onClick={execute} loading={busy}>
          Execute
        </Button>
        {(answer || error) && (
          <Button
            variant="default"
            onClick={() => {
              setAnswer(undefined);
              setError(undefined);
            }}
          >
            Clear
          </Button>
        )}
        {operation.isPublic && (
          <Text size="xs" c="dimmed">
            Public: needs no token
          </Text>
        )}
      </Group>
      {confirming && <ConfirmSecured action={confirming.action} onConfirm={() => void send(confirming)} onCancel={() => setConfirming(undefined)} />}
      {error && (
        <Alert color="red" variant="light" data-testid="explorer-error">
          {error}
        </Alert>
      )}
      {answer && <AnswerView answer={answer} />}
    </Stack>
  );
}
