import type { PageRequest } from '@nms/contract';
import { NMC_EXPORT_NAMES, TECH_TASKS_DEFAULT_SORT, TECH_TASK_STATUSES } from '@nms/contract';
import { useCallback, useState } from 'react';
import { fetchTechSupportTasks } from '../api/get-tech-support-tasks';
import type { NmcRow } from '../api/nmc-row';
import { emptyOnFailure } from '../logic/empty-on-failure';
import { TECH_TASK_COLUMNS } from './nmc-extra-columns';
import { NmcGrid } from './nmc-grid';
import { StatusSelect } from './status-select';

type TaskStatus = (typeof TECH_TASK_STATUSES)[number];
const rowId = (row: NmcRow) => String(row.task_id);

/** Tech Support Tasks: Salesforce tasks on technical support cases, in a status (default ALL). */
export function TechTasksTab() {
  const [status, setStatus] = useState<TaskStatus>('ALL');
  const fetchPage = useCallback((request: PageRequest) => emptyOnFailure(fetchTechSupportTasks({ ...request, status })), [status]);
  return (
    <NmcGrid
      listKey={status}
      gridId="nmc-tech-support-tasks"
      columns={TECH_TASK_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={TECH_TASKS_DEFAULT_SORT}
      exportFileName={NMC_EXPORT_NAMES.techSupportTasks}
      searchPlaceholder="Search for tasks"
      rowId={rowId}
      filters={<StatusSelect statuses={TECH_TASK_STATUSES} value={status} onChange={setStatus} width={200} />}
    />
  );
}
