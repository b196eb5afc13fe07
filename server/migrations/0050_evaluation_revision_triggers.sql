-- The evaluation's revision (evaluations/db.ts evaluations.revision; service.ts `loadAnswer`): bumped in the same transaction as any change of what `load` answers, so a kept answer is served
-- only while the revision the load's own scope read sees is the one it was made at. Triggers, not
-- the services: a job, a reopen or SQL by hand cannot leave an answer standing. Statement triggers
-- with transition tables for the lines, so a bulk approval of 500 lines bumps its evaluation once.
CREATE FUNCTION "evaluation_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Any change of the row itself, unless the statement sets the revision (the triggers below do).
CREATE TRIGGER "evaluations_revision" BEFORE UPDATE ON "evaluations" FOR EACH ROW
  WHEN (NEW.revision IS NOT DISTINCT FROM OLD.revision) EXECUTE FUNCTION evaluation_revision_bump();--> statement-breakpoint
CREATE FUNCTION "evaluation_revision_of_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE evaluations SET revision = revision + 1 WHERE id IN (SELECT evaluation_id FROM new_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "evaluation_revision_of_old_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE evaluations SET revision = revision + 1 WHERE id IN (SELECT evaluation_id FROM old_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "evaluation_revision_of_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE evaluations SET revision = revision + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expense_evaluations_revision_insert" AFTER INSERT ON "expense_evaluations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_new_rows();--> statement-breakpoint
CREATE TRIGGER "expense_evaluations_revision_update" AFTER UPDATE ON "expense_evaluations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_new_rows();--> statement-breakpoint
CREATE TRIGGER "expense_evaluations_revision_delete" AFTER DELETE ON "expense_evaluations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_old_rows();--> statement-breakpoint
CREATE TRIGGER "expense_evaluations_revision_truncate" AFTER TRUNCATE ON "expense_evaluations"
  FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_all();--> statement-breakpoint
CREATE TRIGGER "expense_evaluation_edits_revision_insert" AFTER INSERT ON "expense_evaluation_edits"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_new_rows();--> statement-breakpoint
CREATE TRIGGER "expense_evaluation_edits_revision_update" AFTER UPDATE ON "expense_evaluation_edits"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_new_rows();--> statement-breakpoint
CREATE TRIGGER "expense_evaluation_edits_revision_delete" AFTER DELETE ON "expense_evaluation_edits"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_old_rows();--> statement-breakpoint
CREATE TRIGGER "expense_evaluation_edits_revision_truncate" AFTER TRUNCATE ON "expense_evaluation_edits"
  FOR EACH STATEMENT EXECUTE FUNCTION evaluation_revision_of_all();--> statement-breakpoint
-- The edit history shows its editors' names (editedBy.fullName): a rename changes those answers.
-- Rare, so the edits are found without an index on the editor.
CREATE FUNCTION "evaluation_revision_of_editor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE evaluations SET revision = revision + 1
    WHERE id IN (SELECT evaluation_id FROM expense_evaluation_edits WHERE edited_by_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_evaluation_revision" AFTER UPDATE ON "profiles" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.surname IS DISTINCT FROM NEW.surname)
  EXECUTE FUNCTION evaluation_revision_of_editor();
