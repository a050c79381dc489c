-- Image and launch CDNs that point at the merchant's own site (its main, mirror or agent domains: the demo
-- configuration stored the public address there) are dropped from the lists. An empty list means the site's own
-- origin, so pictures and games load at whatever address the site is reached at (localhost, 127.0.0.1, a mirror).
with own as (
  select m.code,
         array(select lower(m.config ->> 'mainDomain')
               union select lower(entry ->> 'domain') from jsonb_array_elements(coalesce(m.config -> 'domains', '[]'::jsonb)) as entry
               union select lower(substring(mirror.url from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]+)'))
                       from mirror_sites mirror where mirror.merchant_code = m.code) as hosts
    from merchants m
)
update merchants m
   set config = m.config || jsonb_build_object(
         'imageCDNs', coalesce((
           select jsonb_agg(cdn order by position) from jsonb_array_elements_text(coalesce(m.config -> 'imageCDNs', '[]'::jsonb)) with ordinality as list (cdn, position)
            where coalesce(lower(substring(cdn from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]+)')), '') <> all (own.hosts)), '[]'::jsonb),
         'launchGameCDNs', coalesce((
           select jsonb_agg(cdn order by position) from jsonb_array_elements_text(coalesce(m.config -> 'launchGameCDNs', '[]'::jsonb)) with ordinality as list (cdn, position)
            where coalesce(lower(substring(cdn from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]+)')), '') <> all (own.hosts)), '[]'::jsonb)),
       updated_at = now()
  from own
 where own.code = m.code;
