-- household_versions.version changes in every transaction that writes data a cached hot read shows
-- (GET /recipes/{profileId}, …/page, /grocery/user, the week's plans). The triggers are deferred to
-- commit, so the bump takes the household's version row last and holds it for an instant: writers
-- never wait on it while holding other rows (no deadlocks), and readers see data and version change
-- together. One bump per transaction, however many rows it writes.
CREATE SEQUENCE "household_version_seq";
--> statement-breakpoint
CREATE FUNCTION bump_household_version(household uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO household_versions AS v (household_id, version, bumped_by)
  SELECT household, nextval('household_version_seq'), pg_current_xact_id()::text::bigint
  -- A household deleted in this transaction has nothing left to cache.
  WHERE EXISTS (SELECT 1 FROM users WHERE id = household)
  ON CONFLICT (household_id) DO UPDATE SET version = excluded.version, bumped_by = excluded.bumped_by
  WHERE v.bumped_by <> excluded.bumped_by
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the column naming the row's household (household_id, user_id) or its profile (profile_id).
CREATE FUNCTION household_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := ARRAY[]::uuid[];
BEGIN
  IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[0])::uuid; END IF;
  IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[0])::uuid; END IF;
  IF TG_ARGV[0] = 'profile_id' THEN
    -- A profile deleted in this transaction bumped its household itself.
    ids := ARRAY(SELECT user_id FROM profiles WHERE id = ANY (ids));
  END IF;
  PERFORM bump_household_version(id) FROM (SELECT DISTINCT unnest(ids) AS id) AS changed WHERE id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A store reaches the grocery list through its name in the store tags of every household that uses it.
CREATE FUNCTION store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_household_version(a.household_id)
  FROM (SELECT DISTINCT household_id FROM grocery_store_assignments WHERE store_id = OLD.id) AS a;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_household_version AFTER INSERT OR UPDATE OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION household_data_changed('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER recipes_household_version AFTER INSERT OR UPDATE OR DELETE ON recipes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION household_data_changed('profile_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER recipe_favorites_household_version AFTER INSERT OR UPDATE OR DELETE ON recipe_favorites
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION household_data_changed('profile_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER weekly_plans_household_version AFTER INSERT OR UPDATE OR DELETE ON weekly_plans
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION household_data_changed('profile_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER grocery_items_household_version AFTER INSERT OR UPDATE OR DELETE ON grocery_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION household_data_changed('household_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER grocery_store_assignments_household_version AFTER INSERT OR UPDATE OR DELETE ON grocery_store_assignments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION household_data_changed('household_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER pantry_items_household_version AFTER INSERT OR UPDATE OR DELETE ON pantry_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION household_data_changed('household_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stores_household_version AFTER UPDATE OR DELETE ON stores
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION store_changed();
