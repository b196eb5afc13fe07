-- The SOF's revision (statement-of-facts/db.ts sofs.revision): the key of the SOF page's answer
-- cache. Bumped in the same transaction as any write to the SOF row or to a child the answer shows
-- (events, remarks, comments, attachments, invites, signatures). Triggers, not the services, so a
-- new writer (a command, a job, SQL by hand) cannot leave a cached answer standing.
CREATE FUNCTION "sofs_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sofs_revision" BEFORE UPDATE ON "sofs" FOR EACH ROW
  EXECUTE FUNCTION sofs_revision_bump();--> statement-breakpoint
CREATE FUNCTION "sof_child_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE sofs SET revision = revision + 1 WHERE id = NEW.sof_id;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.sof_id IS DISTINCT FROM NEW.sof_id) THEN
    UPDATE sofs SET revision = revision + 1 WHERE id = OLD.sof_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sof_events_revision" AFTER INSERT OR UPDATE OR DELETE ON "sof_events"
  FOR EACH ROW EXECUTE FUNCTION sof_child_revision_bump();--> statement-breakpoint
CREATE TRIGGER "sof_remarks_revision" AFTER INSERT OR UPDATE OR DELETE ON "sof_remarks"
  FOR EACH ROW EXECUTE FUNCTION sof_child_revision_bump();--> statement-breakpoint
CREATE TRIGGER "sof_comments_revision" AFTER INSERT OR UPDATE OR DELETE ON "sof_comments"
  FOR EACH ROW EXECUTE FUNCTION sof_child_revision_bump();--> statement-breakpoint
CREATE TRIGGER "sof_attachments_revision" AFTER INSERT OR UPDATE OR DELETE ON "sof_attachments"
  FOR EACH ROW EXECUTE FUNCTION sof_child_revision_bump();--> statement-breakpoint
CREATE TRIGGER "sof_invites_revision" AFTER INSERT OR UPDATE OR DELETE ON "sof_invites"
  FOR EACH ROW EXECUTE FUNCTION sof_child_revision_bump();--> statement-breakpoint
CREATE TRIGGER "sof_signatures_revision" AFTER INSERT OR UPDATE OR DELETE ON "sof_signatures"
  FOR EACH ROW EXECUTE FUNCTION sof_child_revision_bump();
