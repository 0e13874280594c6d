create table if not exists {{ index .Options "Namespace" }}.mfa_factors (
	id uuid not null primary key,
	user_id uuid not null,
	friendly_name text null,
	status text not null
);

do $$
begin
  if not exists (select indexname from pg_indexes where indexname = 'mfa_factors_user_friendly_name_unique')
  then
    create unique index mfa_factors_user_friendly_name_unique on {{ index .Options "Namespace" }}.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
  end if;
end $$;

create table if not exists {{ index .Options "Namespace" }}.api_tokens (
	id uuid not null primary key,
	user_id uuid not null,
	token text not null
);
alter table {{ index .Options "Namespace" }}.api_tokens add constraint api_tokens_token_key unique (user_id, token);
