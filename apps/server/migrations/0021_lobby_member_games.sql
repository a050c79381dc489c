-- Module lobby: each member's favourite and recent games, and the winner board.
-- One table for both lists: favourites keep the time they were added, recent games the time last started.
create table lobby_member_games (
  member_id bigint not null,
  list text not null check (list in ('favourite', 'recent')),
  node_id integer not null references lobby_games (node_id),
  touched_at timestamptz not null default now(),
  primary key (member_id, list, node_id)
);
create index lobby_member_games_latest on lobby_member_games (member_id, list, touched_at desc, node_id desc);

-- Wins shown on the board; demo rows (no member) fill it until enough real wins exist.
create table lobby_winners (
  id bigint generated always as identity primary key,
  member_id bigint,
  account text not null check (char_length(account) between 1 and 64),
  node_id integer not null references lobby_games (node_id),
  game_type text not null,
  win_amount bigint not null check (win_amount > 0),
  is_demo boolean not null default false,
  won_at timestamptz not null default now(),
  check (is_demo or member_id is not null)
);
create index lobby_winners_amount on lobby_winners (is_demo, win_amount desc);
create index lobby_winners_type_amount on lobby_winners (game_type, is_demo, win_amount desc);
