-- Files stored before stored_file existed: record what each one is for, so that existing URLs keep working for the
-- people who may see them (public: logos, public-page photos, profile pictures; the rest private to their record).
INSERT INTO "stored_file" ("name", "company_id", "kind", "visibility")
SELECT DISTINCT ON (n) n, c.id, 'logo', 'public' FROM "company" c,
  LATERAL (SELECT substring(c.logo_url from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_file" ("name", "company_id", "kind", "visibility")
SELECT DISTINCT ON (n) n, c.id, 'public_photo', 'public' FROM "company" c,
  LATERAL jsonb_array_elements(c.public_photos) p,
  LATERAL (VALUES (p->>'url'), (p->>'thumbnailUrl')) u(url),
  LATERAL (SELECT substring(u.url from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_file" ("name", "kind", "visibility", "uploaded_by_user_id")
SELECT DISTINCT ON (n) n, 'profile', 'public', u.id FROM "user" u,
  LATERAL (SELECT substring(u.image from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_file" ("name", "company_id", "kind", "visibility")
SELECT DISTINCT ON (n) n, t.company_id, 'place_photo', 'private' FROM (
  SELECT company_id, photos FROM "service_location"
  UNION ALL SELECT company_id, photos FROM "body_of_water"
  UNION ALL SELECT company_id, photos FROM "equipment"
) t, LATERAL jsonb_array_elements_text(t.photos) p(url),
  LATERAL (SELECT substring(p.url from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_file" ("name", "company_id", "customer_id", "kind", "visibility")
SELECT DISTINCT ON (n) n, t.company_id, t.customer_id, 'stop_photo', 'private' FROM (
  SELECT company_id, customer_id, photos FROM "service_stop"
  UNION ALL SELECT st.company_id, s.customer_id, jsonb_build_array(st.photo) FROM "stop_task" st
    JOIN "service_stop" s ON s.id = st.service_stop_id WHERE st.photo IS NOT NULL
) t, LATERAL jsonb_array_elements(t.photos) p,
  LATERAL (VALUES (p->>'url'), (p->>'thumbnailUrl')) u(url),
  LATERAL (SELECT substring(u.url from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_file" ("name", "company_id", "customer_id", "kind", "visibility")
SELECT DISTINCT ON (n) n, r.company_id, r.customer_id, 'repair_photo', 'private' FROM "repair_request" r,
  LATERAL jsonb_array_elements(r.photos) p,
  LATERAL (VALUES (p->>'url'), (p->>'thumbnailUrl')) u(url),
  LATERAL (SELECT substring(u.url from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_file" ("name", "company_id", "customer_id", "kind", "visibility")
SELECT DISTINCT ON (n) n, m.company_id, t.customer_id, 'message', 'private' FROM "message" m
  JOIN "message_thread" t ON t.id = m.thread_id,
  LATERAL jsonb_array_elements(m.attachments) p,
  LATERAL (VALUES (p->>'url'), (p->>'thumbnailUrl')) u(url),
  LATERAL (SELECT substring(u.url from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_file" ("name", "company_id", "kind", "visibility")
SELECT DISTINCT ON (n) n, pu.company_id, 'receipt', 'private' FROM "purchase" pu,
  LATERAL (VALUES (pu.file->>'url'), (pu.file->>'thumbnailUrl')) u(url),
  LATERAL (SELECT substring(u.url from '^/uploads/([0-9a-f-]{36}\.[a-z]+)$') AS n) x WHERE n IS NOT NULL
ON CONFLICT DO NOTHING;
