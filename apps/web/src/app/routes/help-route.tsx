import { Text } from '@mantine/core';
import { AppCard } from '../../components/card/app-card';

/** /help: a placeholder (spec 001 §2.19). */
export function HelpRoute() {
  return (
    <AppCard title="Help">
      <Text c="dimmed">Help for NMS Tools will be published here. For access or data questions, contact the NMS team.</Text>
    </AppCard>
  );
}
