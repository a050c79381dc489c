-- The demo operator writes Brazilian Portuguese: the seeded PT names of menus, lanes, platform vendors,
-- games and lottery series change from their European forms (Lotaria, Casino, Desporto, Foguetão, …).
-- Only texts still equal to the seeded ones change, so names an operator edited stay as they are.

create function pg_temp.brazilian(name text) returns text language sql immutable as $$
  select replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name,
    'Lotaria', 'Loteria'), 'Vietname', 'Vietnã'), 'Foguetão', 'Foguete'), 'Fénix', 'Fênix'), 'Póquer', 'Pôquer'),
    'Casino', 'Cassino'), 'Desporto', 'Esportes'), 'Basquetebol', 'Basquete'), 'Ténis', 'Tênis'),
    'Desempate por Penáltis', 'Disputa de Pênaltis'), 'Taça eFutebol', 'Copa eFutebol')
$$;

create function pg_temp.search_form(name text) returns text language sql immutable as $$
  select translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')
$$;

update lobby_menus set titles = jsonb_set(titles, '{pt}', to_jsonb(pg_temp.brazilian(titles ->> 'pt')))
where titles ->> 'pt' in ('Lotaria', 'Casino ao vivo', 'Desporto', 'Lotaria rápida');

update lobby_lanes set titles = jsonb_set(titles, '{pt}', to_jsonb(pg_temp.brazilian(titles ->> 'pt')))
where titles ->> 'pt' in ('Lotaria', 'Casino ao vivo', 'Desporto', 'Lotaria rápida');

update lobby_vendors set names = jsonb_set(names, '{pt}', to_jsonb(pg_temp.brazilian(names ->> 'pt')))
where names ->> 'pt' in ('Lotaria', 'Lotaria Rápida', 'Lotaria do Vietname', 'Lotaria do Sudeste Asiático');

-- Games: the new PT name joins the search text (the old one stays findable) and the artwork address changes.
update lobby_games
set names = jsonb_set(names, '{pt}', to_jsonb(pg_temp.brazilian(names ->> 'pt'))),
    search_text = search_text || ' | ' || pg_temp.search_form(pg_temp.brazilian(names ->> 'pt')),
    art_version = left(md5(pg_temp.brazilian(names ->> 'pt') || art_version), 10)
where node_id < 1000000 and pg_temp.brazilian(names ->> 'pt') <> names ->> 'pt';

update lottery_games set names = jsonb_set(names, '{pt}', to_jsonb(pg_temp.brazilian(names ->> 'pt')))
where names ->> 'pt' like 'Lotaria %';
