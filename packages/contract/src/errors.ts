/**
 * The catalogue of stable error codes. A code is never renamed once shipped;
 * each carries the HTTP status it answers with and its user-facing texts.
 */
export const errorCatalogue = {
  validation_failed: { status: 400, en: 'Some fields are not valid', pt: 'Alguns campos não são válidos' },
  inconsistent_twice: { status: 400, en: 'Incorrect confirmation input', pt: 'A confirmação não coincide' },
  invitation_code_error: { status: 400, en: 'Invalid invitation code', pt: 'Código de convite inválido' },
  malformed_body: { status: 400, en: 'The request body could not be read', pt: 'Não foi possível ler o corpo da solicitação' },
  encrypted_body_required: {
    status: 400,
    en: 'This call only accepts an encrypted body',
    pt: 'Esta chamada só aceita um corpo criptografado',
  },
  encrypted_body_invalid: {
    status: 400,
    en: 'The encrypted body could not be opened, please reload the page and try again',
    pt: 'Não foi possível abrir o corpo criptografado, recarregue a página e tente novamente',
  },
  login_failed: { status: 400, en: 'Incorrect username or password', pt: 'Nome de usuário ou senha incorretos' },
  login_locked: {
    status: 429,
    en: 'Too many failed logins, please try again later',
    pt: 'Muitas tentativas sem sucesso, tente novamente mais tarde',
  },
  captcha_required: { status: 400, en: 'Please complete verification first', pt: 'Conclua a verificação primeiro' },
  captcha_error: { status: 400, en: 'Captcha check failed', pt: 'A verificação do captcha falhou' },
  altcha_error: { status: 400, en: 'Automatic verification failed, please try again', pt: 'A verificação automática falhou, tente novamente' },
  ip_verification_required: {
    status: 403,
    en: 'You are logging in from a new address, please confirm your identity',
    pt: 'Você está entrando de um novo endereço, confirme sua identidade',
  },
  ip_verification_failed: { status: 400, en: 'The verification answer is not correct', pt: 'A resposta de verificação não está correta' },
  non_member_login: { status: 403, en: 'Non-member account unable to login', pt: 'Uma conta que não é de membro não pode entrar aqui' },
  non_agent_login: { status: 403, en: 'Non-agents cannot log in', pt: 'Só agentes podem entrar aqui' },
  account_disabled: {
    status: 403,
    en: 'This account is disabled, please contact customer service',
    pt: 'Esta conta está desativada, entre em contato com o suporte',
  },
  account_taken: { status: 409, en: 'This username is already registered', pt: 'Este nome de usuário já está cadastrado' },
  mobile_taken: { status: 409, en: 'This mobile number is already registered', pt: 'Este número de celular já está cadastrado' },
  password_incorrect: { status: 400, en: 'The password is not correct', pt: 'A senha não está correta' },
  password_change_required: {
    status: 403,
    en: 'Please change your password before continuing',
    pt: 'Altere sua senha antes de continuar',
  },
  verification_code_error: { status: 400, en: 'Invalid verification code', pt: 'Código de verificação inválido' },
  verification_code_expired: {
    status: 400,
    en: 'The verification code has expired, please send a new one',
    pt: 'O código de verificação expirou, peça um novo',
  },
  reset_link_invalid: {
    status: 400,
    en: 'This reset link is invalid or has expired',
    pt: 'Este link de redefinição é inválido ou expirou',
  },
  feature_disabled: {
    status: 403,
    en: 'Operation not allowed, please contact customer service',
    pt: 'Operação não permitida, entre em contato com o suporte',
  },
  payment_password_incorrect: { status: 400, en: 'The transaction password is not correct', pt: 'A senha de transação não está correta' },
  payment_password_exists: {
    status: 409,
    en: 'A transaction password is already set, change it instead',
    pt: 'Você já tem uma senha de transação; use a opção de alterá-la',
  },
  payment_password_missing: {
    status: 409,
    en: 'Set a transaction password first',
    pt: 'Defina uma senha de transação primeiro',
  },
  authenticator_code_error: { status: 400, en: 'Invalid authenticator code', pt: 'Código do autenticador inválido' },
  authenticator_not_started: {
    status: 409,
    en: 'Start binding the authenticator first',
    pt: 'Inicie a vinculação do autenticador primeiro',
  },
  sms_delivery_failed: {
    status: 503,
    en: 'The message could not be sent, please try again later',
    pt: 'Não foi possível enviar a mensagem, tente novamente mais tarde',
  },
  insufficient_balance: { status: 409, en: 'Insufficient balance', pt: 'Saldo insuficiente' },
  idempotency_conflict: {
    status: 409,
    en: 'This request key was already used for a different request',
    pt: 'Esta chave de solicitação já foi usada em uma solicitação diferente',
  },
  payment_password_locked: {
    status: 429,
    en: 'Too many wrong transaction passwords, please try again later',
    pt: 'Muitas senhas de transação erradas, tente novamente mais tarde',
  },
  amount_out_of_range: { status: 400, en: 'The amount is outside the allowed limits', pt: 'O valor está fora dos limites permitidos' },
  daily_limit_exceeded: { status: 409, en: 'This exceeds your daily limit', pt: 'Isto excede seu limite diário' },
  upline_not_found: { status: 404, en: 'You have no upline to transfer to', pt: 'Você não tem um superior para quem transferir' },
  real_name_required: {
    status: 409,
    en: 'Please add your real name to your profile first',
    pt: 'Adicione seu nome real ao perfil primeiro',
  },
  real_name_exists: {
    status: 409,
    en: 'Your real name is already set; customer service can correct it',
    pt: 'O seu nome real já está definido; o apoio ao cliente pode corrigi-lo',
  },
  payee_name_mismatch: {
    status: 400,
    en: 'The account holder name must match your real name',
    pt: 'O nome do titular precisa coincidir com seu nome real',
  },
  payout_account_exists: { status: 409, en: 'This account is already bound', pt: 'Esta conta já está vinculada' },
  payout_account_limit: { status: 409, en: 'You cannot bind more accounts', pt: 'Você não pode vincular mais contas' },
  turnover_incomplete: {
    status: 409,
    en: 'Your bonus wagering is not complete yet',
    pt: 'A aposta exigida pelo seu bônus ainda não está concluída',
  },
  withdrawal_state_conflict: {
    status: 409,
    en: 'This withdrawal cannot do that in its current state',
    pt: 'Este saque não permite isso no estado atual',
  },
  hold_not_pending: { status: 409, en: 'This hold is already settled', pt: 'Esta retenção já foi resolvida' },
  invalid_signature: { status: 401, en: 'The signature is not valid', pt: 'A assinatura não é válida' },
  payment_amount_mismatch: {
    status: 409,
    en: 'The paid amount does not match the order',
    pt: 'O valor pago não corresponde ao pedido',
  },
  deposit_channel_unavailable: {
    status: 404,
    en: 'This payment method is not available',
    pt: 'Este método de pagamento não está disponível',
  },
  image_type_refused: { status: 415, en: 'Only png or jpg images are accepted', pt: 'Só são aceitas imagens png ou jpg' },
  image_refused: { status: 400, en: 'This image could not be accepted', pt: 'Não foi possível aceitar esta imagem' },
  too_many_files: { status: 400, en: 'Too many files, at most 3 images', pt: 'Arquivos demais, no máximo 3 imagens' },
  not_logged_in: { status: 401, en: 'You are not logged in, please login', pt: 'Você não está conectado, faça login' },
  forbidden: { status: 403, en: 'You are not allowed to do this', pt: 'Você não tem permissão para fazer isso' },
  staff_login_failed: { status: 400, en: 'Incorrect e-mail or password', pt: 'E-mail ou senha incorretos' },
  staff_code_invalid: { status: 400, en: 'The code is not valid, try the newest one', pt: 'O código não é válido, use o mais recente' },
  staff_ticket_expired: { status: 400, en: 'The login took too long, please start again', pt: 'O login demorou demais, comece de novo' },
  staff_session_expired: { status: 401, en: 'Your session ended, please log in again', pt: 'Sua sessão terminou, entre novamente' },
  staff_address_not_allowed: { status: 403, en: 'This account cannot log in from this address', pt: 'Esta conta não pode entrar a partir deste endereço' },
  staff_permission_missing: { status: 403, en: 'Your role does not allow this', pt: 'Sua função não permite isso' },
  in_need_true_account: {
    status: 403,
    en: 'A real account is required for this',
    pt: 'É preciso uma conta real para isso',
  },
  blockip: { status: 403, en: 'Access restricted', pt: 'Acesso restrito' },
  not_found: { status: 404, en: 'Not found', pt: 'Não encontrado' },
  route_not_found: { status: 404, en: 'Invalid URL, please contact customer service', pt: 'URL inválido, entre em contato com o suporte' },
  game_not_found: { status: 404, en: 'This game does not exist', pt: 'Este jogo não existe' },
  game_opens_lottery_page: { status: 400, en: 'This game opens on the lottery page', pt: 'Este jogo abre na página da loteria' },
  game_is_vendor_list: {
    status: 400,
    en: "Choose a game from this provider's list",
    pt: 'Escolha um jogo da lista deste fornecedor',
  },
  bet_limit_exceeded: { status: 400, en: 'The bet is outside the limits of this game', pt: 'A aposta está fora dos limites deste jogo' },
  lottery_issue_closed: {
    status: 409,
    en: 'Betting on this issue is closed, please bet on the next one',
    pt: 'As apostas neste sorteio estão fechadas, aposte no próximo',
  },
  lottery_issue_not_open: { status: 409, en: 'This issue is not open for bets', pt: 'Este sorteio não está aberto a apostas' },
  lottery_cost_mismatch: {
    status: 400,
    en: 'The bet cost has changed, please check your bet slip',
    pt: 'O custo da aposta mudou, verifique seu boletim',
  },
  lottery_prize_group_too_high: {
    status: 400,
    en: 'This prize group is above your maximum',
    pt: 'Este grupo de prêmios está acima do seu máximo',
  },
  lottery_number_closed: { status: 409, en: 'This number is closed for betting', pt: 'Este número está fechado para apostas' },
  lottery_limit_reached: {
    status: 409,
    en: 'The betting limit for this issue has been reached',
    pt: 'O limite de apostas deste sorteio foi atingido',
  },
  lottery_bet_not_cancellable: {
    status: 409,
    en: 'This bet can no longer be cancelled',
    pt: 'Esta aposta já não pode ser cancelada',
  },
  agent_not_in_team: { status: 404, en: 'This member is not in your team', pt: 'Este membro não está na sua equipe' },
  agent_prize_group_above_own: {
    status: 400,
    en: "A downline's prize group cannot be above your own",
    pt: 'O grupo de prêmios de um subordinado não pode ficar acima do seu',
  },
  agent_prize_group_below_team: {
    status: 409,
    en: 'This member has already given a higher prize group to their own team',
    pt: 'Este membro já deu um grupo de prêmios mais alto à própria equipe',
  },
  agent_quota_used: {
    status: 409,
    en: 'You have no quota left for this prize group',
    pt: 'Não há mais cota para este grupo de prêmios',
  },
  agent_account_taken: { status: 409, en: 'This account name is already in use', pt: 'Este nome de conta já está em uso' },
  agent_links_maximum: {
    status: 409,
    en: 'Close a promotion link before creating another',
    pt: 'Feche um link de promoção antes de criar outro',
  },
  agent_move_refused: {
    status: 409,
    en: 'This member cannot go under that upline (its own team, not an agent, or a prize group above the new upline)',
    pt: 'Este membro não pode ficar sob esse superior (a própria equipe, não é agente, ou grupo de prêmios acima do novo superior)',
  },
  agent_link_not_found: { status: 404, en: 'This promotion link does not exist', pt: 'Este link de promoção não existe' },
  round_not_found: { status: 404, en: 'This round does not exist', pt: 'Esta rodada não existe' },
  round_finished: { status: 409, en: 'This round has already finished', pt: 'Esta rodada já terminou' },
  round_in_play: { status: 409, en: 'Finish the round in play first', pt: 'Termine a rodada em andamento primeiro' },
  crash_betting_closed: {
    status: 409,
    en: 'Bets are closed for this round, please wait for the next one',
    pt: 'As apostas desta rodada estão fechadas, aguarde a próxima',
  },
  crash_cash_out_missed: { status: 409, en: 'Too late: the rocket has already crashed', pt: 'Tarde demais: o foguete já explodiu' },
  crash_unavailable: {
    status: 503,
    en: 'The crash game is starting, please try again shortly',
    pt: 'O jogo do foguete está iniciando, tente novamente em instantes',
  },
  vendor_not_found: { status: 404, en: 'This game provider does not exist', pt: 'Este fornecedor de jogos não existe' },
  promotion_not_found: { status: 404, en: 'This promotion does not exist or has ended', pt: 'Esta promoção não existe ou já terminou' },
  favourite_limit_reached: { status: 409, en: 'You have reached the maximum number of favourites', pt: 'Você atingiu o número máximo de favoritos' },
  conflict: { status: 409, en: 'This conflicts with the current state', pt: 'Isso entra em conflito com o estado atual' },
  payload_too_large: { status: 413, en: 'The request is too large', pt: 'A solicitação é grande demais' },
  unsupported_media_type: { status: 415, en: 'Unsupported content type', pt: 'Tipo de conteúdo não suportado' },
  too_many_requests: {
    status: 429,
    en: 'Too many requests, please try again later',
    pt: 'Muitas solicitações, tente novamente mais tarde',
  },
  info_maintenance: {
    status: 503,
    en: 'The site is under maintenance',
    pt: 'O site está em manutenção',
  },
  game_maintenance: { status: 503, en: 'This game is under maintenance', pt: 'Este jogo está em manutenção' },
  service_unavailable: { status: 503, en: 'The service is busy, please try again', pt: 'O serviço está ocupado, tente novamente' },
  unknown_error: { status: 500, en: 'Unknown error', pt: 'Erro desconhecido' },
} as const satisfies Record<string, { status: number; en: string; pt: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** The HTTP status an error code answers with. */
export function statusOfError(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** The user-facing text of an error code in a language; English when the language has none. */
export function messageOfError(code: ErrorCode, language: string): string {
  const entry = errorCatalogue[code];
  return language.toLowerCase().startsWith('pt') ? entry.pt : entry.en;
}

/** Refusals that say how long to wait; their message and their Retry-After header come from the same number. */
const waitTexts = {
  too_many_requests: { en: (wait: string) => `Too many requests, please try again after ${wait}`, pt: (wait: string) => `Muitas solicitações, tente novamente em ${wait}` },
  login_locked: { en: (wait: string) => `Too many failed logins, please try again after ${wait}`, pt: (wait: string) => `Muitas tentativas sem sucesso, tente novamente em ${wait}` },
} as const satisfies Partial<Record<ErrorCode, { en: (wait: string) => string; pt: (wait: string) => string }>>;

export type WaitErrorCode = keyof typeof waitTexts;

/** A wait in whole seconds under a minute, else in minutes rounded up (so never shorter than the real wait). */
export function waitUnitsOf(retryAfterSeconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.max(0, Math.ceil(retryAfterSeconds));
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

function waitPhrase(retryAfterSeconds: number, portuguese: boolean): string {
  const { unit, count } = waitUnitsOf(retryAfterSeconds);
  const names = portuguese ? { seconds: ['segundo', 'segundos'], minutes: ['minuto', 'minutos'] } : { seconds: ['second', 'seconds'], minutes: ['minute', 'minutes'] };
  return `${count} ${names[unit][count === 1 ? 0 : 1]}`;
}

export function isWaitErrorCode(code: string): code is WaitErrorCode {
  return Object.hasOwn(waitTexts, code);
}

/** The message of a refusal that names its wait, from the same number as its Retry-After header. */
export function messageOfWait(code: WaitErrorCode, retryAfterSeconds: number, language: string): string {
  const portuguese = language.toLowerCase().startsWith('pt');
  const texts = waitTexts[code];
  return portuguese ? texts.pt(waitPhrase(retryAfterSeconds, true)) : texts.en(waitPhrase(retryAfterSeconds, false));
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCatalogue, value);
}
