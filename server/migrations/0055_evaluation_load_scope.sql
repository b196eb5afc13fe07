-- What the evaluation load must know before it may answer (evaluations/load-read-model.ts), as one
-- function: the revision its kept answer is tagged with, and the company of its appointment and the
-- country of its port when the appointment's port call (port and vessel) exists. The caller's region
-- rules are not read here: the cached session carries them (settings/region-scope.ts decides, in one
-- place). A function, not a statement: its
-- plan is kept by the connection, and on the embedded PGlite (one engine, no prepared statements
-- through the driver) planning the joins cost four times what running them does.
CREATE FUNCTION "evaluation_load_scope"(evaluation_id bigint)
RETURNS TABLE ("revision" bigint, "appointment_company_id" bigint, "port_country_id" bigint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT e.revision,
    CASE WHEN p.id IS NULL THEN NULL ELSE a.company_id END,
    p.country_id
  FROM evaluations e
  LEFT JOIN appointments a ON a.id = e.appointment_id
  LEFT JOIN port_calls pc ON pc.id = a.port_call_id
  LEFT JOIN vessels v ON v.id = pc.vessel_id
  LEFT JOIN ports p ON p.id = pc.port_id AND v.id IS NOT NULL
  WHERE e.id = evaluation_id;
END
$$;
