/**
 * Type-level proof, checked by `npm run typecheck` and imported by nothing, that the web app's calls and the client
 * an integrator generates from /docs/json (lib/api-schema.generated.ts) agree: what the web app sends is a request the
 * document accepts, and what the document promises is what the web app reads, for the main calls.
 */
import type { FeedbackRequest, GameListValue, LaunchGameValue } from '@platform/contract';
import type { LoginValue } from '@platform/contract/account/session';
import type { RegistrationRequest } from '@platform/contract/account/registration';
import type { PlaceBetRequest, PlaceBetValue } from '@platform/contract/lottery/bets';
import type { BettingRecordValue } from '@platform/contract/games/records';
import type { WalletBalanceValue, WalletTransferRequest, WalletTransferValue } from '@platform/contract/wallet/balance';
import type { TransactionHistoryValue } from '@platform/contract/wallet/records';
import type { LoginBody } from '../features/account/api/login.ts';
import type { GameListParameters } from '../features/lobby/api/get-game-list.ts';
import type { components, operations } from '../lib/api-schema.generated.ts';

type Assert<Condition extends true> = Condition;
type Extends<Left, Right> = [Left] extends [Right] ? true : false;
type Same<Left, Right> = Extends<Left, Right> extends true ? Extends<Right, Left> : false;

/** The `value` of an operation's successful envelope. */
type SuccessValue<Operation extends keyof operations> = operations[Operation] extends {
  responses: { 200: { content: { 'application/json': { value: infer Value } } } };
}
  ? NonNullable<Value>
  : never;
/** The JSON body of an operation. */
type JsonBody<Operation extends keyof operations> = operations[Operation] extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
/** The query of an operation. */
type Query<Operation extends keyof operations> = operations[Operation] extends { parameters: { query?: infer Parameters } } ? NonNullable<Parameters> : never;
type Sealed<Name extends keyof components['schemas']> = components['schemas'][Name];

export type Checks = [
  // Login and registration travel sealed; their plaintext is a documented component.
  Assert<Extends<LoginBody, Sealed<'PostWpsSessionLoginSealedPlaintext'>>>,
  Assert<Same<LoginValue, SuccessValue<'postWpsSessionLogin'>>>,
  Assert<Extends<RegistrationRequest, Sealed<'PutWpsMemberRegisterSealedPlaintext'>>>,
  Assert<Same<LoginValue, SuccessValue<'putWpsMemberRegister'>>>,
  // The lobby.
  Assert<Extends<Omit<GameListParameters, 'merchant'> & { clientType: number; platform: ['html5-desktop'] }, Query<'getLgwGamesList'>>>,
  Assert<Same<GameListValue, SuccessValue<'getLgwGamesList'>>>,
  Assert<Extends<{ nodeId: number; language: string }, JsonBody<'postWpsGameLaunchGame'>>>,
  Assert<Same<LaunchGameValue, SuccessValue<'postWpsGameLaunchGame'>>>,
  // The wallet.
  Assert<Same<WalletBalanceValue, SuccessValue<'getWpsV2WalletsBalance'>>>,
  Assert<Extends<WalletTransferRequest, JsonBody<'postWpsRelayGCSWalletTransfer'>>>,
  Assert<Same<WalletTransferValue, SuccessValue<'postWpsRelayGCSWalletTransfer'>>>,
  Assert<Same<TransactionHistoryValue, SuccessValue<'getWpsWalletTransactions'>>>,
  // Games and lottery.
  Assert<Same<BettingRecordValue, SuccessValue<'getWpsMemberBettingRecords'>>>,
  Assert<Extends<PlaceBetRequest, JsonBody<'postLottoLgwBets'>>>,
  Assert<Same<PlaceBetValue, SuccessValue<'postLottoLgwBets'>>>,
  // The site.
  Assert<Extends<FeedbackRequest, JsonBody<'putWpsFeedback'>>>,
];
