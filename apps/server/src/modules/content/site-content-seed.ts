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

/*
 * Every text below describes something the site really does today: PIX deposits and withdrawals, the lottery
 * draws, the house games and their fairness check, the member-centre tools. No bonus, rebate or prize is promised
 * (site-content-seed.test.ts refuses such words); each promotion links to the working feature it describes.
 */

const popups = [
  {
    execution: 'B' as const,
    texts: titled(
      ['Bem-vindo à Sorte Dourada', '<p>Loterias próprias com sorteios verificáveis, cassino, slots e esportes.</p><p><b>Cadastre-se</b> e deposite por PIX em segundos.</p>'],
      ['Welcome to Sorte Dourada', '<p>Our own lotteries with verifiable draws, casino, slots and sports.</p><p><b>Sign up</b> and deposit by PIX in seconds.</p>'],
      ['Bienvenido a Sorte Dourada', '<p>Loterías propias con sorteos verificables, casino, slots y deportes.</p><p><b>Regístrese</b> y deposite por PIX en segundos.</p>'],
      ['欢迎来到 Sorte Dourada', '<p>自营可验证彩票、娱乐场、老虎机和体育。</p><p><b>立即注册</b>，PIX 存款数秒到账。</p>'],
    ),
  },
  {
    execution: 'A' as const,
    texts: titled(
      ['Depósitos PIX instantâneos', '<p>Os depósitos por PIX entram no saldo assim que o pagamento é confirmado, 24 horas por dia.</p>'],
      ['Instant PIX deposits', '<p>PIX deposits reach your balance as soon as the payment is confirmed, 24 hours a day.</p>'],
      ['Depósitos PIX instantáneos', '<p>Los depósitos por PIX llegan al saldo en cuanto se confirma el pago, las 24 horas.</p>'],
      ['PIX 即时存款', '<p>PIX 付款确认后即刻到账，全天候服务。</p>'],
    ),
  },
  {
    execution: 'F' as const,
    texts: titled(
      ['Bem-vindo! Comece por aqui', '<p>Deposite por PIX, experimente os jogos da casa e verifique qualquer rodada na página Verificar.</p>'],
      ['Welcome! Start here', '<p>Deposit by PIX, try the house games and verify any round on the Verify page.</p>'],
      ['¡Bienvenido! Empiece aquí', '<p>Deposite por PIX, pruebe los juegos de la casa y verifique cualquier ronda en la página Verificar.</p>'],
      ['欢迎！从这里开始', '<p>通过 PIX 存款，试玩自营游戏，并在验证页面验证任意一局。</p>'],
    ),
  },
];

const listed = [
  {
    type: 'B' as const,
    texts: titled(
      ['Jogos da casa', 'Experimente os jogos da casa: Slot da Sorte, Dados, Minas e Foguete. Cada rodada pode ser verificada.'],
      ['House games', 'Try the house games: Lucky Slot, Dice, Mines and Crash. Every round can be verified.'],
      ['Juegos de la casa', 'Pruebe los juegos de la casa: Tragamonedas de la Suerte, Dados, Minas y Cohete. Cada ronda se puede verificar.'],
      ['自营游戏', '试试自营游戏：幸运老虎机、骰子、扫雷和火箭。每一局都可验证。'],
    ),
  },
  {
    type: 'B' as const,
    texts: titled(
      ['Sorteios verificáveis', 'Cada sorteio da nossa loteria publica o hash da semente antes e a semente depois: verifique qualquer resultado.'],
      ['Verifiable draws', 'Every draw of our lottery publishes its seed hash before and its seed after: verify any result.'],
      ['Sorteos verificables', 'Cada sorteo de nuestra lotería publica el hash de su semilla antes y la semilla después: verifique cualquier resultado.'],
      ['可验证开奖', '每期开奖前公布种子哈希，开奖后公布种子，任何结果均可验证。'],
    ),
  },
  {
    type: 'PL' as const,
    texts: titled(
      ['Saques por PIX', '<p>Peça o saque para uma chave PIX ou conta bancária em seu nome. O valor fica retido até ser pago e você confirma quando recebe.</p>'],
      ['PIX withdrawals', '<p>Withdraw to a PIX key or bank account in your name. The amount is held until it is paid, and you confirm when it arrives.</p>'],
      ['Retiros por PIX', '<p>Retire a una clave PIX o cuenta bancaria a su nombre. El importe queda retenido hasta el pago y usted confirma cuando llega.</p>'],
      ['PIX 提款', '<p>可提款至本人名下的 PIX 密钥或银行账户。款项在支付前冻结，到账后由您确认。</p>'],
    ),
  },
  {
    type: 'PR' as const,
    texts: titled(
      ['Loteria a cada minuto', '<p>Sorteios de 1, 3 e 5 minutos, dia e noite, com resultados e tendências na página da loteria.</p>'],
      ['A lottery every minute', '<p>Draws every 1, 3 and 5 minutes, day and night, with results and trends on the lottery page.</p>'],
      ['Lotería cada minuto', '<p>Sorteos cada 1, 3 y 5 minutos, día y noche, con resultados y tendencias en la página de lotería.</p>'],
      ['每分钟开奖', '<p>1、3、5 分钟一期，日夜不停，彩票页面可查看结果和走势。</p>'],
    ),
  },
  {
    type: 'H' as const,
    texts: titled(
      ['Jogo responsável', '<p>Jogue apenas com o que pode perder. Se quiser uma pausa ou fechar a sua conta, fale com o suporte.</p>'],
      ['Responsible gaming', '<p>Only play with what you can afford to lose. If you want a break or to close your account, contact support.</p>'],
      ['Juego responsable', '<p>Juegue solo con lo que pueda perder. Si quiere una pausa o cerrar su cuenta, contacte con soporte.</p>'],
      ['理性娱乐', '<p>量力而行。如需暂停或关闭账户，请联系客服。</p>'],
    ),
  },
];

/** Announcements for the agent centre only (audience agents), each started some days ago so the list has dates. */
const agentAnnouncements = [
  {
    startedDaysAgo: 3,
    texts: titled(
      ['Relatórios da equipe por dia', '<p>Em <b>Ganhos e perdas</b> e em <b>Transações da equipe</b> você vê, dia a dia, as apostas, os ganhos, os depósitos e os saques de cada membro da sua equipe.</p><p>Escolha o período e procure pela conta para conferir um membro só.</p>'],
      ['Daily team reports', '<p>In <b>Profit and loss</b> and <b>Team transactions</b> you see, day by day, the bets, wins, deposits and withdrawals of every member of your team.</p><p>Choose the period and search by account to check a single member.</p>'],
      ['Informes diarios del equipo', '<p>En <b>Ganancias y pérdidas</b> y en <b>Transacciones del equipo</b> ve, día a día, las apuestas, las ganancias, los depósitos y los retiros de cada miembro de su equipo.</p><p>Elija el periodo y busque por cuenta para revisar un solo miembro.</p>'],
      ['团队每日报表', '<p>在<b>盈亏报表</b>和<b>团队交易</b>中，可按天查看团队每位成员的投注、盈亏、存款和提款。</p><p>选择时间段并按账户搜索，即可查看单个成员。</p>'],
    ),
  },
  {
    startedDaysAgo: 9,
    texts: titled(
      ['Transferências para a sua equipe', '<p>Agora você pode enviar saldo para um membro da sua equipe pela página Transferir do centro do membro.</p><ul><li>Procure o membro pela conta.</li><li>Confirme com a sua senha de transação.</li><li>Os limites diários valem para cada envio.</li></ul>'],
      ['Transfers to your team', '<p>You can now send balance to a member of your team from the Transfer page of the member centre.</p><ul><li>Find the member by account.</li><li>Confirm with your transaction password.</li><li>The daily limits apply to every transfer.</li></ul>'],
      ['Transferencias a su equipo', '<p>Ahora puede enviar saldo a un miembro de su equipo desde la página Transferir del centro del miembro.</p><ul><li>Busque al miembro por su cuenta.</li><li>Confirme con su contraseña de transacción.</li><li>Los límites diarios se aplican a cada envío.</li></ul>'],
      ['向团队成员转账', '<p>现在可在会员中心的转账页面向团队成员转入余额。</p><ul><li>按账户查找成员。</li><li>输入交易密码确认。</li><li>每次转账均受每日限额约束。</li></ul>'],
    ),
  },
  {
    startedDaysAgo: 16,
    texts: titled(
      ['Atendimento exclusivo para agentes', '<p>O suporte atende os agentes pelo <b>Atendimento ao cliente</b>, no menu do centro de agentes.</p><p>Tenha em mãos a sua conta e, se a dúvida for sobre um membro, a conta dele.</p>'],
      ['Support for agents', '<p>Support answers agents through <b>Customer service</b>, in the agent centre menu.</p><p>Have your account ready and, if the question is about a member, theirs too.</p>'],
      ['Atención para agentes', '<p>El soporte atiende a los agentes desde <b>Atención al cliente</b>, en el menú del centro de agentes.</p><p>Tenga a mano su cuenta y, si la duda es sobre un miembro, la de él.</p>'],
      ['代理专属客服', '<p>代理可通过代理中心菜单中的<b>客服</b>联系我们。</p><p>请准备好您的账户；如问题涉及某位成员，也请提供其账户。</p>'],
    ),
  },
  {
    startedDaysAgo: 24,
    texts: titled(
      ['Indique com responsabilidade', '<p>Convide apenas <b>maiores de 18 anos</b> e nunca prometa ganhos: apostar é entretenimento, não fonte de renda.</p><p>Se alguém da sua equipe mostrar sinais de jogo compulsivo, indique a página Jogo responsável da central de ajuda e o suporte.</p>'],
      ['Recruit responsibly', '<p>Only invite people <b>aged 18 or over</b> and never promise winnings: betting is entertainment, not a source of income.</p><p>If someone in your team shows signs of problem gambling, point them to the Responsible gaming page of the help centre and to support.</p>'],
      ['Invite con responsabilidad', '<p>Invite solo a <b>mayores de 18 años</b> y nunca prometa ganancias: apostar es entretenimiento, no una fuente de ingresos.</p><p>Si alguien de su equipo muestra señales de juego compulsivo, indíquele la página Juego responsable del centro de ayuda y el soporte.</p>'],
      ['负责任地推广', '<p>只邀请<b>年满 18 岁</b>的人，切勿承诺盈利：投注是娱乐，而非收入来源。</p><p>如团队成员出现沉迷迹象，请引导其查看帮助中心的负责任博彩页面并联系客服。</p>'],
    ),
  },
];

const banners = [
  { group: 'w_home' as const, linkage: ['PROMOTION', 'pix-deposit'] as const, texts: { pt: ['Depósito por PIX', 'No saldo assim que o pagamento é confirmado'], en: ['PIX deposits', 'In your balance as soon as the payment is confirmed'], es: ['Depósito por PIX', 'En su saldo en cuanto se confirma el pago'], zh: ['PIX 存款', '付款确认即到账'] } },
  { group: 'w_home' as const, linkage: ['ROUTE', '/rng?vassalage=HOUSE'] as const, texts: { pt: ['Jogos da casa', 'Dados, Minas, Foguete e Slot da Sorte'], en: ['House games', 'Dice, Mines, Crash and Lucky Slot'], es: ['Juegos de la casa', 'Dados, Minas, Cohete y Tragamonedas de la Suerte'], zh: ['自营游戏', '骰子、扫雷、火箭和幸运老虎机'] } },
  { group: 'w_home' as const, linkage: ['ROUTE', '/lottery?gameCode=SSC_1M'] as const, texts: { pt: ['Loteria a cada minuto', 'Sorteios verificáveis, dia e noite'], en: ['A lottery every minute', 'Verifiable draws, day and night'], es: ['Lotería cada minuto', 'Sorteos verificables, día y noche'], zh: ['每分钟开奖', '可验证开奖，日夜不停'] } },
  { group: 'w_home' as const, linkage: ['ROUTE', '/live'] as const, texts: { pt: ['Cassino ao vivo', 'Mesas de bacará, roleta e blackjack'], en: ['Live casino', 'Baccarat, roulette and blackjack tables'], es: ['Casino en vivo', 'Mesas de baccarat, ruleta y blackjack'], zh: ['真人娱乐', '百家乐、轮盘和二十一点'] } },
  { group: 'w_login' as const, linkage: ['NONE', ''] as const, texts: { pt: ['Bem-vindo de volta', 'Sua sorte espera por você'], en: ['Welcome back', 'Your luck is waiting'], es: ['Bienvenido de nuevo', 'Su suerte le espera'], zh: ['欢迎回来', '好运等着您'] } },
  { group: 'w_register' as const, linkage: ['NONE', ''] as const, texts: { pt: ['Crie sua conta', 'Cadastro rápido, depósito por PIX'], en: ['Create your account', 'Quick sign-up, PIX deposits'], es: ['Cree su cuenta', 'Registro rápido, depósito por PIX'], zh: ['创建账户', '快速注册，PIX 存款'] } },
  { group: 'w_forget' as const, linkage: ['NONE', ''] as const, texts: { pt: ['Recupere o acesso', 'Por e-mail ou por celular'], en: ['Recover your access', 'By e-mail or by phone'], es: ['Recupere el acceso', 'Por correo o por teléfono'], zh: ['找回账户', '通过邮箱或手机'] } },
  { group: 'w_leftmenu' as const, linkage: ['ROUTE', '/promotions'] as const, texts: { pt: ['Promoções', 'Veja o que o site oferece'], en: ['Promotions', 'See what the site offers'], es: ['Promociones', 'Vea lo que ofrece el sitio'], zh: ['优惠活动', '了解本站功能'] } },
  { group: 'w_leftmenu' as const, linkage: ['ROUTE', '/down'] as const, texts: { pt: ['Na tela inicial', 'Adicione o site ao celular'], en: ['On your home screen', 'Add the site to your phone'], es: ['En la pantalla de inicio', 'Añada el sitio a su móvil'], zh: ['添加到主屏幕', '把网站添加到手机'] } },
];

const noticeTopics: [Four<string>, Four<string>][] = [
  [{ pt: 'Saque por chave aleatória', en: 'Withdraw to a random key', es: 'Retiro a clave aleatoria', zh: '随机密钥提款' }, { pt: 'Você já pode sacar para uma chave PIX aleatória em seu nome.', en: 'You can now withdraw to a random PIX key in your name.', es: 'Ya puede retirar a una clave PIX aleatoria a su nombre.', zh: '现已支持提款至本人名下的 PIX 随机密钥。' }],
  [{ pt: 'Centenas de slots', en: 'Hundreds of slots', es: 'Cientos de slots', zh: '数百款老虎机' }, { pt: 'O lobby reúne centenas de slots de vários fornecedores, com busca por nome.', en: 'The lobby brings together hundreds of slots from many providers, searchable by name.', es: 'El lobby reúne cientos de slots de varios proveedores, con búsqueda por nombre.', zh: '大厅汇集多家供应商的数百款老虎机，可按名称搜索。' }],
  [{ pt: 'O site na tela inicial', en: 'The site on your home screen', es: 'El sitio en la pantalla de inicio', zh: '添加到主屏幕' }, { pt: 'Veja na página do app como adicionar o site à tela inicial do celular.', en: 'The app page shows how to add the site to your phone’s home screen.', es: 'La página de la app explica cómo añadir el sitio a la pantalla de inicio del móvil.', zh: 'App 页面介绍了如何把网站添加到手机主屏幕。' }],
  [{ pt: 'Fale com o suporte', en: 'Contact support', es: 'Contacte con soporte', zh: '联系客服' }, { pt: 'Fale com o suporte pelo chat, Telegram ou WhatsApp, nos links do rodapé.', en: 'Reach support by chat, Telegram or WhatsApp through the links in the footer.', es: 'Contacte con soporte por chat, Telegram o WhatsApp en los enlaces del pie de página.', zh: '可通过页脚链接的在线客服、Telegram 或 WhatsApp 联系我们。' }],
  [{ pt: 'Segurança da conta', en: 'Account security', es: 'Seguridad de la cuenta', zh: '账户安全' }, { pt: 'Ative o app autenticador no centro de segurança.', en: 'Turn on the authenticator app in the security centre.', es: 'Active la app de autenticación en el centro de seguridad.', zh: '请在安全中心开启身份验证器。' }],
  [{ pt: 'Resultados verificáveis', en: 'Verifiable results', es: 'Resultados verificables', zh: '可验证结果' }, { pt: 'Escolha um sorteio nos resultados da loteria e confira a semente na aba Imparcialidade.', en: 'Pick a draw in the lottery results and check its seed in the Fairness tab.', es: 'Elija un sorteo en los resultados de la lotería y compruebe la semilla en la pestaña Imparcialidad.', zh: '在彩票结果中选择一期，并在公平性页签核对种子。' }],
  [{ pt: 'Histórico de apostas', en: 'Betting records', es: 'Historial de apuestas', zh: '投注记录' }, { pt: 'Cada rodada, de todos os fornecedores, fica no histórico de apostas do centro do membro.', en: 'Every round, from every provider, is in the betting records of the member centre.', es: 'Cada ronda, de todos los proveedores, queda en el historial de apuestas del centro del miembro.', zh: '所有供应商的每一局都记录在会员中心的投注记录中。' }],
  [{ pt: 'Seja agente', en: 'Become an agent', es: 'Sea agente', zh: '成为代理' }, { pt: 'Com o seu código de convite, quem você indicar se cadastra na sua equipe; acompanhe-a no centro de agentes.', en: 'With your invitation code, the people you invite sign up in your team; follow it in the agent centre.', es: 'Con su código de invitación, quienes usted invite se registran en su equipo; sígalo en el centro de agentes.', zh: '使用您的邀请码注册的用户归入您的团队，可在代理中心查看。' }],
  [{ pt: 'Senha de transação', en: 'Transaction password', es: 'Contraseña de transacción', zh: '交易密码' }, { pt: 'Defina uma senha de transação no centro de segurança: ela é pedida em cada saque.', en: 'Set a transaction password in the security centre: every withdrawal asks for it.', es: 'Defina una contraseña de transacción en el centro de seguridad: se pide en cada retiro.', zh: '请在安全中心设置交易密码，每次提款都需要输入。' }],
  [{ pt: 'Favoritos', en: 'Favourites', es: 'Favoritos', zh: '收藏' }, { pt: 'Marque jogos com o coração e encontre-os em Meus favoritos.', en: 'Mark games with the heart and find them in My favourites.', es: 'Marque juegos con el corazón y encuéntrelos en Mis favoritos.', zh: '点击爱心收藏游戏，在我的收藏中查看。' }],
  [{ pt: 'Conta de teste', en: 'Trial account', es: 'Cuenta de prueba', zh: '试玩账户' }, { pt: 'Experimente os jogos com uma conta de teste e dinheiro de jogo, sem depositar.', en: 'Try the games with a trial account and play money, without depositing.', es: 'Pruebe los juegos con una cuenta de prueba y dinero de juego, sin depositar.', zh: '使用试玩账户和游戏币体验游戏，无需存款。' }],
  [{ pt: 'Ganhos e perdas', en: 'Profit and loss', es: 'Ganancias y pérdidas', zh: '盈亏' }, { pt: 'Veja por dia e por tipo de jogo quanto você apostou e ganhou.', en: 'See by day and by game type how much you bet and won.', es: 'Vea por día y por tipo de juego cuánto apostó y ganó.', zh: '按日期和游戏类型查看投注和盈亏。' }],
];

const promotionTexts = (pt: [string, string], en: [string, string], es: [string, string], zh: [string, string], body: Four<string>): Four<PromotionText> => ({
  pt: { title: pt[0], summary: pt[1], content: body.pt },
  en: { title: en[0], summary: en[1], content: body.en },
  es: { title: es[0], summary: es[1], content: body.es },
  zh: { title: zh[0], summary: zh[1], content: body.zh },
});

/** A promotion's body: what the feature does and a link to it. */
const feature = (link: string, pt: string, en: string, es: string, zh: string): Four<string> => ({
  pt: `<p>${pt}</p><p><a href="${link}">Abrir</a></p>`,
  en: `<p>${en}</p><p><a href="${link}">Open</a></p>`,
  es: `<p>${es}</p><p><a href="${link}">Abrir</a></p>`,
  zh: `<p>${zh}</p><p><a href="${link}">打开</a></p>`,
});

/** The seeded promotions: each describes a working feature and links to it (`link`, also in its content). */
export const seededPromotions = [
  { key: 'pix-deposit', category: 'DEPOSIT' as const, link: '/member/depositv2', startsInDays: -10, lastsDays: null, texts: promotionTexts(['Depósito por PIX', 'No saldo assim que o pagamento é confirmado'], ['PIX deposits', 'In your balance as soon as the payment is confirmed'], ['Depósito por PIX', 'En su saldo en cuanto se confirma el pago'], ['PIX 存款', '付款确认即到账'], feature('/member/depositv2', 'Escolha o valor, leia o QR Code PIX no app do seu banco ou use o código copia e cola. O saldo é atualizado quando o pagamento chega.', 'Choose the amount, scan the PIX QR code in your bank’s app or use the copy-and-paste code. Your balance updates when the payment arrives.', 'Elija el importe, lea el código QR PIX en la app de su banco o use el código copia y pega. El saldo se actualiza cuando llega el pago.', '选择金额，用银行 App 扫描 PIX 二维码或复制代码付款，到账后余额即更新。')) },
  { key: 'pix-withdraw', category: 'DEPOSIT' as const, link: '/member/withdraw', startsInDays: -10, lastsDays: null, texts: promotionTexts(['Saque por PIX', 'Para uma chave PIX em seu nome'], ['PIX withdrawals', 'To a PIX key in your name'], ['Retiro por PIX', 'A una clave PIX a su nombre'], ['PIX 提款', '提至本人名下的 PIX 密钥'], feature('/member/withdraw', 'Adicione uma chave PIX ou conta bancária em seu nome e peça o saque com a sua senha de transação.', 'Add a PIX key or bank account in your name and request the withdrawal with your transaction password.', 'Añada una clave PIX o cuenta bancaria a su nombre y pida el retiro con su contraseña de transacción.', '添加本人名下的 PIX 密钥或银行账户，输入交易密码即可申请提款。')) },
  { key: 'lottery-minute', category: 'LOTTERY' as const, link: '/lottery?gameCode=SSC_1M', startsInDays: -30, lastsDays: null, texts: promotionTexts(['Loteria a cada minuto', 'Sorteios verificáveis, dia e noite'], ['A lottery every minute', 'Verifiable draws, day and night'], ['Lotería cada minuto', 'Sorteos verificables, día y noche'], ['每分钟开奖', '可验证开奖，日夜不停'], feature('/lottery?gameCode=SSC_1M', 'Um sorteio por minuto, com resultados, tendência e a semente de cada sorteio para verificar.', 'One draw a minute, with results, trends and every draw’s seed to verify.', 'Un sorteo por minuto, con resultados, tendencias y la semilla de cada sorteo para verificar.', '每分钟一期，可查看结果、走势和每期种子。')) },
  { key: 'vietnam-lottery', category: 'LOTTERY' as const, link: '/vnLottery', startsInDays: -20, lastsDays: null, texts: promotionTexts(['Loteria do Vietnã', 'Norte, Centro e Sul'], ['Vietnam lottery', 'North, Central and South'], ['Lotería de Vietnam', 'Norte, Centro y Sur'], ['越南彩', '北部、中部和南部'], feature('/vnLottery', 'Os sorteios das três regiões e os sorteios rápidos, com lô, đề e as outras apostas vietnamitas.', 'The draws of the three regions and the fast draws, with lô, đề and the other Vietnamese bets.', 'Los sorteos de las tres regiones y los sorteos rápidos, con lô, đề y las demás apuestas vietnamitas.', '三大区开奖和快开，提供 lô、đề 等越南玩法。')) },
  { key: 'house-games', category: 'CASINO' as const, link: '/rng?vassalage=HOUSE', startsInDays: -40, lastsDays: null, texts: promotionTexts(['Jogos da casa', 'Slot da Sorte, Dados, Minas e Foguete'], ['House games', 'Lucky Slot, Dice, Mines and Crash'], ['Juegos de la casa', 'Tragamonedas de la Suerte, Dados, Minas y Cohete'], ['自营游戏', '幸运老虎机、骰子、扫雷和火箭'], feature('/rng?vassalage=HOUSE', 'Jogos comprovadamente justos: cada resultado vem das sementes do servidor e do cliente.', 'Provably fair games: every result comes from the server and client seeds.', 'Juegos demostrablemente justos: cada resultado sale de las semillas del servidor y del cliente.', '可证明公平：每个结果都来自服务器和客户端种子。')) },
  { key: 'verify', category: 'CASINO' as const, link: '/house/verify', startsInDays: -40, lastsDays: null, texts: promotionTexts(['Verifique qualquer rodada', 'No seu navegador'], ['Verify any round', 'In your browser'], ['Verifique cualquier ronda', 'En su navegador'], ['验证任意一局', '在浏览器中完成'], feature('/house/verify', 'Cole as sementes de uma rodada dos jogos da casa e recalcule o resultado no seu navegador.', 'Paste the seeds of a house-game round and recompute its result in your browser.', 'Pegue las semillas de una ronda de los juegos de la casa y recalcule el resultado en su navegador.', '粘贴自营游戏某一局的种子，在浏览器中重新计算结果。')) },
  { key: 'sports', category: 'SPORTS' as const, link: '/sports', startsInDays: -5, lastsDays: null, texts: promotionTexts(['Esportes', 'Apostas esportivas no lobby'], ['Sports', 'Sports betting in the lobby'], ['Deportes', 'Apuestas deportivas en el lobby'], ['体育', '大厅中的体育投注'], feature('/sports', 'Os fornecedores de esportes e esportes virtuais do lobby, com o mesmo saldo de todos os jogos.', 'The lobby’s sports and virtual sports providers, with the same balance as every game.', 'Los proveedores de deportes y deportes virtuales del lobby, con el mismo saldo que todos los juegos.', '大厅中的体育和虚拟体育供应商，与所有游戏共用余额。')) },
  { key: 'thai-lottery', category: 'LOTTERY' as const, link: '/seaLottery', startsInDays: 3, lastsDays: 14, texts: promotionTexts(['Loteria Tailandesa', 'Sorteios nos dias 1 e 16 de cada mês'], ['Thai lottery', 'Draws on the 1st and 16th of each month'], ['Lotería Tailandesa', 'Sorteos los días 1 y 16 de cada mes'], ['泰国彩', '每月 1 日和 16 日开奖'], feature('/seaLottery', 'A Loteria Tailandesa e as loterias 4D do Sudeste Asiático, com os resultados de cada sorteio.', 'The Thai lottery and the South-East Asian 4D lotteries, with every draw’s results.', 'La Lotería Tailandesa y las loterías 4D del Sudeste Asiático, con los resultados de cada sorteo.', '泰国彩和东南亚 4D 彩票，可查看每期结果。')) },
];

/** Every text of the seeded site content (announcements, banners, notices, promotions), for checks. */
export function seededSiteTexts(): string[] {
  const titledTexts = (texts: Four<TitledText>) => Object.values(texts).flatMap((text) => [text.title, text.content]);
  return [
    ...popups.flatMap((popup) => titledTexts(popup.texts)),
    ...listed.flatMap((item) => titledTexts(item.texts)),
    ...agentAnnouncements.flatMap((item) => titledTexts(item.texts)),
    ...banners.flatMap((banner) => Object.values(banner.texts).flat()),
    ...noticeTopics.flatMap(([titles, bodies]) => [...Object.values(titles), ...Object.values(bodies)]),
    ...seededPromotions.flatMap((promotion) => Object.values(promotion.texts).flatMap((text) => [text.title, text.summary, text.content])),
  ];
}

async function seedAnnouncements(service: ContentService): Promise<void> {
  for (const [index, popup] of popups.entries()) {
    await service.saveAnnouncement({ type: 'PU', execution_code: popup.execution, platforms: ['W', 'H5'], texts: popup.texts, sort: index, ends_at: null });
  }
  for (const [index, item] of listed.entries()) {
    await service.saveAnnouncement({ type: item.type, execution_code: null, platforms: ['W', 'H5'], texts: item.texts, sort: index, ends_at: null });
  }
}

/** The agents-only announcements, written once: a site seeded before they existed gets them on its next start. */
async function seedAgentAnnouncements(service: ContentService, now: number): Promise<void> {
  if (await service.hasAgentAnnouncements()) return;
  for (const [index, item] of agentAnnouncements.entries()) {
    await service.saveAnnouncement({
      type: 'PL', execution_code: null, platforms: ['W', 'H5'], texts: item.texts, sort: index, ends_at: null, audience: 'agents', starts_at: new Date(now - item.startedDaysAgo * dayMs),
    });
  }
}

async function seedPromotionsAndBanners(service: ContentService, now: number): Promise<void> {
  const promotionIds = new Map<string, number>();
  for (const [index, promotion] of seededPromotions.entries()) {
    const startsAt = new Date(now + promotion.startsInDays * dayMs);
    const endsAt = promotion.lastsDays === null ? null : new Date(startsAt.getTime() + promotion.lastsDays * dayMs);
    const id = await service.savePromotion({ category: promotion.category, texts: promotion.texts, image_url: null, starts_at: startsAt, ends_at: endsAt, sort: index });
    promotionIds.set(promotion.key, id);
  }
  // Banner links to promotions name them by id, known only once the promotions exist.
  for (const [index, banner] of banners.entries()) {
    const [linkageType, target] = banner.linkage;
    const linkageValue = linkageType === 'PROMOTION' ? String(promotionIds.get(target) ?? '') : target;
    const texts = Object.fromEntries(Object.entries(banner.texts).map(([language, [title, subtitle]]) => [language, { title, subtitle }])) as Four<{ title: string; subtitle: string }>;
    await service.saveBanner({ group_name: banner.group, texts, image_url: null, linkage_type: linkageType, linkage_value: linkageValue, sort: index });
  }
}

/** Writes the demo announcements, banners, notices and promotions once; existing content is never touched. */
export async function seedSiteContent(service: ContentService, now = Date.now()): Promise<boolean> {
  const present = await service.hasSiteContent();
  await seedAgentAnnouncements(service, now);
  if (present) return false;
  await seedAnnouncements(service);
  await seedPromotionsAndBanners(service, now);
  for (const [index, [titles, bodies]] of noticeTopics.entries()) {
    const texts = Object.fromEntries((['pt', 'en', 'es', 'zh'] as const).map((language) => [language, { title: titles[language], content: `<p>${bodies[language]}</p>` }])) as Four<TitledText>;
    await service.saveNotice({ texts, pinned: index === 0, published_at: new Date(now - (index + 1) * dayMs) });
  }
  return true;
}
