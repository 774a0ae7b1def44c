-- Decision 0155: a coil that replaced no coil of its device on its installation day (its device's first, or one
-- added after a deletion) counts that day's log. Past coils recorded before it left that day out: add it, split
-- between the devices holding a coil today (the split of the day of the change is not kept).
UPDATE "coil_history" h
SET "ml_vaped" = h."ml_vaped" + coalesce((
    SELECT sum(l."ml"::float8) FROM "nicotine_logs" l
    WHERE l."user_id" = h."user_id" AND l."date" = h."installed_on"
  ), 0) / greatest(1, (SELECT count(DISTINCT s."cig_id") FROM "resistances" s WHERE s."user_id" = h."user_id"))
WHERE NOT EXISTS (
  SELECT 1 FROM "coil_history" p WHERE p."cig_id" = h."cig_id" AND p."removed_on" = h."installed_on"
);
