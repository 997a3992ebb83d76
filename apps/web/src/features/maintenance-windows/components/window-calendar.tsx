import { Box, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { MaintenanceWindowItem } from '@nms/contract';
import { useMemo } from 'react';
import { calendarDays, type CalendarDay } from '../logic/calendar-days';
import classes from './window-calendar.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const time = (ms: number) => new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayLabel = (ms: number) => new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** Monday-first weeks: blank days before today so each column is one weekday. */
const leadingBlanks = (dayStart: number) => (new Date(dayStart).getDay() + 6) % 7;

/**
 * The next four weeks in the operator's own time: each day with its windows' occurrences as blocks
 * (the hours they cover that day). Occurrences come from the contract's recurrence rules.
 */
export function WindowCalendar({ windows, nowMs }: { windows: MaintenanceWindowItem[]; nowMs: number }) {
  const days = useMemo(() => calendarDays(windows, nowMs), [windows, nowMs]);
  const blanks = leadingBlanks(days[0]!.dayStart);
  return (
    <Box data-testid="windows-calendar">
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {WEEKDAYS.map((d) => (
          <Text key={d} size="xs" fw={700} c="dimmed" ta="center">
            {d}
          </Text>
        ))}
        {Array.from({ length: blanks }, (_, i) => (
          <div key={`blank-${i}`} />
        ))}
        {days.map((day, i) => (
          <CalendarCell key={day.dayStart} day={day} today={i === 0} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function CalendarCell({ day, today }: { day: CalendarDay; today: boolean }) {
  return (
    <Paper
      withBorder
      radius="sm"
      p={4}
      className={classes.day}
      data-today={today || undefined}
      data-testid="calendar-day"
      data-day={new Date(day.dayStart).toDateString()}
    >
      <Text size="xs" fw={700} mb={2}>
        {today ? `Today, ${dayLabel(day.dayStart)}` : dayLabel(day.dayStart)}
      </Text>
      {day.blocks.map((b) => {
        const shown = `${b.continued ? '…' : time(b.start)}–${time(b.end)}`;
        return (
          <Tooltip key={`${b.id}-${b.start}`} label={`${b.name}: ${new Date(b.start).toLocaleString()} – ${new Date(b.end).toLocaleString()}`}>
            <div className={classes.block} data-testid="calendar-block" data-window={b.id}>
              <span className={classes.blockTime}>{shown}</span> {b.name}
            </div>
          </Tooltip>
        );
      })}
    </Paper>
  );
}
