/**
 * Static placeholder content of the Law Firm view (SPEC §3 "dashboard mock data"). It is sample
 * data and the page labels it so; real firm data arrives with the firms feature.
 */
export const FIRM_STATS = [
  { label: 'Active cases', value: 42 },
  { label: 'Clients', value: 118 },
  { label: 'Hearings this week', value: 9 },
  { label: 'Documents', value: 1260 },
];

export const FIRM_SCHEDULE = [
  { time: '10:30', title: 'Bail hearing, Sessions Court', type: 'Hearing', client: 'S. Verma', urgent: true },
  { time: '13:00', title: 'Client meeting: property partition', type: 'Meeting', client: 'R. Iyer', urgent: false },
  { time: '16:00', title: 'File written statement', type: 'Filing', client: 'Nair Traders', urgent: false },
];

export const FIRM_TASKS = [
  { title: 'Draft reply to legal notice', priority: 'High', dueDate: '2026-11-25', completed: false },
  { title: 'Collect vakalatnama signatures', priority: 'Medium', dueDate: '2026-11-27', completed: false },
  { title: 'Update matter index', priority: 'Low', dueDate: '2026-11-30', completed: true },
] as const;

export const FIRM_TEAM = [
  { name: 'Anita Deshmukh', role: 'Senior Partner', status: 'Online' },
  { name: 'Kabir Malhotra', role: 'Associate', status: 'Away' },
  { name: 'Sneha Pillai', role: 'Junior Associate', status: 'Online' },
  { name: 'Vikram Joshi', role: 'Paralegal', status: 'Away' },
] as const;
