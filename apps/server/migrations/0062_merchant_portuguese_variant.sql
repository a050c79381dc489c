-- Which Portuguese a merchant's site writes in: Brazilian (the demo's) or European. Stored configurations
-- that predate the choice get Brazilian Portuguese, the Portuguese of the BRL/PIX market they were set up for.
update merchants
set config = config || jsonb_build_object('portugueseVariant', 'pt-BR')
where not (config ? 'portugueseVariant');
