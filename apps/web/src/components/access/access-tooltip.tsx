import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import type { Access } from '../../lib/auth/use-permission';

/**
 * What a refused control carries: the reason for tests and assistive tools (`data-disabled-reason`,
 * `aria-description`), next to `disabled` which the caller sets from `allowed`.
 */
export function refusedProps(access: Access): Record<string, string> {
  return access.allowed || !access.reason ? {} : { 'data-disabled-reason': access.reason, 'aria-description': access.reason };
}

/**
 * A refused control, disabled with its reason in a tooltip (issue 17: disabled with the reason,
 * not hidden without a word). A disabled button gets no pointer events, so the tooltip hangs on
 * a wrapper that does.
 */
export function AccessTooltip({ access, children }: { access: Access; children: ReactElement }) {
  if (access.allowed) return children;
  return (
    <Tooltip label={access.reason} withinPortal>
      <span style={{ display: 'inline-flex' }} data-testid="access-refused">
        {children}
      </span>
    </Tooltip>
  );
}
