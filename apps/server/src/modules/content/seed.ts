import type { ContentService } from './service.ts';

type Texts = Record<'pt' | 'en' | 'es' | 'zh', { title: string; content: string }>;

// The help topics a new site starts with; the operator edits them afterwards.
const helpTopics: { tag: string; sort: number; texts: Texts }[] = [
  {
    tag: 'term',
    sort: 1,
    texts: {
      pt: { title: 'Termos e condições', content: '<h3>Termos e condições</h3><p>Ao criar uma conta confirma que tem pelo menos 18 anos e que aceita estes termos.</p><ul><li>Uma conta por pessoa.</li><li>Os saldos são mostrados com duas casas decimais.</li><li>Apostas confirmadas não podem ser alteradas.</li></ul>' },
      en: { title: 'Terms and conditions', content: '<h3>Terms and conditions</h3><p>By creating an account you confirm that you are at least 18 years old and accept these terms.</p><ul><li>One account per person.</li><li>Balances are shown with two decimals.</li><li>Confirmed bets cannot be changed.</li></ul>' },
      es: { title: 'Términos y condiciones', content: '<h3>Términos y condiciones</h3><p>Al crear una cuenta confirma que tiene al menos 18 años y acepta estos términos.</p><ul><li>Una cuenta por persona.</li><li>Los saldos se muestran con dos decimales.</li><li>Las apuestas confirmadas no se pueden cambiar.</li></ul>' },
      zh: { title: '条款与条件', content: '<h3>条款与条件</h3><p>创建账户即表示您已年满18岁并接受本条款。</p><ul><li>每人限一个账户。</li><li>余额显示两位小数。</li><li>已确认的投注不可更改。</li></ul>' },
    },
  },
  {
    tag: 'privacy',
    sort: 2,
    texts: {
      pt: { title: 'Política de privacidade', content: '<h3>Política de privacidade</h3><p>Guardamos apenas os dados necessários para operar a sua conta, cumprir a lei e proteger os seus fundos. Nunca vendemos os seus dados.</p>' },
      en: { title: 'Privacy policy', content: '<h3>Privacy policy</h3><p>We keep only the data needed to run your account, comply with the law and protect your funds. We never sell your data.</p>' },
      es: { title: 'Política de privacidad', content: '<h3>Política de privacidad</h3><p>Solo guardamos los datos necesarios para operar su cuenta, cumplir la ley y proteger sus fondos. Nunca vendemos sus datos.</p>' },
      zh: { title: '隐私政策', content: '<h3>隐私政策</h3><p>我们仅保存运营账户、遵守法律和保护资金所需的数据，绝不出售您的数据。</p>' },
    },
  },
  {
    tag: 'faq',
    sort: 3,
    texts: {
      pt: { title: 'Perguntas frequentes', content: '<h3>Perguntas frequentes</h3><p><b>Como deposito?</b> Abra Depósito no menu e escolha PIX.</p><p><b>Quanto tempo demora um levantamento?</b> Normalmente menos de uma hora após aprovação.</p>' },
      en: { title: 'Frequently asked questions', content: '<h3>Frequently asked questions</h3><p><b>How do I deposit?</b> Open Deposit in the menu and choose PIX.</p><p><b>How long does a withdrawal take?</b> Usually under an hour after approval.</p>' },
      es: { title: 'Preguntas frecuentes', content: '<h3>Preguntas frecuentes</h3><p><b>¿Cómo deposito?</b> Abra Depósito en el menú y elija PIX.</p><p><b>¿Cuánto tarda un retiro?</b> Normalmente menos de una hora tras la aprobación.</p>' },
      zh: { title: '常见问题', content: '<h3>常见问题</h3><p><b>如何存款？</b>在菜单中打开存款并选择 PIX。</p><p><b>提款需要多久？</b>审批后通常不到一小时。</p>' },
    },
  },
  {
    tag: 'responsible',
    sort: 4,
    texts: {
      pt: { title: 'Jogo responsável', content: '<h3>Jogo responsável</h3><p>Jogue apenas com dinheiro que pode perder. Defina limites e faça pausas. Se precisar de ajuda, contacte o apoio ao cliente.</p>' },
      en: { title: 'Responsible gaming', content: '<h3>Responsible gaming</h3><p>Only play with money you can afford to lose. Set limits and take breaks. If you need help, contact customer service.</p>' },
      es: { title: 'Juego responsable', content: '<h3>Juego responsable</h3><p>Juegue solo con dinero que pueda permitirse perder. Fije límites y tome descansos.</p>' },
      zh: { title: '理性博彩', content: '<h3>理性博彩</h3><p>只用您能承受损失的资金娱乐。设定限额并适当休息。</p>' },
    },
  },
  {
    tag: 'about',
    sort: 5,
    texts: {
      pt: { title: 'Sobre nós', content: '<h3>Sobre nós</h3><p>Lotarias próprias com sorteios verificáveis, casino ao vivo, slots e desporto num só lugar.</p>' },
      en: { title: 'About us', content: '<h3>About us</h3><p>Our own lotteries with verifiable draws, live casino, slots and sports in one place.</p>' },
      es: { title: 'Sobre nosotros', content: '<h3>Sobre nosotros</h3><p>Loterías propias con sorteos verificables, casino en vivo, slots y deportes en un solo lugar.</p>' },
      zh: { title: '关于我们', content: '<h3>关于我们</h3><p>自营可验证彩票、真人娱乐、老虎机和体育，一站尽享。</p>' },
    },
  },
];

/** Writes the starting help topics; existing topics keep the operator's edits. */
export async function seedHelpTopics(service: ContentService, existingCount: number): Promise<void> {
  if (existingCount > 0) return;
  for (const topic of helpTopics) {
    for (const [language, text] of Object.entries(topic.texts)) {
      await service.saveHelpTopic({ tag: topic.tag, language, title: text.title, content: text.content, sort: topic.sort });
    }
  }
}
