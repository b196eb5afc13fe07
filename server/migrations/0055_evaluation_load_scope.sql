-- What the evaluation load must know before it may answer (evaluations/load-read-model.ts), as one
-- function: the revision its kept answer is tagged with, the company of its appointment when the
-- appointment's port call (port and vessel) exists, and whether the caller's active REGION_RULEs of
-- that company reach the port's country (none: unrestricted; a rule whose regions are inactive or
-- empty reaches nothing), as settings/region-scope.ts reads them. A function, not a statement: its
-- plan is kept by the connection, and on the embedded PGlite (one engine, no prepared statements
-- through the driver) planning the joins cost four times what running them does.
CREATE FUNCTION "evaluation_load_scope"(evaluation_id bigint, caller_company_id bigint, caller_profile_id bigint)
RETURNS TABLE ("revision" bigint, "appointment_company_id" bigint, "is_in_region" boolean)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT e.revision,
    CASE WHEN p.id IS NULL THEN NULL ELSE a.company_id END,
    coalesce((
      SELECT bool_or(rc.country_id IS NOT NULL)
      FROM profile_rules pr
      JOIN rules r ON r.id = pr.rule_id AND r.rule_type = 'REGION_RULE' AND r.state = 'ACTIVE'
        AND r.company_id = caller_company_id
      LEFT JOIN rule_regions rr ON rr.rule_id = r.id
      LEFT JOIN regions g ON g.id = rr.region_id AND g.state = 'ACTIVE'
      LEFT JOIN region_countries rc ON rc.region_id = g.id AND rc.country_id = p.country_id
      WHERE pr.profile_id = caller_profile_id), true)
  FROM evaluations e
  LEFT JOIN appointments a ON a.id = e.appointment_id
  LEFT JOIN port_calls pc ON pc.id = a.port_call_id
  LEFT JOIN vessels v ON v.id = pc.vessel_id
  LEFT JOIN ports p ON p.id = pc.port_id AND v.id IS NOT NULL
  WHERE e.id = evaluation_id;
END
$$;
