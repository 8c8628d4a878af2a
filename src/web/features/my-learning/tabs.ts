export type DashboardTab = 'enrolled' | 'performance';

export const DASHBOARD_TABS: readonly DashboardTab[] = ['enrolled', 'performance'];

/** ids that tie each tab button to the one panel it controls */
export const tabId = (tab: DashboardTab) => `my-learning-tab-${tab}`;
export const PANEL_ID = 'my-learning-panel';

/** ?tab=performance opens the report; anything else is the default, the enrolled series. */
export const tabFromSearch = (value: string | null): DashboardTab => (value === 'performance' ? 'performance' : 'enrolled');
