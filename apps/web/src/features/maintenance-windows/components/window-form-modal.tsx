import { Alert, Button, Grid, Group, Input, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { MaintenanceWindow } from '@nms/contract';
import { useMemo, useState } from 'react';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import { usePermission } from '../../../lib/auth/use-permission';
import { useCreateMaintenanceWindow } from '../api/create-maintenance-window';
import { useMaintenanceImpact } from '../api/preview-maintenance-impact';
import { useUpdateMaintenanceWindow } from '../api/update-maintenance-window';
import { timeZones } from '../logic/occurrence-time';
import { errorsAfterEdit, saveFailureOf, type SaveFailure } from '../logic/save-error';
import { bodyOfForm, formOfWindow, impactBodyOfForm, previewReady, type WindowForm } from '../logic/window-form';
import { ImpactPreview } from './impact-preview';
import { RecurrenceFields } from './recurrence-fields';
import { TargetFields } from './target-fields';

interface Props {
  /** The form's first values: a new window's defaults, or the stored window being edited. */
  initial: WindowForm;
  editing?: MaintenanceWindow;
  onClose: () => void;
}

const NO_FAILURE: SaveFailure = { fields: {} };

/**
 * Create or edit a window: its fields beside the impact preview, which follows the form as it is
 * typed. A failed save keeps every field; a 400 shows under its field; a 409 says someone else
 * changed the window and offers theirs.
 */
export function WindowFormModal({ initial, editing, onClose }: Props) {
  const [form, setForm] = useState(initial);
  const [version, setVersion] = useState(editing?.version);
  const [failure, setFailure] = useState(NO_FAILURE);
  const access = usePermission('pam');
  const create = useCreateMaintenanceWindow();
  const update = useUpdateMaintenanceWindow();
  const zones = useMemo(() => timeZones(), []);
  const change = (patch: Partial<WindowForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setFailure((old) => ({ ...old, fields: errorsAfterEdit(old.fields, Object.keys(patch)) }));
  };
  const impactBody = useMemo(() => (previewReady(form) ? impactBodyOfForm(form, editing?.id) : undefined), [form, editing?.id]);
  const impact = useMaintenanceImpact(impactBody);
  const errors = failure.fields;
  const saving = create.isPending || update.isPending;

  const save = () => {
    setFailure(NO_FAILURE);
    const body = bodyOfForm(form);
    const done = { onSuccess: onClose, onError: (e: unknown) => setFailure(saveFailureOf(e)) };
    if (editing && version) update.mutate({ id: editing.id, body: { ...body, version } }, done);
    else create.mutate(body, done);
  };

  const takeTheirs = (current: MaintenanceWindow) => {
    setForm(formOfWindow(current));
    setVersion(current.version);
    setFailure(NO_FAILURE);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={1180}
      title={editing ? `Edit maintenance window ${editing.name}` : 'New maintenance window'}
      data-testid="window-form"
    >
      <Grid gap="lg">
        <Grid.Col span={7}>
          <Stack gap="sm">
            <TextInput
              size="xs"
              label="Name"
              withAsterisk
              value={form.name}
              error={errors.name}
              onChange={(e) => change({ name: e.currentTarget.value })}
            />
            <TargetFields form={form} error={errors.target} onChange={change} />
            <Group gap="sm" align="flex-start">
              <Input.Wrapper label="Start" withAsterisk error={errors.start} description="Local time in the window's time zone">
                <Input
                  size="xs"
                  type="datetime-local"
                  aria-label="Start"
                  value={form.start}
                  onChange={(e) => change({ start: e.currentTarget.value })}
                  w={200}
                />
              </Input.Wrapper>
              <Select
                size="xs"
                label="Time zone"
                withAsterisk
                searchable
                allowDeselect={false}
                w={230}
                data={zones}
                value={form.timeZone}
                error={errors.timeZone}
                onChange={(v) => v && change({ timeZone: v })}
              />
            </Group>
            <Input.Wrapper label="Duration" withAsterisk error={errors.durationMinutes}>
              <Group gap="xs" mt={4}>
                <NumberInput
                  size="xs"
                  w={110}
                  min={0}
                  aria-label="Duration hours"
                  suffix=" h"
                  value={form.hours}
                  onChange={(v) => change({ hours: Number(v) || 0 })}
                />
                <NumberInput
                  size="xs"
                  w={110}
                  min={0}
                  max={59}
                  aria-label="Duration minutes"
                  suffix=" min"
                  value={form.minutes}
                  onChange={(v) => change({ minutes: Number(v) || 0 })}
                />
              </Group>
            </Input.Wrapper>
            <RecurrenceFields form={form} error={errors.recurrence} untilError={errors.until} onChange={change} />
            <Textarea
              size="xs"
              label="Info"
              autosize
              minRows={2}
              maxRows={5}
              value={form.info}
              onChange={(e) => change({ info: e.currentTarget.value })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={5}>
          <ImpactPreview
            impact={impact.data}
            loading={impact.isFetching}
            error={impact.error ? impact.error.message : undefined}
            idle={!impactBody}
            timeZone={form.timeZone}
          />
        </Grid.Col>
      </Grid>
      {failure.message && (
        <Alert color={failure.conflict ? 'orange' : 'red'} variant="light" mt="md" role="alert" data-testid="save-error">
          <Group justify="space-between" wrap="nowrap">
            <span>{failure.message}</span>
            {failure.conflict?.current && (
              <Button size="xs" variant="light" onClick={() => takeTheirs(failure.conflict!.current!)}>
                Load their version
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" size="xs" onClick={onClose}>
          Cancel
        </Button>
        <AccessTooltip access={access}>
          <Button size="xs" onClick={save} loading={saving} disabled={!access.allowed} {...refusedProps(access)}>
            Save
          </Button>
        </AccessTooltip>
      </Group>
    </Modal>
  );
}
