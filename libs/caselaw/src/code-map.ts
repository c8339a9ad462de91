/**
 * Sections of the old criminal codes and the sections of the 2023 codes that took their place
 * (IPC → Bharatiya Nyaya Sanhita, CrPC → Bharatiya Nagarik Suraksha Sanhita, Evidence Act →
 * Bharatiya Sakshya Adhiniyam), as the official correspondence tables give them. Each group is one
 * reference for search: a judgment on IPC 498A answers a query for BNS 85. Only pairs we are sure of
 * are listed; a section missing here is simply searched as itself.
 */
export const EQUIVALENT_SECTIONS: string[][] = [
  // IPC ↔ BNS
  ['ipc.120b', 'bns.61'],
  ['ipc.299', 'bns.100'],
  ['ipc.300', 'bns.101'],
  ['ipc.302', 'bns.103'],
  ['ipc.304', 'bns.105'],
  ['ipc.304a', 'bns.106'],
  ['ipc.304b', 'bns.80'],
  ['ipc.306', 'bns.108'],
  ['ipc.307', 'bns.109'],
  ['ipc.323', 'bns.115'],
  ['ipc.326a', 'bns.124'],
  ['ipc.354', 'bns.74'],
  ['ipc.354a', 'bns.75'],
  ['ipc.354d', 'bns.78'],
  ['ipc.363', 'bns.137'],
  ['ipc.375', 'bns.63'],
  ['ipc.376', 'bns.64'],
  ['ipc.376d', 'bns.70'],
  ['ipc.378', 'ipc.379', 'bns.303'],
  ['ipc.405', 'ipc.406', 'bns.316'],
  ['ipc.415', 'ipc.420', 'bns.318'],
  ['ipc.494', 'bns.82'],
  ['ipc.498a', 'bns.85', 'bns.86'],
  ['ipc.499', 'ipc.500', 'bns.356'],
  ['ipc.503', 'ipc.506', 'bns.351'],
  ['ipc.509', 'bns.79'],
  ['ipc.511', 'bns.62'],
  // CrPC ↔ BNSS
  ['crpc.41', 'crpc.41a', 'bnss.35'],
  ['crpc.125', 'bnss.144'],
  ['crpc.154', 'bnss.173'],
  ['crpc.156', 'bnss.175'],
  ['crpc.161', 'bnss.180'],
  ['crpc.164', 'bnss.183'],
  ['crpc.167', 'bnss.187'],
  ['crpc.173', 'bnss.193'],
  ['crpc.197', 'bnss.218'],
  ['crpc.200', 'bnss.223'],
  ['crpc.313', 'bnss.351'],
  ['crpc.319', 'bnss.358'],
  ['crpc.320', 'bnss.359'],
  ['crpc.397', 'bnss.438'],
  ['crpc.437', 'bnss.480'],
  ['crpc.438', 'bnss.482'],
  ['crpc.439', 'bnss.483'],
  ['crpc.482', 'bnss.528'],
  // Indian Evidence Act ↔ BSA
  ['iea.25', 'bsa.23'],
  ['iea.32', 'bsa.26'],
  ['iea.45', 'bsa.39'],
  ['iea.65b', 'bsa.63'],
  ['iea.113a', 'bsa.117'],
  ['iea.113b', 'bsa.118'],
];

/** Each listed section → the first section of its group, the one key search uses for all of them. */
export const CANONICAL_SECTION: ReadonlyMap<string, string> = new Map(EQUIVALENT_SECTIONS.flatMap((group) => group.map((key) => [key, group[0]] as const)));
