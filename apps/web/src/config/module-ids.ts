/** Values of the `X-Module-Id` header: the feature that makes a call, logged by the server with the request id. */
export const moduleIds = {
  system: 'system',
  content: 'content',
  account: 'account',
  lobby: 'lobby',
  wallet: 'wallet',
  games: 'games',
  lottery: 'lottery',
  agent: 'agent',
  rewards: 'rewards',
  messages: 'messages',
} as const;

export type ModuleId = (typeof moduleIds)[keyof typeof moduleIds];
