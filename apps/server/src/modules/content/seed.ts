import type { ContentService } from './service.ts';

type Texts = Partial<Record<'pt' | 'en' | 'es' | 'zh', { title: string; content: string }>>;

/*
 * The help topics a new site starts with; the operator edits them afterwards. {{company}}, {{registrationNumber}},
 * {{licenceNumber}}, {{licenceAuthority}}, {{address}}, {{supportEmail}}, {{minimumAge}} and {{brand}} are filled
 * from the merchant configuration (operator details) when the help centre is served. The texts name only tools
 * the site has; languages without a topic get the Portuguese one.
 */
const helpTopics: { tag: string; sort: number; texts: Texts }[] = [
  {
    tag: 'term',
    sort: 1,
    texts: {
      pt: {
        title: 'Termos e condições',
        content: [
          '<h3>Termos e condições</h3>',
          '<p>O site {{brand}} é operado por <b>{{company}}</b> ({{registrationNumber}}), {{address}}. Licença: <b>{{licenceNumber}}</b> ({{licenceAuthority}}).</p>',
          '<h4>1. Conta</h4><ul><li>Só maiores de {{minimumAge}} anos podem se cadastrar e jogar.</li><li>Cada pessoa pode ter uma única conta, em seu próprio nome.</li><li>Você é responsável por manter a sua senha e a sua senha de transação em sigilo.</li></ul>',
          '<h4>2. Depósitos e saques</h4><ul><li>Os depósitos são feitos por PIX e entram no saldo quando o pagamento é confirmado.</li><li>Os saques são pagos somente para uma chave PIX ou conta bancária em nome do titular da conta, e exigem a senha de transação.</li><li>O valor de um saque fica retido até ser pago; depois do pagamento, você confirma o recebimento ou informa que não recebeu.</li></ul>',
          '<h4>3. Apostas</h4><ul><li>Uma aposta confirmada não pode ser alterada. As apostas da loteria podem ser canceladas enquanto o sorteio estiver aberto.</li><li>Os resultados dos jogos da casa e da loteria podem ser verificados a partir das sementes publicadas.</li><li>Se um sorteio ou uma rodada for cancelado, as apostas são devolvidas ao saldo.</li></ul>',
          '<h4>4. Encerramento</h4><p>Você pode pedir o encerramento ou a suspensão da conta a qualquer momento pelo e-mail {{supportEmail}}. O operador pode suspender contas usadas com fraude, por menores de idade ou em nome de terceiros.</p>',
          '<h4>5. Contato</h4><p>Dúvidas sobre estes termos: {{supportEmail}}.</p>',
        ].join(''),
      },
      en: {
        title: 'Terms and conditions',
        content: [
          '<h3>Terms and conditions</h3>',
          '<p>The {{brand}} site is operated by <b>{{company}}</b> ({{registrationNumber}}), {{address}}. Licence: <b>{{licenceNumber}}</b> ({{licenceAuthority}}).</p>',
          '<h4>1. Account</h4><ul><li>Only people aged {{minimumAge}} or over may sign up and play.</li><li>Each person may hold one account only, in their own name.</li><li>You are responsible for keeping your password and your transaction password secret.</li></ul>',
          '<h4>2. Deposits and withdrawals</h4><ul><li>Deposits are made by PIX and reach your balance when the payment is confirmed.</li><li>Withdrawals are paid only to a PIX key or bank account in the account holder’s name, and need the transaction password.</li><li>A withdrawal’s amount is held until it is paid; after the payment you confirm receipt or report that it did not arrive.</li></ul>',
          '<h4>3. Bets</h4><ul><li>A confirmed bet cannot be changed. Lottery bets can be cancelled while the draw is open.</li><li>The results of the house games and the lottery can be verified from the published seeds.</li><li>If a draw or a round is cancelled, its bets are returned to your balance.</li></ul>',
          '<h4>4. Closing an account</h4><p>You may ask to close or suspend your account at any time by writing to {{supportEmail}}. The operator may suspend accounts used for fraud, by minors or on behalf of others.</p>',
          '<h4>5. Contact</h4><p>Questions about these terms: {{supportEmail}}.</p>',
        ].join(''),
      },
    },
  },
  {
    tag: 'privacy',
    sort: 2,
    texts: {
      pt: {
        title: 'Política de privacidade',
        content: [
          '<h3>Política de privacidade</h3>',
          '<p>O controlador dos seus dados é <b>{{company}}</b> ({{registrationNumber}}), {{address}}, operador do site {{brand}} sob a licença {{licenceNumber}}.</p>',
          '<h4>Dados que guardamos</h4><ul><li>Os dados do cadastro: nome de usuário, celular, e-mail e, para saques, o seu nome real e as contas de pagamento que você adicionar.</li><li>Os seus depósitos, saques, apostas e movimentos de saldo.</li><li>Os endereços de acesso e as tentativas de login, para proteger a conta.</li></ul>',
          '<h4>Para que usamos</h4><ul><li>Operar a sua conta, pagar os seus saques e mostrar o seu histórico.</li><li>Confirmar a sua identidade quando você entra de um endereço novo ou recupera a senha.</li><li>Cumprir a lei e prevenir fraudes.</li></ul>',
          '<p>Não vendemos os seus dados. Eles são compartilhados apenas com os meios de pagamento e os fornecedores de jogos necessários para o serviço, ou com autoridades quando a lei exigir.</p>',
          '<h4>Seus direitos</h4><p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail {{supportEmail}}. Os registros financeiros são guardados pelo prazo que a lei exige.</p>',
        ].join(''),
      },
      en: {
        title: 'Privacy policy',
        content: [
          '<h3>Privacy policy</h3>',
          '<p>The controller of your data is <b>{{company}}</b> ({{registrationNumber}}), {{address}}, operator of the {{brand}} site under licence {{licenceNumber}}.</p>',
          '<h4>Data we keep</h4><ul><li>Your sign-up details: username, mobile number, e-mail and, for withdrawals, your real name and the payout accounts you add.</li><li>Your deposits, withdrawals, bets and balance movements.</li><li>The addresses you sign in from and your login attempts, to protect your account.</li></ul>',
          '<h4>What we use it for</h4><ul><li>Running your account, paying your withdrawals and showing your history.</li><li>Confirming it is you when you sign in from a new address or recover your password.</li><li>Complying with the law and preventing fraud.</li></ul>',
          '<p>We do not sell your data. It is shared only with the payment services and game providers the service needs, or with authorities when the law requires it.</p>',
          '<h4>Your rights</h4><p>You can ask to access, correct or delete your data by writing to {{supportEmail}}. Financial records are kept for as long as the law requires.</p>',
        ].join(''),
      },
    },
  },
  {
    tag: 'responsible',
    sort: 3,
    texts: {
      pt: {
        title: 'Jogo responsável',
        content: [
          '<h3>Jogo responsável</h3>',
          '<p>Jogar deve ser diversão, não uma forma de ganhar dinheiro. O jogo é proibido para menores de {{minimumAge}} anos.</p>',
          '<ul><li>Jogue apenas com dinheiro que você pode perder e decida antes quanto vai gastar.</li><li>Acompanhe quanto apostou e ganhou na página <b>Ganhos e perdas</b> e no <b>Histórico de apostas</b> do centro do membro.</li><li>Para experimentar um jogo sem dinheiro real, use a conta de teste.</li><li>A senha de transação protege os seus saques: defina-a no centro de segurança.</li></ul>',
          '<h4>Pausa ou encerramento da conta</h4><p>Se quiser uma pausa ou parar de jogar, escreva para {{supportEmail}} ou fale com o suporte pelos links do rodapé: a equipe de {{company}} suspende ou encerra a sua conta.</p>',
          '<p>Se o jogo está afetando a sua vida, procure ajuda: o CVV atende de graça pelo telefone 188.</p>',
          '<p>{{brand}} é operado por {{company}}, licença {{licenceNumber}} ({{licenceAuthority}}).</p>',
        ].join(''),
      },
      en: {
        title: 'Responsible gaming',
        content: [
          '<h3>Responsible gaming</h3>',
          '<p>Playing should be fun, not a way to make money. Gambling is forbidden to anyone under {{minimumAge}}.</p>',
          '<ul><li>Only play with money you can afford to lose, and decide beforehand how much you will spend.</li><li>Follow how much you bet and won on the <b>Profit and loss</b> page and in the <b>Betting records</b> of the member centre.</li><li>To try a game without real money, use the trial account.</li><li>The transaction password protects your withdrawals: set it in the security centre.</li></ul>',
          '<h4>A break or closing your account</h4><p>If you want a break or to stop playing, write to {{supportEmail}} or contact support through the links in the footer: the {{company}} team suspends or closes your account.</p>',
          '<p>If gambling is affecting your life, seek help: in Brazil, CVV answers free of charge on 188.</p>',
          '<p>{{brand}} is operated by {{company}}, licence {{licenceNumber}} ({{licenceAuthority}}).</p>',
        ].join(''),
      },
    },
  },
  {
    tag: 'faq',
    sort: 4,
    texts: {
      pt: {
        title: 'Perguntas frequentes',
        content: [
          '<h3>Perguntas frequentes</h3>',
          '<p><b>Como deposito por PIX?</b> No centro do membro, abra Depositar, escolha PIX e o valor. Leia o QR Code no app do seu banco ou use o código copia e cola.</p>',
          '<p><b>Quando o depósito entra no saldo?</b> Assim que o pagamento é confirmado; a página do pedido se atualiza sozinha. Um pedido não pago expira, e basta criar outro.</p>',
          '<p><b>Como faço um saque?</b> Em Sacar, adicione uma chave PIX ou conta bancária em seu nome, informe o valor e a senha de transação. O valor fica retido até ser pago.</p>',
          '<p><b>O saque foi pago, mas não chegou. E agora?</b> Na lista de saques, escolha Não recebido ou Recebido em parte e anexe um comprovante: a equipe verifica o pagamento.</p>',
          '<p><b>Por que o site pede para confirmar minha identidade?</b> Quando você entra de um endereço novo, confirmamos que é você (celular, e-mail, código SMS ou app autenticador). O nome real e a senha de transação protegem os saques.</p>',
          '<p><b>Como funciona a loteria?</b> Há sorteios a cada 1, 3 e 5 minutos e loterias regionais. Escolha o tipo de aposta e os números antes do fechamento; o resultado aparece na página e a aposta é liquidada na hora.</p>',
          '<p><b>Como sei que o resultado é justo?</b> Antes de cada sorteio ou rodada publicamos o hash da semente; depois, a semente. Na aba Imparcialidade da loteria e na página Verificar dos jogos da casa você recalcula o resultado.</p>',
          '<p><b>Posso jogar sem depositar?</b> Sim: no login, escolha Jogar grátis para abrir uma conta de teste com dinheiro de jogo. Ela não pode depositar nem sacar.</p>',
          '<p><b>Como me torno agente?</b> Fale com o suporte. Os agentes entram em /agent, convidam membros com o seu código de convite e acompanham a equipe no centro de agentes.</p>',
          '<p><b>Esqueci a senha.</b> No login, escolha Esqueceu a senha? e recupere o acesso por celular ou por e-mail.</p>',
          '<p><b>Quem opera o site?</b> {{company}} ({{registrationNumber}}), licença {{licenceNumber}} ({{licenceAuthority}}). Contato: {{supportEmail}}.</p>',
        ].join(''),
      },
      en: {
        title: 'Frequently asked questions',
        content: [
          '<h3>Frequently asked questions</h3>',
          '<p><b>How do I deposit by PIX?</b> In the member centre, open Deposit, choose PIX and the amount. Scan the QR code in your bank’s app or use the copy-and-paste code.</p>',
          '<p><b>When does a deposit reach my balance?</b> As soon as the payment is confirmed; the order page updates by itself. An unpaid order expires, and you simply create another.</p>',
          '<p><b>How do I withdraw?</b> In Withdraw, add a PIX key or bank account in your name, enter the amount and your transaction password. The amount is held until it is paid.</p>',
          '<p><b>My withdrawal was paid but did not arrive. What now?</b> In the withdrawal list, choose Not received or Partly received and attach proof: the team checks the payment.</p>',
          '<p><b>Why does the site ask me to confirm who I am?</b> When you sign in from a new address we confirm it is you (mobile, e-mail, SMS code or authenticator app). Your real name and transaction password protect withdrawals.</p>',
          '<p><b>How does the lottery work?</b> There are draws every 1, 3 and 5 minutes and regional lotteries. Choose the bet type and numbers before the draw closes; the result shows on the page and the bet is settled at once.</p>',
          '<p><b>How do I know a result is fair?</b> Before each draw or round we publish the seed’s hash; afterwards, the seed. The lottery’s Fairness tab and the house games’ Verify page recompute the result.</p>',
          '<p><b>Can I play without depositing?</b> Yes: at login, choose Play for free to open a trial account with play money. It cannot deposit or withdraw.</p>',
          '<p><b>How do I become an agent?</b> Contact support. Agents sign in at /agent, invite members with their invitation code and follow their team in the agent centre.</p>',
          '<p><b>I forgot my password.</b> At login, choose Forgot your password? and recover access by mobile or by e-mail.</p>',
          '<p><b>Who runs the site?</b> {{company}} ({{registrationNumber}}), licence {{licenceNumber}} ({{licenceAuthority}}). Contact: {{supportEmail}}.</p>',
        ].join(''),
      },
    },
  },
  {
    tag: 'about',
    sort: 5,
    texts: {
      pt: { title: 'Sobre nós', content: '<h3>Sobre nós</h3><p>{{brand}} reúne loterias próprias com sorteios verificáveis, jogos da casa, cassino, slots e esportes em um só lugar.</p><p>Operado por {{company}} ({{registrationNumber}}), {{address}}. Licença {{licenceNumber}} ({{licenceAuthority}}). Contato: {{supportEmail}}.</p>' },
      en: { title: 'About us', content: '<h3>About us</h3><p>{{brand}} brings together its own lotteries with verifiable draws, house games, casino, slots and sports in one place.</p><p>Operated by {{company}} ({{registrationNumber}}), {{address}}. Licence {{licenceNumber}} ({{licenceAuthority}}). Contact: {{supportEmail}}.</p>' },
    },
  },
];

/** Every seeded help text (titles and contents), for checks. */
export function seededHelpTexts(): string[] {
  return helpTopics.flatMap((topic) => Object.values(topic.texts).flatMap((text) => [text.title, text.content]));
}

/** Writes each starting help topic a site lacks in its language; existing topics keep the operator's edits. */
export async function seedHelpTopics(service: ContentService, existing: ReadonlySet<string>): Promise<void> {
  for (const topic of helpTopics) {
    for (const [language, text] of Object.entries(topic.texts)) {
      if (existing.has(`${topic.tag}:${language}`)) continue;
      await service.saveHelpTopic({ tag: topic.tag, language, title: text.title, content: text.content, sort: topic.sort });
    }
  }
}
