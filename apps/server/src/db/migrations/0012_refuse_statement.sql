-- A statement that must not take effect raises through this function (docs/decisions/035): the checkout's
-- one-statement order refuses itself when its order was not inserted or went over a checkout limit, so
-- the statement needs no transaction of its own. SQLSTATE AT001; the message says why, the detail
-- carries what the caller needs to answer (no personal data: PostgreSQL logs the error).
CREATE FUNCTION "refuse_statement"(reason text, detail text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION USING ERRCODE = 'AT001', MESSAGE = reason, DETAIL = coalesce(detail, '');
END;
$$;
