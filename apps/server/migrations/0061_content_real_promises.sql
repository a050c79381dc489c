-- The first demo content promised what the site does not do (a doubled first deposit, rebates, cashback, a
-- sign-up bonus, tournaments, deposit limits, an app update). Those seeded rows go: on the next start with demo
-- data, a site left without content gets the current demo content, which describes only real features.
-- Rows are matched by their seeded Portuguese and English titles, so content an operator wrote stays.

delete from content_announcements
where (texts -> 'pt' ->> 'title', texts -> 'en' ->> 'title') in (
  ('Bem-vindo à Sorte Dourada', 'Welcome to Sorte Dourada'),
  ('Depósitos PIX instantâneos', 'Instant PIX deposits'),
  ('Bem-vindo! O seu primeiro depósito vale o dobro', 'Welcome! Your first deposit counts double'),
  ('Novas slots todas as semanas', 'New slots every week'),
  ('Sorteios verificáveis', 'Verifiable draws'),
  ('Manutenção programada', 'Scheduled maintenance'),
  ('Reembolso diário de 1%', '1% daily rebate'),
  ('Jogo responsável', 'Responsible gaming')
);

delete from content_banners
where (texts -> 'pt' ->> 'title', texts -> 'en' ->> 'title') in (
  ('Primeiro depósito a dobrar', 'First deposit doubled'),
  ('Jogos da casa', 'House games'),
  ('Lotaria a cada minuto', 'A lottery every minute'),
  ('Casino ao vivo', 'Live casino'),
  ('Bem-vindo de volta', 'Welcome back'),
  ('Crie a sua conta', 'Create your account'),
  ('Recupere o acesso', 'Recover your access'),
  ('Promoções', 'Promotions'),
  ('Descarregue a app', 'Get the app')
);

delete from content_notices
where (texts -> 'pt' ->> 'title', texts -> 'en' ->> 'title') in (
  ('Novo método de levantamento', 'New withdrawal method'),
  ('Novos fornecedores de slots', 'New slot providers'),
  ('Atualização da app', 'App update'),
  ('Horário do apoio ao cliente', 'Customer service hours'),
  ('Segurança da conta', 'Account security'),
  ('Resultados da lotaria', 'Lottery results'),
  ('Torneio semanal de slots', 'Weekly slot tournament'),
  ('Programa de indicação', 'Referral programme'),
  ('Limites de depósito', 'Deposit limits'),
  ('Novas mesas ao vivo', 'New live tables'),
  ('Pontos de fidelidade', 'Loyalty points'),
  ('Missões diárias', 'Daily missions')
);

delete from content_promotions
where (texts -> 'pt' ->> 'title', texts -> 'en' ->> 'title') in (
  ('Primeiro depósito a dobrar', 'First deposit doubled'),
  ('Reembolso diário de 1%', '1% daily rebate'),
  ('Bónus de registo', 'Sign-up bonus'),
  ('Clube VIP', 'VIP club'),
  ('Múltiplas com bónus', 'Accumulator boost'),
  ('Cashback da lotaria', 'Lottery cashback'),
  ('Torneio de slots', 'Slot tournament')
);

-- The first help texts: three terms, two questions and limits that do not exist. Short seeded topics go; the
-- start-up seed writes the current ones (with the operator's details) for every topic a site lacks.
delete from help_topics
where tag in ('term', 'privacy', 'faq', 'responsible', 'about')
  and char_length(content) < 700
  and title in (
    'Termos e condições', 'Terms and conditions', 'Términos y condiciones', '条款与条件',
    'Política de privacidade', 'Privacy policy', 'Política de privacidad', '隐私政策',
    'Perguntas frequentes', 'Frequently asked questions', 'Preguntas frecuentes', '常见问题',
    'Jogo responsável', 'Responsible gaming', 'Juego responsable', '理性博彩',
    'Sobre nós', 'About us', 'Sobre nosotros', '关于我们'
  );
