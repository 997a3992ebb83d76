import { Alert, Box, Button, Group, LoadingOverlay, Text, TextInput } from '@mantine/core';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import { usePermission } from '../../../lib/auth/use-permission';
import { PamWindowFields } from './pam-window-fields';
import { usePamSuspendForm, type Notice } from './use-pam-suspend-form';

function NoticeLine({ notice, testId }: { notice: Notice; testId: string }) {
  return (
    <Alert color={notice.color} variant="light" py={6} role={notice.color === 'red' ? 'alert' : 'status'} data-testid={testId}>
      <Text size="sm">{notice.text}</Text>
      {notice.detail && (
        <Text size="xs" c="dimmed">
          {notice.detail}
        </Text>
      )}
    </Alert>
  );
}

/** PAM Suspend form of one device (spec 000 "PAM Suspend form"): Create always, Remove for a live schedule. */
export function PamSuspendForm({ deviceName }: { deviceName: string }) {
  // A new device starts a new form: nothing typed for another device carries over.
  return <PamSuspendFormOf key={deviceName} deviceName={deviceName} />;
}

function PamSuspendFormOf({ deviceName }: { deviceName: string }) {
  const f = usePamSuspendForm(deviceName);
  // Creating and removing a schedule needs the 'pam' permission (Operator): disabled with why.
  const access = usePermission('pam');
  return (
    <Box pos="relative" data-testid="pam-suspend-form">
      <LoadingOverlay visible={f.busy || f.loading} zIndex={5} overlayProps={{ blur: 1 }} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void f.create();
        }}
      >
        <PamWindowFields
          values={f.values}
          errors={f.errors}
          disabled={f.busy}
          onChange={f.change}
          before={<TextInput size="xs" label="Current Status" value={f.statusText} readOnly variant="filled" data-testid="pam-current-status" />}
        />
        <Group gap="xs" mt="sm">
          <AccessTooltip access={access}>
            <Button size="xs" type="submit" disabled={f.busy || !access.allowed} {...refusedProps(access)}>
              Create
            </Button>
          </AccessTooltip>
          {f.canRemove && (
            <AccessTooltip access={access}>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={f.busy || !access.allowed}
                onClick={() => void f.remove()}
                {...refusedProps(access)}
              >
                Remove
              </Button>
            </AccessTooltip>
          )}
        </Group>
      </form>
      <Box mt="sm">
        {f.notice && <NoticeLine notice={f.notice} testId="pam-notice" />}
        {f.loadNotice && !f.notice && <NoticeLine notice={f.loadNotice} testId="pam-load-notice" />}
      </Box>
    </Box>
  );
}
