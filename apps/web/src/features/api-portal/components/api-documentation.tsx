import { Stack } from '@mantine/core';
import { ApiExplorer } from './explorer/api-explorer';
import { SecuredActionsWarning } from './secured-actions-warning';

/** API Documentation (spec 002 §2.7): the secured-actions warning over the explorer. */
export function ApiDocumentation() {
  return (
    <Stack gap="md" data-testid="api-documentation">
      <SecuredActionsWarning />
      <ApiExplorer />
    </Stack>
  );
}
