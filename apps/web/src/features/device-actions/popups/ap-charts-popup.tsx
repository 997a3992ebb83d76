import { Center, Image, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { AP_CHART_RANGES } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../components/notice/messages';
import { Popup } from '../../../components/popup/popup';
import { apGraphKey, fetchApGraph, type ApGraphRequest, type ApGraphType } from '../api/get-ap-graph';

/** Access point chart ranges in seconds (spec 001 §9). */
const RANGE_LABELS: Record<number, string> = { 7200: '2 hours', 86400: '24 hours', 604800: '5 days' };
export const AP_RANGES = AP_CHART_RANGES.map((s) => ({ value: String(s), label: RANGE_LABELS[s] ?? `${s} s` }));

function ApGraph({ request, title }: { request: ApGraphRequest; title: string }) {
  // The image is held as an object URL, revoked when it is replaced or the popup closes; gcTime 0
  // so a revoked URL is never served again from the cache.
  const query = useQuery({
    queryKey: apGraphKey(request),
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchApGraph(request, signal)),
    gcTime: 0,
  });
  const src = query.data;
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  return (
    <Stack gap={4}>
      <Title order={6}>{title}</Title>
      {query.isPending && (
        <Center h={160}>
          <Loader size="sm" />
        </Center>
      )}
      {query.isError && <Text c="red">{MESSAGES.dataLoadingError}</Text>}
      {src && <Image src={src} alt={title} data-testid={`ap-graph-${request.graph_type}`} />}
    </Stack>
  );
}

interface Props {
  title: string;
  nocId: string;
  apId: string;
  onClose: () => void;
}

/** Access point charts (650): usage and user count images over 2 hours, 24 hours or 5 days. */
export function ApChartsPopup({ title, nocId, apId, onClose }: Props) {
  const [range, setRange] = useState<string>('7200');
  // The start is fixed when the range is chosen, so the images are not refetched every render.
  const [startTime, setStartTime] = useState(() => Math.floor(Date.now() / 1000) - 7200);
  const request = (graph_type: ApGraphType): ApGraphRequest => ({ graph_type, noc_id: nocId, ap_id: apId, start_time: startTime });

  return (
    <Popup opened title={title} onClose={onClose} width={650}>
      <Stack gap="sm" data-testid="ap-charts-popup">
        <SegmentedControl
          size="xs"
          aria-label="Time range"
          data={AP_RANGES}
          value={range}
          onChange={(v) => {
            setRange(v);
            setStartTime(Math.floor(Date.now() / 1000) - Number(v));
          }}
        />
        <ApGraph request={request('usage')} title="Usage" />
        <ApGraph request={request('users')} title="User Count" />
      </Stack>
    </Popup>
  );
}
