import type { ContentService } from './service.ts';
import type { LocalisedTexts, PromotionText, TitledText } from './repository.ts';

type Four<Text> = Required<LocalisedTexts<Text>>;
const dayMs = 24 * 60 * 60 * 1000;

const titled = (pt: [string, string], en: [string, string], es: [string, string], zh: [string, string]): Four<TitledText> => ({
  pt: { title: pt[0], content: pt[1] },
  en: { title: en[0], content: en[1] },
  es: { title: es[0], content: es[1] },
  zh: { title: zh[0], content: zh[1] },
});

const popups = [
  {
    execution: 'B' as const,
    texts: titled(
      ['Bem-vindo à Sorte Dourada', '<p>Lotarias próprias com sorteios verificáveis, casino ao vivo, slots e desporto.</p><p><b>Registe-se</b> e receba o bónus de boas-vindas.</p>'],
      ['Welcome to Sorte Dourada', '<p>Our own lotteries with verifiable draws, live casino, slots and sports.</p><p><b>Sign up</b> and get the welcome bonus.</p>'],
      ['Bienvenido a Sorte Dourada', '<p>Loterías propias con sorteos verificables, casino en vivo, slots y deportes.</p><p><b>Regístrese</b> y reciba el bono de bienvenida.</p>'],
      ['欢迎来到 Sorte Dourada', '<p>自营可验证彩票、真人娱乐、老虎机和体育。</p><p><b>立即注册</b>领取欢迎奖金。</p>'],
    ),
  },
  {
    execution: 'A' as const,
    texts: titled(
      ['Depósitos PIX instantâneos', '<p>Os depósitos por PIX são creditados em segundos, 24 horas por dia.</p>'],
      ['Instant PIX deposits', '<p>PIX deposits are credited within seconds, 24 hours a day.</p>'],
      ['Depósitos PIX instantáneos', '<p>Los depósitos por PIX se acreditan en segundos, las 24 horas.</p>'],
      ['PIX 即时存款', '<p>PIX 存款数秒到账，全天候服务。</p>'],
    ),
  },
  {
    execution: 'F' as const,
    texts: titled(
      ['Bem-vindo! O seu primeiro depósito vale o dobro', '<p>Faça o primeiro depósito hoje e receba <b>100% de bónus</b> até R$ 500,00.</p>'],
      ['Welcome! Your first deposit counts double', '<p>Make your first deposit today and get a <b>100% bonus</b> up to R$ 500.00.</p>'],
      ['¡Bienvenido! Su primer depósito vale el doble', '<p>Haga su primer depósito hoy y reciba un <b>bono del 100%</b> hasta R$ 500,00.</p>'],
      ['欢迎！首存双倍', '<p>今日首存即享 <b>100% 奖金</b>，最高 R$ 500.00。</p>'],
    ),
  },
];

const listed = [
  {
    type: 'B' as const,
    texts: titled(
      ['Novas slots todas as semanas', 'Novas slots todas as semanas no lobby. Experimente os jogos da casa: Dados, Minas e Foguetão.'],
      ['New slots every week', 'New slots every week in the lobby. Try the house games: Dice, Mines and Crash.'],
      ['Nuevas slots cada semana', 'Nuevas slots cada semana en el lobby. Pruebe los juegos de la casa: Dados, Minas y Cohete.'],
      ['每周上新老虎机', '大厅每周上新。试试自营游戏：骰子、扫雷和火箭。'],
    ),
  },
  {
    type: 'B' as const,
    texts: titled(
      ['Sorteios verificáveis', 'Cada sorteio da nossa lotaria publica a semente antes e depois: verifique qualquer resultado.'],
      ['Verifiable draws', 'Every draw of our lottery publishes its seed before and after: verify any result.'],
      ['Sorteos verificables', 'Cada sorteo de nuestra lotería publica su semilla antes y después: verifique cualquier resultado.'],
      ['可验证开奖', '每期开奖前后公布种子，任何结果均可验证。'],
    ),
  },
  {
    type: 'PL' as const,
    texts: titled(
      ['Manutenção programada', '<p>Manutenção dos sistemas de pagamento na terça-feira entre as 03:00 e as 04:00. Os jogos continuam disponíveis.</p>'],
      ['Scheduled maintenance', '<p>Payment systems maintenance on Tuesday between 03:00 and 04:00. Games remain available.</p>'],
      ['Mantenimiento programado', '<p>Mantenimiento de pagos el martes entre las 03:00 y las 04:00. Los juegos siguen disponibles.</p>'],
      ['计划维护', '<p>周二 03:00 至 04:00 支付系统维护，游戏照常开放。</p>'],
    ),
  },
  {
    type: 'PR' as const,
    texts: titled(
      ['Reembolso diário de 1%', '<p>Receba todos os dias 1% de reembolso sobre as apostas em slots.</p>'],
      ['1% daily rebate', '<p>Get a 1% rebate on slot bets every day.</p>'],
      ['Reembolso diario del 1%', '<p>Reciba cada día un 1% de reembolso en apuestas de slots.</p>'],
      ['每日 1% 返水', '<p>老虎机投注每日享 1% 返水。</p>'],
    ),
  },
  {
    type: 'H' as const,
    texts: titled(
      ['Jogo responsável', '<p>Defina limites de depósito na área de membro. Jogue apenas com o que pode perder.</p>'],
      ['Responsible gaming', '<p>Set deposit limits in the member area. Only play with what you can afford to lose.</p>'],
      ['Juego responsable', '<p>Fije límites de depósito en el área de miembro. Juegue solo con lo que pueda perder.</p>'],
      ['理性博彩', '<p>可在会员中心设置存款限额。量力而行。</p>'],
    ),
  },
];

const banners = [
  { group: 'w_home' as const, linkage: ['PROMOTION', 'first-deposit'] as const, texts: { pt: ['Primeiro depósito a dobrar', 'Bónus de 100% até R$ 500,00'], en: ['First deposit doubled', '100% bonus up to R$ 500.00'], es: ['Primer depósito doble', 'Bono del 100% hasta R$ 500,00'], zh: ['首存翻倍', '100% 奖金，最高 R$ 500.00'] } },
  { group: 'w_home' as const, linkage: ['ROUTE', '/rng?vassalage=HOUSE'] as const, texts: { pt: ['Jogos da casa', 'Dados, Minas, Foguetão e Slot da Sorte'], en: ['House games', 'Dice, Mines, Crash and Lucky Slot'], es: ['Juegos de la casa', 'Dados, Minas, Cohete y Tragamonedas'], zh: ['自营游戏', '骰子、扫雷、火箭和幸运老虎机'] } },
  { group: 'w_home' as const, linkage: ['ROUTE', '/lottery?gameCode=SSC_1M'] as const, texts: { pt: ['Lotaria a cada minuto', 'Sorteios verificáveis, dia e noite'], en: ['A lottery every minute', 'Verifiable draws, day and night'], es: ['Lotería cada minuto', 'Sorteos verificables, día y noche'], zh: ['每分钟开奖', '可验证开奖，日夜不停'] } },
  { group: 'w_home' as const, linkage: ['ROUTE', '/live'] as const, texts: { pt: ['Casino ao vivo', 'Bacará, roleta e blackjack em direto'], en: ['Live casino', 'Baccarat, roulette and blackjack live'], es: ['Casino en vivo', 'Baccarat, ruleta y blackjack en directo'], zh: ['真人娱乐', '百家乐、轮盘和二十一点直播'] } },
  { group: 'w_login' as const, linkage: ['NONE', ''] as const, texts: { pt: ['Bem-vindo de volta', 'A sua sorte espera por si'], en: ['Welcome back', 'Your luck is waiting'], es: ['Bienvenido de nuevo', 'Su suerte le espera'], zh: ['欢迎回来', '好运等着您'] } },
  { group: 'w_register' as const, linkage: ['PROMOTION', 'sign-up'] as const, texts: { pt: ['Crie a sua conta', 'Bónus de boas-vindas no registo'], en: ['Create your account', 'Welcome bonus on sign-up'], es: ['Cree su cuenta', 'Bono de bienvenida al registrarse'], zh: ['创建账户', '注册即享欢迎奖金'] } },
  { group: 'w_forget' as const, linkage: ['NONE', ''] as const, texts: { pt: ['Recupere o acesso', 'Por e-mail ou por telemóvel'], en: ['Recover your access', 'By e-mail or by phone'], es: ['Recupere el acceso', 'Por correo o por teléfono'], zh: ['找回账户', '通过邮箱或手机'] } },
  { group: 'w_leftmenu' as const, linkage: ['ROUTE', '/promotions'] as const, texts: { pt: ['Promoções', 'Veja todas as ofertas'], en: ['Promotions', 'See every offer'], es: ['Promociones', 'Vea todas las ofertas'], zh: ['优惠活动', '查看全部优惠'] } },
  { group: 'w_leftmenu' as const, linkage: ['ROUTE', '/down'] as const, texts: { pt: ['Descarregue a app', 'Jogue em qualquer lugar'], en: ['Get the app', 'Play anywhere'], es: ['Descargue la app', 'Juegue donde quiera'], zh: ['下载 App', '随时随地畅玩'] } },
];

const noticeTopics: [Four<string>, Four<string>][] = [
  [{ pt: 'Novo método de levantamento', en: 'New withdrawal method', es: 'Nuevo método de retiro', zh: '新增提款方式' }, { pt: 'Já pode levantar por PIX com chave aleatória.', en: 'You can now withdraw by PIX with a random key.', es: 'Ya puede retirar por PIX con clave aleatoria.', zh: '现已支持 PIX 随机密钥提款。' }],
  [{ pt: 'Novos fornecedores de slots', en: 'New slot providers', es: 'Nuevos proveedores de slots', zh: '新增老虎机供应商' }, { pt: 'Chegaram centenas de novas slots ao lobby.', en: 'Hundreds of new slots have arrived in the lobby.', es: 'Han llegado cientos de slots nuevas al lobby.', zh: '大厅新增数百款老虎机。' }],
  [{ pt: 'Atualização da app', en: 'App update', es: 'Actualización de la app', zh: 'App 更新' }, { pt: 'A nova versão da app é mais rápida e gasta menos dados.', en: 'The new app version is faster and uses less data.', es: 'La nueva versión es más rápida y usa menos datos.', zh: '新版 App 更快、更省流量。' }],
  [{ pt: 'Horário do apoio ao cliente', en: 'Customer service hours', es: 'Horario de atención al cliente', zh: '客服时间' }, { pt: 'O apoio ao cliente está disponível 24 horas por dia.', en: 'Customer service is available 24 hours a day.', es: 'La atención al cliente está disponible las 24 horas.', zh: '客服全天 24 小时在线。' }],
  [{ pt: 'Segurança da conta', en: 'Account security', es: 'Seguridad de la cuenta', zh: '账户安全' }, { pt: 'Ative a verificação em dois passos no centro de segurança.', en: 'Turn on two-step verification in the security centre.', es: 'Active la verificación en dos pasos en el centro de seguridad.', zh: '请在安全中心开启两步验证。' }],
  [{ pt: 'Resultados da lotaria', en: 'Lottery results', es: 'Resultados de la lotería', zh: '彩票开奖结果' }, { pt: 'Os resultados de cada sorteio ficam no histórico durante 90 dias.', en: 'Each draw’s results stay in the history for 90 days.', es: 'Los resultados de cada sorteo quedan en el historial 90 días.', zh: '每期开奖结果保留 90 天。' }],
  [{ pt: 'Torneio semanal de slots', en: 'Weekly slot tournament', es: 'Torneo semanal de slots', zh: '每周老虎机锦标赛' }, { pt: 'Os 50 melhores da semana dividem o prémio.', en: 'The week’s top 50 share the prize.', es: 'Los 50 mejores de la semana reparten el premio.', zh: '每周前 50 名瓜分奖池。' }],
  [{ pt: 'Programa de indicação', en: 'Referral programme', es: 'Programa de referidos', zh: '推荐计划' }, { pt: 'Convide amigos e ganhe uma parte das apostas deles.', en: 'Invite friends and earn a share of their bets.', es: 'Invite amigos y gane una parte de sus apuestas.', zh: '邀请好友，赚取其投注分成。' }],
  [{ pt: 'Limites de depósito', en: 'Deposit limits', es: 'Límites de depósito', zh: '存款限额' }, { pt: 'Defina limites diários, semanais ou mensais.', en: 'Set daily, weekly or monthly limits.', es: 'Fije límites diarios, semanales o mensuales.', zh: '可设置每日、每周或每月限额。' }],
  [{ pt: 'Novas mesas ao vivo', en: 'New live tables', es: 'Nuevas mesas en vivo', zh: '新增真人桌台' }, { pt: 'Abrimos novas mesas de bacará e roleta brasileira.', en: 'We opened new baccarat and Brazilian roulette tables.', es: 'Abrimos nuevas mesas de baccarat y ruleta brasileña.', zh: '新开百家乐和巴西轮盘桌台。' }],
  [{ pt: 'Pontos de fidelidade', en: 'Loyalty points', es: 'Puntos de fidelidad', zh: '积分商城' }, { pt: 'Troque pontos por prémios no mercado de pontos.', en: 'Redeem points for prizes in the points mall.', es: 'Canjee puntos por premios en la tienda de puntos.', zh: '在积分商城用积分兑换奖品。' }],
  [{ pt: 'Missões diárias', en: 'Daily missions', es: 'Misiones diarias', zh: '每日任务' }, { pt: 'Complete missões todos os dias e suba no ranking.', en: 'Complete missions every day and climb the leaderboard.', es: 'Complete misiones cada día y suba en la clasificación.', zh: '每日完成任务，冲击排行榜。' }],
];

const promotionTexts = (pt: [string, string], en: [string, string], es: [string, string], zh: [string, string], body: Four<string>): Four<PromotionText> => ({
  pt: { title: pt[0], summary: pt[1], content: body.pt },
  en: { title: en[0], summary: en[1], content: body.en },
  es: { title: es[0], summary: es[1], content: body.es },
  zh: { title: zh[0], summary: zh[1], content: body.zh },
});

const rules = (pt: string, en: string, es: string, zh: string): Four<string> => ({
  pt: `<h3>Regras</h3><ul>${pt}</ul><p>Aplicam-se os termos gerais de promoções.</p>`,
  en: `<h3>Rules</h3><ul>${en}</ul><p>The general promotion terms apply.</p>`,
  es: `<h3>Reglas</h3><ul>${es}</ul><p>Se aplican los términos generales de promociones.</p>`,
  zh: `<h3>规则</h3><ul>${zh}</ul><p>适用一般优惠条款。</p>`,
});

const promotions = [
  { category: 'DEPOSIT' as const, startsInDays: -10, lastsDays: 60, texts: promotionTexts(['Primeiro depósito a dobrar', '100% até R$ 500,00'], ['First deposit doubled', '100% up to R$ 500.00'], ['Primer depósito doble', '100% hasta R$ 500,00'], ['首存翻倍', '100% 最高 R$ 500.00'], rules('<li>Depósito mínimo R$ 20,00.</li><li>Rollover de 10 vezes.</li>', '<li>Minimum deposit R$ 20.00.</li><li>10× rollover.</li>', '<li>Depósito mínimo R$ 20,00.</li><li>Rollover de 10 veces.</li>', '<li>最低存款 R$ 20.00。</li><li>10 倍流水。</li>')) },
  { category: 'REBATE' as const, startsInDays: -30, lastsDays: null, texts: promotionTexts(['Reembolso diário de 1%', 'Em todas as apostas em slots'], ['1% daily rebate', 'On every slot bet'], ['Reembolso diario del 1%', 'En todas las apuestas de slots'], ['每日 1% 返水', '所有老虎机投注'], rules('<li>Pago todos os dias às 12:00.</li>', '<li>Paid every day at 12:00.</li>', '<li>Pagado cada día a las 12:00.</li>', '<li>每日 12:00 发放。</li>')) },
  { category: 'NEW_MEMBER' as const, startsInDays: -60, lastsDays: null, texts: promotionTexts(['Bónus de registo', 'R$ 10,00 para experimentar'], ['Sign-up bonus', 'R$ 10.00 to try us out'], ['Bono de registro', 'R$ 10,00 para probar'], ['注册奖金', 'R$ 10.00 体验金'], rules('<li>Uma vez por pessoa.</li><li>Telemóvel verificado.</li>', '<li>Once per person.</li><li>Verified phone number.</li>', '<li>Una vez por persona.</li><li>Teléfono verificado.</li>', '<li>每人限一次。</li><li>需验证手机。</li>')) },
  { category: 'VIP' as const, startsInDays: -90, lastsDays: null, texts: promotionTexts(['Clube VIP', 'Prémios de subida de nível'], ['VIP club', 'Level-up rewards'], ['Club VIP', 'Premios por subir de nivel'], ['VIP 俱乐部', '晋级奖励'], rules('<li>Os níveis contam as apostas válidas.</li>', '<li>Levels count valid bets.</li>', '<li>Los niveles cuentan apuestas válidas.</li>', '<li>按有效投注计算等级。</li>')) },
  { category: 'SPORTS' as const, startsInDays: -5, lastsDays: 30, texts: promotionTexts(['Múltiplas com bónus', 'Até 50% a mais nas múltiplas'], ['Accumulator boost', 'Up to 50% more on accumulators'], ['Combinadas con bono', 'Hasta un 50% más en combinadas'], ['串关加奖', '串关最高加奖 50%'], rules('<li>Mínimo de 4 seleções.</li>', '<li>At least 4 selections.</li>', '<li>Mínimo 4 selecciones.</li>', '<li>至少 4 场。</li>')) },
  { category: 'LOTTERY' as const, startsInDays: -15, lastsDays: 45, texts: promotionTexts(['Cashback da lotaria', '5% das perdas semanais'], ['Lottery cashback', '5% of weekly losses'], ['Cashback de lotería', '5% de las pérdidas semanales'], ['彩票返现', '每周亏损返 5%'], rules('<li>Pago às segundas-feiras.</li>', '<li>Paid on Mondays.</li>', '<li>Pagado los lunes.</li>', '<li>每周一发放。</li>')) },
  { category: 'CASINO' as const, startsInDays: 7, lastsDays: 7, texts: promotionTexts(['Torneio de slots', 'R$ 50.000,00 em prémios'], ['Slot tournament', 'R$ 50,000.00 in prizes'], ['Torneo de slots', 'R$ 50.000,00 en premios'], ['老虎机锦标赛', '奖池 R$ 50,000.00'], rules('<li>Ganha quem tiver o maior multiplicador.</li>', '<li>The highest multiplier wins.</li>', '<li>Gana el mayor multiplicador.</li>', '<li>最高倍数者获胜。</li>')) },
];

async function seedAnnouncements(service: ContentService): Promise<void> {
  for (const [index, popup] of popups.entries()) {
    await service.saveAnnouncement({ type: 'PU', execution_code: popup.execution, platforms: ['W', 'H5'], texts: popup.texts, sort: index, ends_at: null });
  }
  for (const [index, item] of listed.entries()) {
    await service.saveAnnouncement({ type: item.type, execution_code: null, platforms: ['W', 'H5'], texts: item.texts, sort: index, ends_at: null });
  }
}

async function seedPromotionsAndBanners(service: ContentService, now: number): Promise<void> {
  const promotionIds = new Map<string, number>();
  for (const [index, promotion] of promotions.entries()) {
    const startsAt = new Date(now + promotion.startsInDays * dayMs);
    const endsAt = promotion.lastsDays === null ? null : new Date(startsAt.getTime() + promotion.lastsDays * dayMs);
    const id = await service.savePromotion({ category: promotion.category, texts: promotion.texts, image_url: null, starts_at: startsAt, ends_at: endsAt, sort: index });
    promotionIds.set(promotion.category, id);
  }
  // Banner links to promotions name them by id, known only once the promotions exist.
  const promotionOf: Record<string, string> = { 'first-deposit': 'DEPOSIT', 'sign-up': 'NEW_MEMBER' };
  for (const [index, banner] of banners.entries()) {
    const [linkageType, target] = banner.linkage;
    const linkageValue = linkageType === 'PROMOTION' ? String(promotionIds.get(promotionOf[target] ?? '') ?? '') : target;
    const texts = Object.fromEntries(Object.entries(banner.texts).map(([language, [title, subtitle]]) => [language, { title, subtitle }])) as Four<{ title: string; subtitle: string }>;
    await service.saveBanner({ group_name: banner.group, texts, image_url: null, linkage_type: linkageType, linkage_value: linkageValue, sort: index });
  }
}

/** Writes the demo announcements, banners, notices and promotions once; existing content is never touched. */
export async function seedSiteContent(service: ContentService, now = Date.now()): Promise<boolean> {
  if (await service.hasSiteContent()) return false;
  await seedAnnouncements(service);
  await seedPromotionsAndBanners(service, now);
  for (const [index, [titles, bodies]] of noticeTopics.entries()) {
    const texts = Object.fromEntries((['pt', 'en', 'es', 'zh'] as const).map((language) => [language, { title: titles[language], content: `<p>${bodies[language]}</p>` }])) as Four<TitledText>;
    await service.saveNotice({ texts, pinned: index === 0, published_at: new Date(now - (index + 1) * dayMs) });
  }
  return true;
}
