--
-- PostgreSQL database dump
--

\restrict lockport

-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: btree_gin; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;


--
-- Name: EXTENSION btree_gin; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION btree_gin IS 'support for indexing common datatypes in GIN';


--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;


--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';


--
-- Name: deadlines_clock_tally(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.deadlines_clock_tally() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO deadlines_clocktally (rule_code, due_date, status, met_late, n)
        SELECT rule_code, due_date, status, CASE WHEN status = 'met' THEN met_at > due_at END, COUNT(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (rule_code, due_date, status, met_late)
        DO UPDATE SET n = deadlines_clocktally.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO deadlines_clocktally (rule_code, due_date, status, met_late, n)
        SELECT rule_code, due_date, status, CASE WHEN status = 'met' THEN met_at > due_at END, -COUNT(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (rule_code, due_date, status, met_late)
        DO UPDATE SET n = deadlines_clocktally.n + EXCLUDED.n;
    ELSE
        INSERT INTO deadlines_clocktally (rule_code, due_date, status, met_late, n)
        SELECT k1, k2, k3, k4, SUM(d) FROM (
            SELECT rule_code, due_date, status, CASE WHEN status = 'met' THEN met_at > due_at END, 1 FROM new_rows
            UNION ALL
            SELECT rule_code, due_date, status, CASE WHEN status = 'met' THEN met_at > due_at END, -1 FROM old_rows
        ) AS moved (k1, k2, k3, k4, d)
        GROUP BY 1, 2, 3, 4 HAVING SUM(d) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (rule_code, due_date, status, met_late)
        DO UPDATE SET n = deadlines_clocktally.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END;
$$;


--
-- Name: documents_refuse_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.documents_refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    RAISE EXCEPTION 'rows of % are written once: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation',
              HINT = 'Issued documents are never regenerated in place; issue a correction.';
END;
$$;


--
-- Name: documents_stripped_refuse_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.documents_stripped_refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    RAISE EXCEPTION 'rows of % are written once: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation',
              HINT = 'A photos copy without metadata is made once and kept.';
END;
$$;


--
-- Name: money_account_booked(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.money_account_booked() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO money_account (project_id, balance, negative_fees)
    SELECT project_id, SUM(amount), COUNT(*) FILTER (WHERE kind = 'fee' AND amount < 0)
    FROM new_rows GROUP BY project_id ORDER BY project_id
    ON CONFLICT (project_id) DO UPDATE
    SET balance = money_account.balance + EXCLUDED.balance,
        negative_fees = money_account.negative_fees + EXCLUDED.negative_fees;
    RETURN NULL;
END;
$$;


--
-- Name: money_refuse_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.money_refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    RAISE EXCEPTION 'rows of % are written once: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation',
              HINT = 'Money records are written once; record a reversing entry or a new schedule.';
END;
$$;


--
-- Name: reports_table_stamp(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reports_table_stamp() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO reports_tablestamp (table_name, xid)
    VALUES (TG_TABLE_NAME, pg_current_xact_id()::text::bigint)
    ON CONFLICT (table_name, xid) DO NOTHING;
    RETURN NULL;
END;
$$;


--
-- Name: security_refuse_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.security_refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    RAISE EXCEPTION 'rows of % are written once: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation',
              HINT = 'The security log is append-only; record a new event instead.';
END;
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: account_emailaddress; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.account_emailaddress (
    id integer NOT NULL,
    email character varying(254) NOT NULL,
    verified boolean NOT NULL,
    "primary" boolean NOT NULL,
    user_id bigint NOT NULL
);


--
-- Name: account_emailaddress_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.account_emailaddress ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.account_emailaddress_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: account_emailconfirmation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.account_emailconfirmation (
    id integer NOT NULL,
    created timestamp with time zone NOT NULL,
    sent timestamp with time zone,
    key character varying(64) NOT NULL,
    email_address_id integer NOT NULL
);


--
-- Name: account_emailconfirmation_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.account_emailconfirmation ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.account_emailconfirmation_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: accounts_historicaluser; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts_historicaluser (
    id bigint NOT NULL,
    is_superuser boolean NOT NULL,
    email character varying(254) NOT NULL,
    full_name character varying(150) NOT NULL,
    phone character varying(30) NOT NULL,
    is_active boolean NOT NULL,
    is_staff boolean NOT NULL,
    date_joined timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    mfa_enabled boolean NOT NULL,
    signature_image_id uuid
);


--
-- Name: accounts_historicaluser_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts_historicaluser_groups (
    id bigint NOT NULL,
    m2m_history_id integer NOT NULL,
    group_id integer,
    history_id integer NOT NULL,
    user_id bigint
);


--
-- Name: accounts_historicaluser_groups_m2m_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.accounts_historicaluser_groups ALTER COLUMN m2m_history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.accounts_historicaluser_groups_m2m_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: accounts_historicaluser_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.accounts_historicaluser ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.accounts_historicaluser_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: accounts_user; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts_user (
    id bigint NOT NULL,
    password character varying(128) NOT NULL,
    last_login timestamp with time zone,
    is_superuser boolean NOT NULL,
    email character varying(254) NOT NULL,
    full_name character varying(150) NOT NULL,
    phone character varying(30) NOT NULL,
    is_active boolean NOT NULL,
    is_staff boolean NOT NULL,
    date_joined timestamp with time zone NOT NULL,
    mfa_enabled boolean NOT NULL,
    signature_image_id uuid
);


--
-- Name: accounts_user_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts_user_groups (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    group_id integer NOT NULL
);


--
-- Name: accounts_user_groups_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.accounts_user_groups ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.accounts_user_groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: accounts_user_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.accounts_user ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.accounts_user_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: accounts_user_user_permissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts_user_user_permissions (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    permission_id integer NOT NULL
);


--
-- Name: accounts_user_user_permissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.accounts_user_user_permissions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.accounts_user_user_permissions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: api_apitoken; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_apitoken (
    id bigint NOT NULL,
    name character varying(100) NOT NULL,
    scope character varying(10) NOT NULL,
    prefix character varying(12) NOT NULL,
    digest character varying(64) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    last_used_at timestamp with time zone,
    revoked_at timestamp with time zone,
    user_id bigint NOT NULL
);


--
-- Name: api_apitoken_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.api_apitoken ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.api_apitoken_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: audit_auditevent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_auditevent (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    actor_label character varying(200) NOT NULL,
    action character varying(60) NOT NULL,
    summary character varying(500) NOT NULL,
    data jsonb NOT NULL,
    at timestamp with time zone NOT NULL,
    actor_id bigint,
    subject_type_id integer NOT NULL,
    CONSTRAINT audit_auditevent_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: audit_auditevent_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.audit_auditevent ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.audit_auditevent_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: auth_group; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auth_group (
    id integer NOT NULL,
    name character varying(150) NOT NULL
);


--
-- Name: auth_group_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.auth_group ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.auth_group_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: auth_group_permissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auth_group_permissions (
    id bigint NOT NULL,
    group_id integer NOT NULL,
    permission_id integer NOT NULL
);


--
-- Name: auth_group_permissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.auth_group_permissions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.auth_group_permissions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: auth_permission; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auth_permission (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    content_type_id integer NOT NULL,
    codename character varying(100) NOT NULL
);


--
-- Name: auth_permission_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.auth_permission ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.auth_permission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: bodies_body; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bodies_body (
    id bigint NOT NULL,
    kind character varying(30) NOT NULL,
    name character varying(100) NOT NULL,
    seats smallint NOT NULL,
    clerk_id bigint,
    chair_id bigint,
    CONSTRAINT bodies_body_seats_check CHECK ((seats >= 0))
);


--
-- Name: bodies_body_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.bodies_body ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.bodies_body_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: bodies_historicalbody; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bodies_historicalbody (
    id bigint NOT NULL,
    kind character varying(30) NOT NULL,
    name character varying(100) NOT NULL,
    seats smallint NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    clerk_id bigint,
    history_user_id bigint,
    chair_id bigint,
    CONSTRAINT bodies_historicalbody_seats_check CHECK ((seats >= 0))
);


--
-- Name: bodies_historicalbody_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.bodies_historicalbody ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.bodies_historicalbody_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: bodies_historicalmeeting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bodies_historicalmeeting (
    id bigint NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    place character varying(200) NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    body_id bigint,
    history_user_id bigint,
    recorded_by_id bigint
);


--
-- Name: bodies_historicalmeeting_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.bodies_historicalmeeting ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.bodies_historicalmeeting_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: bodies_historicalmembership; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bodies_historicalmembership (
    id bigint NOT NULL,
    name character varying(150) NOT NULL,
    starts_on date NOT NULL,
    ends_on date,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    body_id bigint,
    history_user_id bigint,
    user_id bigint
);


--
-- Name: bodies_historicalmembership_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.bodies_historicalmembership ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.bodies_historicalmembership_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: bodies_meeting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bodies_meeting (
    id bigint NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    place character varying(200) NOT NULL,
    body_id bigint NOT NULL,
    recorded_by_id bigint
);


--
-- Name: bodies_meeting_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.bodies_meeting ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.bodies_meeting_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: bodies_membership; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bodies_membership (
    id bigint NOT NULL,
    name character varying(150) NOT NULL,
    starts_on date NOT NULL,
    ends_on date,
    body_id bigint NOT NULL,
    user_id bigint,
    CONSTRAINT bodies_membership_ends_after_start CHECK (((ends_on IS NULL) OR (ends_on >= starts_on)))
);


--
-- Name: bodies_membership_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.bodies_membership ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.bodies_membership_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: bodies_membervote; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bodies_membervote (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    choice character varying(10) NOT NULL,
    membership_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    CONSTRAINT bodies_membervote_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: bodies_membervote_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.bodies_membervote ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.bodies_membervote_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: calendar_historicalofficeclosure; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.calendar_historicalofficeclosure (
    id bigint NOT NULL,
    date date NOT NULL,
    reason character varying(200) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    created_by_id bigint,
    history_user_id bigint
);


--
-- Name: calendar_historicalofficeclosure_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.calendar_historicalofficeclosure ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.calendar_historicalofficeclosure_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: calendar_historicalproclaimedholiday; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.calendar_historicalproclaimedholiday (
    id bigint NOT NULL,
    date date NOT NULL,
    name character varying(200) NOT NULL,
    proclaimed_by character varying(10) NOT NULL,
    proclamation character varying(300) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    created_by_id bigint,
    history_user_id bigint
);


--
-- Name: calendar_historicalproclaimedholiday_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.calendar_historicalproclaimedholiday ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.calendar_historicalproclaimedholiday_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: calendar_officeclosure; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.calendar_officeclosure (
    id bigint NOT NULL,
    date date NOT NULL,
    reason character varying(200) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    created_by_id bigint
);


--
-- Name: calendar_officeclosure_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.calendar_officeclosure ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.calendar_officeclosure_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: calendar_proclaimedholiday; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.calendar_proclaimedholiday (
    id bigint NOT NULL,
    date date NOT NULL,
    name character varying(200) NOT NULL,
    proclaimed_by character varying(10) NOT NULL,
    proclamation character varying(300) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    created_by_id bigint
);


--
-- Name: calendar_proclaimedholiday_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.calendar_proclaimedholiday ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.calendar_proclaimedholiday_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: core_referenceseries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.core_referenceseries (
    id bigint NOT NULL,
    kind character varying(30) NOT NULL,
    year integer NOT NULL,
    last_number integer NOT NULL,
    CONSTRAINT core_referenceseries_last_number_check CHECK ((last_number >= 0)),
    CONSTRAINT core_referenceseries_year_check CHECK ((year >= 0))
);


--
-- Name: core_referenceseries_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.core_referenceseries ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.core_referenceseries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: deadlines_clocktally; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadlines_clocktally (
    id bigint NOT NULL,
    rule_code character varying(40) NOT NULL,
    due_date date NOT NULL,
    status character varying(10) NOT NULL,
    met_late boolean,
    n integer NOT NULL
);


--
-- Name: deadlines_clocktally_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.deadlines_clocktally ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.deadlines_clocktally_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: deadlines_deadline; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadlines_deadline (
    id bigint NOT NULL,
    rule_code character varying(40) NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    count_from timestamp with time zone NOT NULL,
    count_unit character varying(20) NOT NULL,
    count_period integer NOT NULL,
    due_at timestamp with time zone NOT NULL,
    due_date date NOT NULL,
    reasoning jsonb NOT NULL,
    status character varying(10) NOT NULL,
    responsible_role character varying(20) NOT NULL,
    met_at timestamp with time zone,
    met_note character varying(300) NOT NULL,
    missed_at timestamp with time zone,
    waived_at timestamp with time zone,
    waived_reason text NOT NULL,
    paused_at timestamp with time zone,
    pause_reason character varying(300) NOT NULL,
    paused_remaining bigint,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    responsible_user_id bigint,
    subject_type_id integer NOT NULL,
    CONSTRAINT deadline_pause_keeps_remaining CHECK (((NOT ((status)::text = 'paused'::text)) OR (paused_remaining IS NOT NULL))),
    CONSTRAINT deadline_waiver_has_reason CHECK (((NOT ((status)::text = 'waived'::text)) OR (NOT (waived_reason = ''::text)))),
    CONSTRAINT deadlines_deadline_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: deadlines_deadline_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.deadlines_deadline ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.deadlines_deadline_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: deadlines_historicaldeadline; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadlines_historicaldeadline (
    id bigint NOT NULL,
    rule_code character varying(40) NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    count_from timestamp with time zone NOT NULL,
    count_unit character varying(20) NOT NULL,
    count_period integer NOT NULL,
    due_at timestamp with time zone NOT NULL,
    due_date date NOT NULL,
    reasoning jsonb NOT NULL,
    status character varying(10) NOT NULL,
    responsible_role character varying(20) NOT NULL,
    met_at timestamp with time zone,
    met_note character varying(300) NOT NULL,
    missed_at timestamp with time zone,
    waived_at timestamp with time zone,
    waived_reason text NOT NULL,
    paused_at timestamp with time zone,
    pause_reason character varying(300) NOT NULL,
    paused_remaining bigint,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    responsible_user_id bigint,
    subject_type_id integer,
    CONSTRAINT deadlines_historicaldeadline_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: deadlines_historicaldeadline_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.deadlines_historicaldeadline ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.deadlines_historicaldeadline_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: deadlines_historicalpolicysetting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadlines_historicalpolicysetting (
    id bigint NOT NULL,
    rule_code character varying(40) NOT NULL,
    period integer NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    CONSTRAINT deadlines_historicalpolicysetting_period_check CHECK ((period >= 0))
);


--
-- Name: deadlines_historicalpolicysetting_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.deadlines_historicalpolicysetting ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.deadlines_historicalpolicysetting_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: deadlines_policysetting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadlines_policysetting (
    id bigint NOT NULL,
    rule_code character varying(40) NOT NULL,
    period integer NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT deadlines_policysetting_period_check CHECK ((period >= 0))
);


--
-- Name: deadlines_policysetting_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.deadlines_policysetting ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.deadlines_policysetting_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: deadlines_reminder; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadlines_reminder (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    due_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    deadline_id bigint NOT NULL
);


--
-- Name: deadlines_reminder_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.deadlines_reminder ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.deadlines_reminder_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: deadlines_sweepheartbeat; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadlines_sweepheartbeat (
    name character varying(60) NOT NULL,
    last_started_at timestamp with time zone,
    last_finished_at timestamp with time zone,
    last_result jsonb NOT NULL
);


--
-- Name: django_admin_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_admin_log (
    id integer NOT NULL,
    action_time timestamp with time zone NOT NULL,
    object_id text,
    object_repr character varying(200) NOT NULL,
    action_flag smallint NOT NULL,
    change_message text NOT NULL,
    content_type_id integer,
    user_id bigint NOT NULL,
    CONSTRAINT django_admin_log_action_flag_check CHECK ((action_flag >= 0))
);


--
-- Name: django_admin_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_admin_log ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_admin_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_celery_beat_clockedschedule; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_celery_beat_clockedschedule (
    id integer NOT NULL,
    clocked_time timestamp with time zone NOT NULL
);


--
-- Name: django_celery_beat_clockedschedule_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_celery_beat_clockedschedule ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_celery_beat_clockedschedule_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_celery_beat_crontabschedule; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_celery_beat_crontabschedule (
    id integer NOT NULL,
    minute character varying(240) NOT NULL,
    hour character varying(96) NOT NULL,
    day_of_week character varying(64) NOT NULL,
    day_of_month character varying(124) NOT NULL,
    month_of_year character varying(64) NOT NULL,
    timezone character varying(63) NOT NULL
);


--
-- Name: django_celery_beat_crontabschedule_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_celery_beat_crontabschedule ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_celery_beat_crontabschedule_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_celery_beat_intervalschedule; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_celery_beat_intervalschedule (
    id integer NOT NULL,
    every integer NOT NULL,
    period character varying(24) NOT NULL
);


--
-- Name: django_celery_beat_intervalschedule_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_celery_beat_intervalschedule ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_celery_beat_intervalschedule_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_celery_beat_periodictask; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_celery_beat_periodictask (
    id integer NOT NULL,
    name character varying(200) NOT NULL,
    task character varying(200) NOT NULL,
    args text NOT NULL,
    kwargs text NOT NULL,
    queue character varying(200),
    exchange character varying(200),
    routing_key character varying(200),
    expires timestamp with time zone,
    enabled boolean NOT NULL,
    last_run_at timestamp with time zone,
    total_run_count integer NOT NULL,
    date_changed timestamp with time zone NOT NULL,
    description text NOT NULL,
    crontab_id integer,
    interval_id integer,
    solar_id integer,
    one_off boolean NOT NULL,
    start_time timestamp with time zone,
    priority integer,
    headers text NOT NULL,
    clocked_id integer,
    expire_seconds integer,
    CONSTRAINT django_celery_beat_periodictask_expire_seconds_check CHECK ((expire_seconds >= 0)),
    CONSTRAINT django_celery_beat_periodictask_priority_check CHECK ((priority >= 0)),
    CONSTRAINT django_celery_beat_periodictask_total_run_count_check CHECK ((total_run_count >= 0))
);


--
-- Name: django_celery_beat_periodictask_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_celery_beat_periodictask ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_celery_beat_periodictask_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_celery_beat_periodictasks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_celery_beat_periodictasks (
    ident smallint NOT NULL,
    last_update timestamp with time zone NOT NULL
);


--
-- Name: django_celery_beat_solarschedule; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_celery_beat_solarschedule (
    id integer NOT NULL,
    event character varying(24) NOT NULL,
    latitude numeric(9,6) NOT NULL,
    longitude numeric(9,6) NOT NULL
);


--
-- Name: django_celery_beat_solarschedule_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_celery_beat_solarschedule ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_celery_beat_solarschedule_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_content_type; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_content_type (
    id integer NOT NULL,
    app_label character varying(100) NOT NULL,
    model character varying(100) NOT NULL
);


--
-- Name: django_content_type_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_content_type ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_content_type_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_migrations (
    id bigint NOT NULL,
    app character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    applied timestamp with time zone NOT NULL
);


--
-- Name: django_migrations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.django_migrations ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.django_migrations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: django_session; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.django_session (
    session_key character varying(40) NOT NULL,
    session_data text NOT NULL,
    expire_date timestamp with time zone NOT NULL
);


--
-- Name: documents_issueddocument; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.documents_issueddocument (
    id bigint NOT NULL,
    kind character varying(30) NOT NULL,
    number character varying(50) NOT NULL,
    title character varying(200) NOT NULL,
    subject_id bigint NOT NULL,
    citations jsonb NOT NULL,
    template_name character varying(200) NOT NULL,
    file character varying(255) NOT NULL,
    sha256 character varying(64) NOT NULL,
    size integer NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    issued_by_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    supersedes_id bigint,
    CONSTRAINT documents_issueddocument_size_check CHECK ((size >= 0)),
    CONSTRAINT documents_issueddocument_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: documents_issueddocument_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.documents_issueddocument ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.documents_issueddocument_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: documents_strippedcopy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.documents_strippedcopy (
    upload_id uuid NOT NULL,
    file character varying(255) NOT NULL,
    sha256 character varying(64) NOT NULL,
    size bigint NOT NULL,
    made_at timestamp with time zone NOT NULL,
    CONSTRAINT documents_strippedcopy_size_check CHECK ((size >= 0))
);


--
-- Name: documents_upload; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.documents_upload (
    id uuid NOT NULL,
    file character varying(255) NOT NULL,
    original_name character varying(255) NOT NULL,
    content_type character varying(100) NOT NULL,
    size bigint NOT NULL,
    sha256 character varying(64) NOT NULL,
    uploaded_at timestamp with time zone NOT NULL,
    subject_id bigint,
    subject_type_id integer,
    uploaded_by_id bigint NOT NULL,
    CONSTRAINT documents_upload_size_check CHECK ((size >= 0)),
    CONSTRAINT documents_upload_subject_id_check CHECK ((subject_id >= 0)),
    CONSTRAINT documents_upload_subject_whole CHECK ((((subject_id IS NULL) AND (subject_type_id IS NULL)) OR ((subject_id IS NOT NULL) AND (subject_type_id IS NOT NULL))))
);


--
-- Name: enforcement_abatementcost; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_abatementcost (
    id bigint NOT NULL,
    incurred_on date NOT NULL,
    description character varying(300) NOT NULL,
    amount numeric(10,2) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    charged_to_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL,
    action_id bigint,
    summary_id bigint,
    CONSTRAINT abatement_cost_of_one_action CHECK ((((action_id IS NOT NULL) AND (summary_id IS NULL)) OR ((action_id IS NULL) AND (summary_id IS NOT NULL))))
);


--
-- Name: enforcement_abatementcost_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_abatementcost ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_abatementcost_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_addressee; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_addressee (
    id bigint NOT NULL,
    "position" smallint NOT NULL,
    name character varying(200) NOT NULL,
    address character varying(300) NOT NULL,
    role character varying(60) NOT NULL,
    served_at timestamp with time zone,
    notice_id bigint NOT NULL,
    party_id bigint NOT NULL,
    CONSTRAINT enforcement_addressee_position_check CHECK (("position" >= 0))
);


--
-- Name: enforcement_addressee_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_addressee ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_addressee_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_alternativeremedy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_alternativeremedy (
    id bigint NOT NULL,
    state character varying(12) NOT NULL,
    criteria jsonb NOT NULL,
    recommendation text NOT NULL,
    recommended_on date NOT NULL,
    concurred_on date,
    declined_reason text NOT NULL,
    concurred_by_id bigint,
    recommended_by_id bigint NOT NULL,
    violation_id bigint NOT NULL
);


--
-- Name: enforcement_alternativeremedy_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_alternativeremedy ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_alternativeremedy_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_appeal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_appeal (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(12) NOT NULL,
    channel character varying(10) NOT NULL,
    received_at timestamp with time zone NOT NULL,
    grounds text NOT NULL,
    late boolean NOT NULL,
    late_reason text NOT NULL,
    hearing_body character varying(100) NOT NULL,
    hearing_at timestamp with time zone,
    hearing_place character varying(200) NOT NULL,
    outcome character varying(10) NOT NULL,
    votes_for smallint,
    votes_against smallint,
    abstentions smallint,
    absent smallint,
    decision_text text NOT NULL,
    decided_on date,
    filed_with_clerk_on date,
    mailed_on date,
    appellant_id bigint NOT NULL,
    decided_by_id bigint,
    decision_document_id bigint,
    filed_by_id bigint NOT NULL,
    scheduled_by_id bigint,
    notice_id bigint NOT NULL,
    hearing_late_reason text NOT NULL,
    heard_at timestamp with time zone,
    meeting_id bigint,
    CONSTRAINT appeal_late_has_reason CHECK (((NOT late) OR (NOT (late_reason = ''::text)))),
    CONSTRAINT enforcement_appeal_absent_check CHECK ((absent >= 0)),
    CONSTRAINT enforcement_appeal_abstentions_check CHECK ((abstentions >= 0)),
    CONSTRAINT enforcement_appeal_votes_against_check CHECK ((votes_against >= 0)),
    CONSTRAINT enforcement_appeal_votes_for_check CHECK ((votes_for >= 0))
);


--
-- Name: enforcement_appeal_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_appeal ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_appeal_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_appealpolicy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_appealpolicy (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    hearing_body character varying(100) NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    adopted_on date,
    resolution character varying(50) NOT NULL
);


--
-- Name: enforcement_appealpolicy_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_appealpolicy ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_appealpolicy_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_appellant; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_appellant (
    id bigint NOT NULL,
    channel character varying(10) NOT NULL,
    received_at timestamp with time zone NOT NULL,
    grounds text NOT NULL,
    late boolean NOT NULL,
    late_reason text NOT NULL,
    addressee_id bigint NOT NULL,
    appeal_id bigint NOT NULL,
    filed_by_id bigint NOT NULL,
    party_id bigint NOT NULL,
    CONSTRAINT appellant_late_has_reason CHECK (((NOT late) OR (NOT (late_reason = ''::text))))
);


--
-- Name: enforcement_appellant_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_appellant ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_appellant_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_correctiveaction; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_correctiveaction (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(24) NOT NULL,
    opened_at timestamp with time zone NOT NULL,
    measures text NOT NULL,
    access_answer_on date,
    access_answer_note character varying(300) NOT NULL,
    warrant_applied_on date,
    warrant_court character varying(200) NOT NULL,
    court_order_on date,
    court_order_reference character varying(100) NOT NULL,
    abated_on date,
    abated_by character varying(200) NOT NULL,
    lien_recorded_on date,
    lien_reference character varying(100) NOT NULL,
    closed_note character varying(300) NOT NULL,
    letter_id bigint,
    opened_by_id bigint NOT NULL,
    notice_id bigint NOT NULL,
    violation_finding text NOT NULL,
    violation_found_on date,
    warrant_issued_on date
);


--
-- Name: enforcement_correctiveaction_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_correctiveaction ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_correctiveaction_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_evidence; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_evidence (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    description character varying(500) NOT NULL,
    source_id bigint,
    taken_at timestamp with time zone,
    result character varying(500) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    recorded_by_id bigint NOT NULL,
    source_type_id integer,
    upload_id uuid,
    violation_id bigint NOT NULL,
    CONSTRAINT enforcement_evidence_source_id_check CHECK ((source_id >= 0))
);


--
-- Name: enforcement_evidence_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_evidence ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_evidence_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_hearingnotice; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_hearingnotice (
    id bigint NOT NULL,
    hearing_at timestamp with time zone NOT NULL,
    hearing_place character varying(200) NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    appeal_id bigint NOT NULL,
    document_id bigint NOT NULL,
    consent_at timestamp with time zone,
    consent_by character varying(150) NOT NULL,
    consent_how character varying(200) NOT NULL,
    consent_recorded_by_id bigint,
    least_notice_days smallint NOT NULL,
    CONSTRAINT enforcement_hearingnotice_least_notice_days_check CHECK ((least_notice_days >= 0))
);


--
-- Name: enforcement_hearingnotice_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_hearingnotice ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_hearingnotice_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_hearingnoticepolicy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_hearingnoticepolicy (
    id bigint NOT NULL,
    least_days smallint NOT NULL,
    resolution character varying(50) NOT NULL,
    adopted_on date NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    recorded_by_id bigint NOT NULL,
    CONSTRAINT enforcement_hearingnoticepolicy_least_days_check CHECK ((least_days >= 0))
);


--
-- Name: enforcement_hearingnoticepolicy_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_hearingnoticepolicy ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_hearingnoticepolicy_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalabatementcost; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalabatementcost (
    id bigint NOT NULL,
    incurred_on date NOT NULL,
    description character varying(300) NOT NULL,
    amount numeric(10,2) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    action_id bigint,
    charged_to_id bigint,
    history_user_id bigint,
    recorded_by_id bigint,
    summary_id bigint
);


--
-- Name: enforcement_historicalabatementcost_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalabatementcost ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalabatementcost_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicaladdressee; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicaladdressee (
    id bigint NOT NULL,
    "position" smallint NOT NULL,
    name character varying(200) NOT NULL,
    address character varying(300) NOT NULL,
    role character varying(60) NOT NULL,
    served_at timestamp with time zone,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    notice_id bigint,
    party_id bigint,
    CONSTRAINT enforcement_historicaladdressee_position_check CHECK (("position" >= 0))
);


--
-- Name: enforcement_historicaladdressee_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicaladdressee ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicaladdressee_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalalternativeremedy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalalternativeremedy (
    id bigint NOT NULL,
    state character varying(12) NOT NULL,
    criteria jsonb NOT NULL,
    recommendation text NOT NULL,
    recommended_on date NOT NULL,
    concurred_on date,
    declined_reason text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    concurred_by_id bigint,
    history_user_id bigint,
    recommended_by_id bigint,
    violation_id bigint
);


--
-- Name: enforcement_historicalalternativeremedy_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalalternativeremedy ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalalternativeremedy_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalappeal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalappeal (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(12) NOT NULL,
    channel character varying(10) NOT NULL,
    received_at timestamp with time zone NOT NULL,
    grounds text NOT NULL,
    late boolean NOT NULL,
    late_reason text NOT NULL,
    hearing_body character varying(100) NOT NULL,
    hearing_at timestamp with time zone,
    hearing_place character varying(200) NOT NULL,
    outcome character varying(10) NOT NULL,
    votes_for smallint,
    votes_against smallint,
    abstentions smallint,
    absent smallint,
    decision_text text NOT NULL,
    decided_on date,
    filed_with_clerk_on date,
    mailed_on date,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    appellant_id bigint,
    decided_by_id bigint,
    decision_document_id bigint,
    filed_by_id bigint,
    history_user_id bigint,
    scheduled_by_id bigint,
    notice_id bigint,
    hearing_late_reason text NOT NULL,
    heard_at timestamp with time zone,
    meeting_id bigint,
    CONSTRAINT enforcement_historicalappeal_absent_check CHECK ((absent >= 0)),
    CONSTRAINT enforcement_historicalappeal_abstentions_check CHECK ((abstentions >= 0)),
    CONSTRAINT enforcement_historicalappeal_votes_against_check CHECK ((votes_against >= 0)),
    CONSTRAINT enforcement_historicalappeal_votes_for_check CHECK ((votes_for >= 0))
);


--
-- Name: enforcement_historicalappeal_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalappeal ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalappeal_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalappealpolicy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalappealpolicy (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    hearing_body character varying(100) NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    adopted_on date,
    resolution character varying(50) NOT NULL
);


--
-- Name: enforcement_historicalappealpolicy_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalappealpolicy ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalappealpolicy_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalappellant; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalappellant (
    id bigint NOT NULL,
    channel character varying(10) NOT NULL,
    received_at timestamp with time zone NOT NULL,
    grounds text NOT NULL,
    late boolean NOT NULL,
    late_reason text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    addressee_id bigint,
    appeal_id bigint,
    filed_by_id bigint,
    history_user_id bigint,
    party_id bigint
);


--
-- Name: enforcement_historicalappellant_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalappellant ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalappellant_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalcorrectiveaction; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalcorrectiveaction (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(24) NOT NULL,
    opened_at timestamp with time zone NOT NULL,
    measures text NOT NULL,
    access_answer_on date,
    access_answer_note character varying(300) NOT NULL,
    warrant_applied_on date,
    warrant_court character varying(200) NOT NULL,
    court_order_on date,
    court_order_reference character varying(100) NOT NULL,
    abated_on date,
    abated_by character varying(200) NOT NULL,
    lien_recorded_on date,
    lien_reference character varying(100) NOT NULL,
    closed_note character varying(300) NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    letter_id bigint,
    opened_by_id bigint,
    notice_id bigint,
    violation_finding text NOT NULL,
    violation_found_on date,
    warrant_issued_on date
);


--
-- Name: enforcement_historicalcorrectiveaction_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalcorrectiveaction ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalcorrectiveaction_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalhearingnoticepolicy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalhearingnoticepolicy (
    id bigint NOT NULL,
    least_days smallint NOT NULL,
    resolution character varying(50) NOT NULL,
    adopted_on date NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    recorded_by_id bigint,
    CONSTRAINT enforcement_historicalhearingnoticepolicy_least_days_check CHECK ((least_days >= 0))
);


--
-- Name: enforcement_historicalhearingnoticepolicy_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalhearingnoticepolicy ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalhearingnoticepolicy_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalnoticeofviolation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalnoticeofviolation (
    id bigint NOT NULL,
    number character varying(50) NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(12) NOT NULL,
    addressee_name character varying(200) NOT NULL,
    addressee_address character varying(300) NOT NULL,
    requirements jsonb NOT NULL,
    nature text NOT NULL,
    measures text NOT NULL,
    deadline date,
    states_abatement boolean NOT NULL,
    property_description character varying(300) NOT NULL,
    penalty_statement text NOT NULL,
    appeal_statement text NOT NULL,
    appeal_to character varying(100) NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    served_at timestamp with time zone,
    correction_reason text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    addressee_id bigint,
    document_id bigint,
    history_user_id bigint,
    issued_by_id bigint,
    supersedes_id bigint,
    violation_id bigint,
    addressee_role character varying(60) NOT NULL,
    also_addressed jsonb NOT NULL,
    copies jsonb NOT NULL,
    emergency_reason text NOT NULL
);


--
-- Name: enforcement_historicalnoticeofviolation_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalnoticeofviolation ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalnoticeofviolation_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicaloccupancyhold; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicaloccupancyhold (
    id bigint NOT NULL,
    reason text NOT NULL,
    placed_on date NOT NULL,
    lifted_on date,
    lift_reason text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    lifted_by_id bigint,
    parcel_id bigint,
    placed_by_id bigint,
    violation_id bigint
);


--
-- Name: enforcement_historicaloccupancyhold_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicaloccupancyhold ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicaloccupancyhold_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicaloffense; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicaloffense (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    committed_on date NOT NULL,
    convicted_on date NOT NULL,
    tier smallint NOT NULL,
    fine numeric(8,2),
    imprisonment_days smallint,
    court character varying(200) NOT NULL,
    docket_number character varying(60) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    party_id bigint,
    recorded_by_id bigint,
    referral_id bigint,
    violation_id bigint,
    CONSTRAINT enforcement_historicaloffense_imprisonment_days_check CHECK ((imprisonment_days >= 0)),
    CONSTRAINT enforcement_historicaloffense_tier_check CHECK ((tier >= 0))
);


--
-- Name: enforcement_historicaloffense_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicaloffense ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicaloffense_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalreferral; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalreferral (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    kind character varying(20) NOT NULL,
    citation character varying(200) NOT NULL,
    referred_on date NOT NULL,
    note text NOT NULL,
    outcome character varying(12) NOT NULL,
    outcome_on date,
    outcome_note text NOT NULL,
    court character varying(200) NOT NULL,
    docket_number character varying(60) NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    referred_by_id bigint,
    violation_id bigint
);


--
-- Name: enforcement_historicalreferral_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalreferral ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalreferral_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalremedytask; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalremedytask (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    description character varying(300) NOT NULL,
    due_on date NOT NULL,
    completed_on date,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    remedy_id bigint
);


--
-- Name: enforcement_historicalremedytask_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalremedytask ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalremedytask_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalservedletter; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalservedletter (
    id bigint NOT NULL,
    number character varying(50) NOT NULL,
    kind character varying(20) NOT NULL,
    chapter character varying(3) NOT NULL,
    title character varying(200) NOT NULL,
    citation character varying(100) NOT NULL,
    state character varying(12) NOT NULL,
    subject_id bigint NOT NULL,
    addressee_name character varying(200) NOT NULL,
    addressee_address character varying(300) NOT NULL,
    copy_to character varying(200) NOT NULL,
    due_date date,
    issued_at timestamp with time zone NOT NULL,
    served_at timestamp with time zone,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    addressee_id bigint,
    document_id bigint,
    history_user_id bigint,
    issued_by_id bigint,
    parcel_id bigint,
    subject_type_id integer,
    addressee_role character varying(60) NOT NULL,
    also_addressed jsonb NOT NULL,
    copies jsonb NOT NULL,
    CONSTRAINT enforcement_historicalservedletter_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: enforcement_historicalservedletter_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalservedletter ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalservedletter_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalservicerecord; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalservicerecord (
    id bigint NOT NULL,
    method character varying(20) NOT NULL,
    served_by_name character varying(150) NOT NULL,
    served_at timestamp with time zone,
    posted_where character varying(200) NOT NULL,
    article_number character varying(22) NOT NULL,
    mailed_on date,
    receipt_on date,
    note character varying(300) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    document_id bigint,
    history_user_id bigint,
    recorded_by_id bigint,
    returned_as character varying(10) NOT NULL,
    returned_on date,
    addressee_id bigint
);


--
-- Name: enforcement_historicalservicerecord_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalservicerecord ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalservicerecord_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalstopworkorder; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalstopworkorder (
    id bigint NOT NULL,
    number character varying(50) NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(12) NOT NULL,
    addressee_name character varying(200) NOT NULL,
    addressee_address character varying(300) NOT NULL,
    reasons text NOT NULL,
    work_allowed text NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    lifted_at timestamp with time zone,
    compliance_finding text NOT NULL,
    confirming_evidence character varying(300) NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    addressee_id bigint,
    confirming_upload_id uuid,
    document_id bigint,
    history_user_id bigint,
    issued_by_id bigint,
    lift_document_id bigint,
    lifted_by_id bigint,
    violation_id bigint,
    copies jsonb NOT NULL
);


--
-- Name: enforcement_historicalstopworkorder_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalstopworkorder ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalstopworkorder_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalsummaryabatement; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalsummaryabatement (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    condition text NOT NULL,
    abated_on date NOT NULL,
    abated_by character varying(200) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    recorded_by_id bigint,
    violation_id bigint
);


--
-- Name: enforcement_historicalsummaryabatement_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalsummaryabatement ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalsummaryabatement_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_historicalviolation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_historicalviolation (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    chapter character varying(3) NOT NULL,
    description text NOT NULL,
    started_on date NOT NULL,
    continuing boolean NOT NULL,
    ended_on date,
    end_reason character varying(20) NOT NULL,
    subject_id bigint,
    subject_label character varying(200) NOT NULL,
    found_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    found_by_id bigint,
    history_user_id bigint,
    parcel_id bigint,
    party_id bigint,
    subject_type_id integer,
    CONSTRAINT enforcement_historicalviolation_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: enforcement_historicalviolation_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_historicalviolation ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_historicalviolation_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_noticeofviolation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_noticeofviolation (
    id bigint NOT NULL,
    number character varying(50) NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(12) NOT NULL,
    addressee_name character varying(200) NOT NULL,
    addressee_address character varying(300) NOT NULL,
    requirements jsonb NOT NULL,
    nature text NOT NULL,
    measures text NOT NULL,
    deadline date,
    states_abatement boolean NOT NULL,
    property_description character varying(300) NOT NULL,
    penalty_statement text NOT NULL,
    appeal_statement text NOT NULL,
    appeal_to character varying(100) NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    served_at timestamp with time zone,
    correction_reason text NOT NULL,
    addressee_id bigint NOT NULL,
    document_id bigint NOT NULL,
    issued_by_id bigint NOT NULL,
    supersedes_id bigint,
    violation_id bigint NOT NULL,
    addressee_role character varying(60) NOT NULL,
    also_addressed jsonb NOT NULL,
    copies jsonb NOT NULL,
    emergency_reason text NOT NULL
);


--
-- Name: enforcement_noticeofviolation_also_to; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_noticeofviolation_also_to (
    id bigint NOT NULL,
    noticeofviolation_id bigint NOT NULL,
    party_id bigint NOT NULL
);


--
-- Name: enforcement_noticeofviolation_also_to_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_noticeofviolation_also_to ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_noticeofviolation_also_to_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_noticeofviolation_copied_to; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_noticeofviolation_copied_to (
    id bigint NOT NULL,
    noticeofviolation_id bigint NOT NULL,
    party_id bigint NOT NULL
);


--
-- Name: enforcement_noticeofviolation_copied_to_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_noticeofviolation_copied_to ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_noticeofviolation_copied_to_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_noticeofviolation_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_noticeofviolation ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_noticeofviolation_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_occupancyhold; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_occupancyhold (
    id bigint NOT NULL,
    reason text NOT NULL,
    placed_on date NOT NULL,
    lifted_on date,
    lift_reason text NOT NULL,
    lifted_by_id bigint,
    parcel_id bigint NOT NULL,
    placed_by_id bigint NOT NULL,
    violation_id bigint NOT NULL
);


--
-- Name: enforcement_occupancyhold_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_occupancyhold ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_occupancyhold_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_offense; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_offense (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    committed_on date NOT NULL,
    convicted_on date NOT NULL,
    tier smallint NOT NULL,
    fine numeric(8,2),
    imprisonment_days smallint,
    court character varying(200) NOT NULL,
    docket_number character varying(60) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    party_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL,
    referral_id bigint,
    violation_id bigint,
    CONSTRAINT enforcement_offense_imprisonment_days_check CHECK ((imprisonment_days >= 0)),
    CONSTRAINT enforcement_offense_tier_check CHECK ((tier >= 0))
);


--
-- Name: enforcement_offense_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_offense ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_offense_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_provision; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_provision (
    code character varying(30) NOT NULL,
    chapter character varying(3) NOT NULL,
    title character varying(200) NOT NULL,
    summary text NOT NULL,
    offense boolean NOT NULL,
    "order" smallint NOT NULL,
    active boolean NOT NULL,
    section character varying(30) NOT NULL,
    CONSTRAINT enforcement_provision_order_check CHECK (("order" >= 0))
);


--
-- Name: enforcement_referral; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_referral (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    kind character varying(20) NOT NULL,
    citation character varying(200) NOT NULL,
    referred_on date NOT NULL,
    note text NOT NULL,
    outcome character varying(12) NOT NULL,
    outcome_on date,
    outcome_note text NOT NULL,
    court character varying(200) NOT NULL,
    docket_number character varying(60) NOT NULL,
    referred_by_id bigint NOT NULL,
    violation_id bigint NOT NULL
);


--
-- Name: enforcement_referral_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_referral ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_referral_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_remedytask; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_remedytask (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    description character varying(300) NOT NULL,
    due_on date NOT NULL,
    completed_on date,
    remedy_id bigint NOT NULL
);


--
-- Name: enforcement_remedytask_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_remedytask ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_remedytask_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_servedletter; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_servedletter (
    id bigint NOT NULL,
    number character varying(50) NOT NULL,
    kind character varying(20) NOT NULL,
    chapter character varying(3) NOT NULL,
    title character varying(200) NOT NULL,
    citation character varying(100) NOT NULL,
    state character varying(12) NOT NULL,
    subject_id bigint NOT NULL,
    addressee_name character varying(200) NOT NULL,
    addressee_address character varying(300) NOT NULL,
    copy_to character varying(200) NOT NULL,
    due_date date,
    issued_at timestamp with time zone NOT NULL,
    served_at timestamp with time zone,
    addressee_id bigint NOT NULL,
    document_id bigint NOT NULL,
    issued_by_id bigint NOT NULL,
    parcel_id bigint,
    subject_type_id integer NOT NULL,
    addressee_role character varying(60) NOT NULL,
    also_addressed jsonb NOT NULL,
    copies jsonb NOT NULL,
    CONSTRAINT enforcement_servedletter_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: enforcement_servedletter_copied_to; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_servedletter_copied_to (
    id bigint NOT NULL,
    servedletter_id bigint NOT NULL,
    party_id bigint NOT NULL
);


--
-- Name: enforcement_servedletter_copied_to_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_servedletter_copied_to ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_servedletter_copied_to_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_servedletter_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_servedletter ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_servedletter_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_servicerecord; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_servicerecord (
    id bigint NOT NULL,
    method character varying(20) NOT NULL,
    served_by_name character varying(150) NOT NULL,
    served_at timestamp with time zone,
    posted_where character varying(200) NOT NULL,
    article_number character varying(22) NOT NULL,
    mailed_on date,
    receipt_on date,
    note character varying(300) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    document_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL,
    returned_as character varying(10) NOT NULL,
    returned_on date,
    addressee_id bigint
);


--
-- Name: enforcement_servicerecord_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_servicerecord ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_servicerecord_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_stopworkorder; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_stopworkorder (
    id bigint NOT NULL,
    number character varying(50) NOT NULL,
    chapter character varying(3) NOT NULL,
    state character varying(12) NOT NULL,
    addressee_name character varying(200) NOT NULL,
    addressee_address character varying(300) NOT NULL,
    reasons text NOT NULL,
    work_allowed text NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    lifted_at timestamp with time zone,
    compliance_finding text NOT NULL,
    confirming_evidence character varying(300) NOT NULL,
    addressee_id bigint NOT NULL,
    confirming_upload_id uuid,
    document_id bigint NOT NULL,
    issued_by_id bigint NOT NULL,
    lift_document_id bigint,
    lifted_by_id bigint,
    violation_id bigint NOT NULL,
    copies jsonb NOT NULL
);


--
-- Name: enforcement_stopworkorder_copied_to; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_stopworkorder_copied_to (
    id bigint NOT NULL,
    stopworkorder_id bigint NOT NULL,
    party_id bigint NOT NULL
);


--
-- Name: enforcement_stopworkorder_copied_to_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_stopworkorder_copied_to ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_stopworkorder_copied_to_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_stopworkorder_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_stopworkorder ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_stopworkorder_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_summaryabatement; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_summaryabatement (
    id bigint NOT NULL,
    chapter character varying(3) NOT NULL,
    condition text NOT NULL,
    abated_on date NOT NULL,
    abated_by character varying(200) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    recorded_by_id bigint NOT NULL,
    violation_id bigint NOT NULL
);


--
-- Name: enforcement_summaryabatement_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_summaryabatement ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_summaryabatement_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_violation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_violation (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    chapter character varying(3) NOT NULL,
    description text NOT NULL,
    started_on date NOT NULL,
    continuing boolean NOT NULL,
    ended_on date,
    end_reason character varying(20) NOT NULL,
    subject_id bigint,
    subject_label character varying(200) NOT NULL,
    found_at timestamp with time zone NOT NULL,
    found_by_id bigint NOT NULL,
    parcel_id bigint NOT NULL,
    party_id bigint NOT NULL,
    subject_type_id integer,
    CONSTRAINT enforcement_violation_subject_id_check CHECK ((subject_id >= 0)),
    CONSTRAINT violation_continuing_or_ended CHECK (((continuing AND (ended_on IS NULL)) OR ((NOT continuing) AND (ended_on IS NOT NULL)))),
    CONSTRAINT violation_subject_whole CHECK ((((subject_id IS NULL) AND (subject_type_id IS NULL)) OR ((subject_id IS NOT NULL) AND (subject_type_id IS NOT NULL))))
);


--
-- Name: enforcement_violation_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_violation ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_violation_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: enforcement_violation_provisions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.enforcement_violation_provisions (
    id bigint NOT NULL,
    violation_id bigint NOT NULL,
    provision_id character varying(30) NOT NULL
);


--
-- Name: enforcement_violation_provisions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.enforcement_violation_provisions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.enforcement_violation_provisions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_accessaction; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_accessaction (
    id bigint NOT NULL,
    kind character varying(12) NOT NULL,
    state character varying(12) NOT NULL,
    reasons text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    notice_at timestamp with time zone,
    petition_on date,
    hearing_at timestamp with time zone,
    decided_at timestamp with time zone,
    decision text NOT NULL,
    reinstated_at timestamp with time zone,
    reinstatement_finding text NOT NULL,
    acted_by_id bigint NOT NULL,
    parcel_id bigint NOT NULL,
    party_id bigint NOT NULL,
    case_id bigint NOT NULL,
    hearing character varying(16) NOT NULL,
    hearing_note text NOT NULL,
    hearing_place character varying(300) NOT NULL
);


--
-- Name: illicit_accessaction_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_accessaction ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_accessaction_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_agencyexemption; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_agencyexemption (
    id bigint NOT NULL,
    agency character varying(150) NOT NULL,
    description text NOT NULL,
    granted_on date NOT NULL,
    expires_on date,
    recorded_at timestamp with time zone NOT NULL,
    parcel_id bigint,
    party_id bigint,
    recorded_by_id bigint NOT NULL
);


--
-- Name: illicit_agencyexemption_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_agencyexemption ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_agencyexemption_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_apiclient; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_apiclient (
    id bigint NOT NULL,
    name character varying(150) NOT NULL,
    contact_email character varying(254) NOT NULL,
    key_prefix character varying(8) NOT NULL,
    key_hash character varying(64) NOT NULL,
    active boolean NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_used_at timestamp with time zone,
    issued_by_id bigint
);


--
-- Name: illicit_apiclient_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_apiclient ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_apiclient_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_authorization; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_authorization (
    id bigint NOT NULL,
    ground character varying(3) NOT NULL,
    description text NOT NULL,
    category character varying(30) NOT NULL,
    reducing_plan text NOT NULL,
    substantial_found_by character varying(10) NOT NULL,
    substantial_found_on date,
    approved_on date,
    valid_from timestamp with time zone,
    valid_until timestamp with time zone,
    conditions text NOT NULL,
    tester character varying(150) NOT NULL,
    notice_at timestamp with time zone,
    test_at timestamp with time zone,
    instrument character varying(10) NOT NULL,
    permit_number character varying(60) NOT NULL,
    in_full_compliance boolean NOT NULL,
    ms4_approval_on date,
    recorded_at timestamp with time zone NOT NULL,
    parcel_id bigint,
    party_id bigint,
    recorded_by_id bigint NOT NULL,
    case_id bigint
);


--
-- Name: illicit_authorization_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_authorization ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_authorization_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_case; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_case (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    kind character varying(30) NOT NULL,
    state character varying(20) NOT NULL,
    summary text NOT NULL,
    address character varying(300) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    source text NOT NULL,
    pollutants character varying(300) NOT NULL,
    receiving_water character varying(200) NOT NULL,
    opened_at timestamp with time zone NOT NULL,
    confirmed_at timestamp with time zone,
    eliminated_at timestamp with time zone,
    eliminated_how text NOT NULL,
    verified_at timestamp with time zone,
    closed_at timestamp with time zone,
    closed_reason character varying(20) NOT NULL,
    close_note text NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    agency_exemption_id bigint,
    exemption_id bigint,
    opened_by_id bigint NOT NULL,
    operator_id bigint,
    owner_id bigint,
    parcel_id bigint,
    outfall_id bigint,
    CONSTRAINT illicit_case_exempt_has_a_ground CHECK (((NOT ((closed_reason)::text = 'exempt'::text)) OR (exemption_id IS NOT NULL) OR (agency_exemption_id IS NOT NULL)))
);


--
-- Name: illicit_case_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_case ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_case_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_delegation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_delegation (
    id bigint NOT NULL,
    powers text NOT NULL,
    written_on date NOT NULL,
    starts_on date NOT NULL,
    ends_on date,
    revoked_on date,
    recorded_at timestamp with time zone NOT NULL,
    delegate_id bigint NOT NULL,
    delegated_by_id bigint NOT NULL
);


--
-- Name: illicit_delegation_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_delegation ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_delegation_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_entry; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_entry (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    at timestamp with time zone NOT NULL,
    notes text NOT NULL,
    dye_result character varying(300) NOT NULL,
    sample_point character varying(200) NOT NULL,
    laboratory character varying(150) NOT NULL,
    lab_result text NOT NULL,
    discharge_found boolean,
    recorded_at timestamp with time zone NOT NULL,
    case_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL
);


--
-- Name: illicit_entry_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_entry ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_entry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_historicalaccessaction; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_historicalaccessaction (
    id bigint NOT NULL,
    kind character varying(12) NOT NULL,
    state character varying(12) NOT NULL,
    reasons text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    notice_at timestamp with time zone,
    petition_on date,
    hearing_at timestamp with time zone,
    decided_at timestamp with time zone,
    decision text NOT NULL,
    reinstated_at timestamp with time zone,
    reinstatement_finding text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    acted_by_id bigint,
    case_id bigint,
    history_user_id bigint,
    parcel_id bigint,
    party_id bigint,
    hearing character varying(16) NOT NULL,
    hearing_note text NOT NULL,
    hearing_place character varying(300) NOT NULL
);


--
-- Name: illicit_historicalaccessaction_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_historicalaccessaction ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_historicalaccessaction_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_historicalcase; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_historicalcase (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    kind character varying(30) NOT NULL,
    state character varying(20) NOT NULL,
    summary text NOT NULL,
    address character varying(300) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    source text NOT NULL,
    pollutants character varying(300) NOT NULL,
    receiving_water character varying(200) NOT NULL,
    opened_at timestamp with time zone NOT NULL,
    confirmed_at timestamp with time zone,
    eliminated_at timestamp with time zone,
    eliminated_how text NOT NULL,
    verified_at timestamp with time zone,
    closed_at timestamp with time zone,
    closed_reason character varying(20) NOT NULL,
    close_note text NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    agency_exemption_id bigint,
    exemption_id bigint,
    history_user_id bigint,
    opened_by_id bigint,
    operator_id bigint,
    owner_id bigint,
    parcel_id bigint,
    outfall_id bigint
);


--
-- Name: illicit_historicalcase_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_historicalcase ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_historicalcase_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_historicalorder; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_historicalorder (
    id bigint NOT NULL,
    kind character varying(2) NOT NULL,
    requirements text NOT NULL,
    due_date date,
    state character varying(20) NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    verified_at timestamp with time zone,
    verification_note text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    case_id bigint,
    history_user_id bigint,
    issued_by_id bigint,
    party_id bigint,
    verified_by_id bigint
);


--
-- Name: illicit_historicalorder_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_historicalorder ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_historicalorder_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_historicaloutfall; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_historicaloutfall (
    id bigint NOT NULL,
    code character varying(30) NOT NULL,
    latitude numeric(9,6) NOT NULL,
    longitude numeric(9,6) NOT NULL,
    receiving_water character varying(200) NOT NULL,
    size_inches numeric(5,1),
    material character varying(10) NOT NULL,
    condition character varying(10) NOT NULL,
    notes text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint
);


--
-- Name: illicit_historicaloutfall_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_historicaloutfall ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_historicaloutfall_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_historicalreport; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_historicalreport (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    kind character varying(30) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    address character varying(300) NOT NULL,
    observed_at timestamp with time zone,
    description text NOT NULL,
    attributes jsonb NOT NULL,
    media_url character varying(500) NOT NULL,
    reporter_name character varying(150) NOT NULL,
    reporter_email character varying(254) NOT NULL,
    reporter_phone character varying(30) NOT NULL,
    source character varying(10) NOT NULL,
    state character varying(10) NOT NULL,
    closed_reason character varying(20) NOT NULL,
    close_note text NOT NULL,
    triaged_at timestamp with time zone,
    requested_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    api_client_id bigint,
    case_id bigint,
    history_user_id bigint,
    triaged_by_id bigint,
    description_reviewed_at timestamp with time zone,
    description_reviewed_by_id bigint,
    published_description text NOT NULL,
    location_held boolean NOT NULL,
    location_reviewed_at timestamp with time zone,
    location_reviewed_by_id bigint,
    public_location character varying(300) NOT NULL
);


--
-- Name: illicit_historicalreport_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_historicalreport ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_historicalreport_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_historicalspill; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_historicalspill (
    id bigint NOT NULL,
    known_at timestamp with time zone NOT NULL,
    material character varying(200) NOT NULL,
    hazardous boolean NOT NULL,
    dispatch_called_at timestamp with time zone,
    notified_at timestamp with time zone,
    notice_method character varying(10) NOT NULL,
    notified_by character varying(150) NOT NULL,
    notice_due_at timestamp with time zone,
    notice_late boolean,
    confirmation_received_on date,
    commercial_industrial boolean NOT NULL,
    record_kept_until date,
    containment text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    case_id bigint,
    history_user_id bigint,
    confirmation_mailed_on date
);


--
-- Name: illicit_historicalspill_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_historicalspill ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_historicalspill_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_order; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_order (
    id bigint NOT NULL,
    kind character varying(2) NOT NULL,
    requirements text NOT NULL,
    due_date date,
    state character varying(20) NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    verified_at timestamp with time zone,
    verification_note text NOT NULL,
    case_id bigint NOT NULL,
    issued_by_id bigint NOT NULL,
    party_id bigint NOT NULL,
    verified_by_id bigint
);


--
-- Name: illicit_order_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_order ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_order_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_orderresponse; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_orderresponse (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    received_on date NOT NULL,
    description text NOT NULL,
    permit_number character varying(60) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    order_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL
);


--
-- Name: illicit_orderresponse_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_orderresponse ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_orderresponse_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_outfall; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_outfall (
    id bigint NOT NULL,
    code character varying(30) NOT NULL,
    latitude numeric(9,6) NOT NULL,
    longitude numeric(9,6) NOT NULL,
    receiving_water character varying(200) NOT NULL,
    size_inches numeric(5,1),
    material character varying(10) NOT NULL,
    condition character varying(10) NOT NULL,
    notes text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: illicit_outfall_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_outfall ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_outfall_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_report; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_report (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    token_hash character varying(64) NOT NULL,
    kind character varying(30) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    address character varying(300) NOT NULL,
    observed_at timestamp with time zone,
    description text NOT NULL,
    attributes jsonb NOT NULL,
    media_url character varying(500) NOT NULL,
    reporter_name character varying(150) NOT NULL,
    reporter_email character varying(254) NOT NULL,
    reporter_phone character varying(30) NOT NULL,
    source character varying(10) NOT NULL,
    state character varying(10) NOT NULL,
    closed_reason character varying(20) NOT NULL,
    close_note text NOT NULL,
    triaged_at timestamp with time zone,
    requested_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    api_client_id bigint,
    case_id bigint,
    triaged_by_id bigint,
    description_reviewed_at timestamp with time zone,
    description_reviewed_by_id bigint,
    published_description text NOT NULL,
    location_held boolean NOT NULL,
    location_reviewed_at timestamp with time zone,
    location_reviewed_by_id bigint,
    public_location character varying(300) NOT NULL,
    CONSTRAINT illicit_report_has_a_location CHECK (((NOT ((address)::text = ''::text)) OR (latitude IS NOT NULL))),
    CONSTRAINT illicit_report_lat_long_together CHECK ((((latitude IS NULL) AND (longitude IS NULL)) OR ((latitude IS NOT NULL) AND (longitude IS NOT NULL))))
);


--
-- Name: illicit_report_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_report ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_report_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_reportupdate; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_reportupdate (
    id bigint NOT NULL,
    at timestamp with time zone NOT NULL,
    status character varying(6) NOT NULL,
    note character varying(500) NOT NULL,
    report_id bigint NOT NULL
);


--
-- Name: illicit_reportupdate_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_reportupdate ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_reportupdate_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_screening; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_screening (
    id bigint NOT NULL,
    at timestamp with time zone NOT NULL,
    dry_weather boolean NOT NULL,
    flow character varying(12) NOT NULL,
    odor character varying(10) NOT NULL,
    color character varying(10) NOT NULL,
    turbidity character varying(10) NOT NULL,
    floatables character varying(200) NOT NULL,
    deposits character varying(200) NOT NULL,
    notes text NOT NULL,
    case_id bigint,
    outfall_id bigint NOT NULL,
    screened_by_id bigint NOT NULL
);


--
-- Name: illicit_screening_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_screening ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_screening_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: illicit_spill; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.illicit_spill (
    id bigint NOT NULL,
    known_at timestamp with time zone NOT NULL,
    material character varying(200) NOT NULL,
    hazardous boolean NOT NULL,
    dispatch_called_at timestamp with time zone,
    notified_at timestamp with time zone,
    notice_method character varying(10) NOT NULL,
    notified_by character varying(150) NOT NULL,
    notice_due_at timestamp with time zone,
    notice_late boolean,
    confirmation_received_on date,
    commercial_industrial boolean NOT NULL,
    record_kept_until date,
    containment text NOT NULL,
    case_id bigint NOT NULL,
    confirmation_mailed_on date
);


--
-- Name: illicit_spill_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.illicit_spill ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.illicit_spill_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_accessrefusal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_accessrefusal (
    id bigint NOT NULL,
    kind character varying(10) NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    notes text NOT NULL,
    state character varying(20) NOT NULL,
    basis character varying(10) NOT NULL,
    probable_cause text NOT NULL,
    warrant_applied_on date,
    warrant_court character varying(200) NOT NULL,
    warrant_decided_on date,
    warrant_reference character varying(100) NOT NULL,
    warrant_note character varying(300) NOT NULL,
    executed_on date,
    recorded_at timestamp with time zone NOT NULL,
    inspection_id bigint NOT NULL,
    party_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL,
    violation_id bigint NOT NULL
);


--
-- Name: inspections_accessrefusal_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_accessrefusal ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_accessrefusal_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_asbuiltplan; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_asbuiltplan (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    engineer_name character varying(150) NOT NULL,
    engineer_license character varying(6) NOT NULL,
    certified_on date NOT NULL,
    shows_final_design boolean NOT NULL,
    state character varying(10) NOT NULL,
    submitted_at timestamp with time zone NOT NULL,
    reviewed_at timestamp with time zone,
    review_note text NOT NULL,
    document_id uuid NOT NULL,
    reviewed_by_id bigint,
    subject_type_id integer NOT NULL,
    submitted_by_id bigint NOT NULL,
    CONSTRAINT inspections_asbuiltplan_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_asbuiltplan_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_asbuiltplan ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_asbuiltplan_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_calendarfeed; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_calendarfeed (
    id bigint NOT NULL,
    token_hash character varying(64) NOT NULL,
    reset_at timestamp with time zone NOT NULL,
    user_id bigint NOT NULL
);


--
-- Name: inspections_calendarfeed_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_calendarfeed ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_calendarfeed_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_finalacceptance; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_finalacceptance (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    accepted_on date NOT NULL,
    note text NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    accepted_by_id bigint NOT NULL,
    as_built_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    CONSTRAINT inspections_finalacceptance_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_finalacceptance_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_finalacceptance ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_finalacceptance_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_finding; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_finding (
    id bigint NOT NULL,
    item character varying(40) NOT NULL,
    outcome character varying(10) NOT NULL,
    note text NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    inspection_id bigint NOT NULL
);


--
-- Name: inspections_finding_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_finding ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_finding_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_historicalaccessrefusal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_historicalaccessrefusal (
    id bigint NOT NULL,
    kind character varying(10) NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    notes text NOT NULL,
    state character varying(20) NOT NULL,
    basis character varying(10) NOT NULL,
    probable_cause text NOT NULL,
    warrant_applied_on date,
    warrant_court character varying(200) NOT NULL,
    warrant_decided_on date,
    warrant_reference character varying(100) NOT NULL,
    warrant_note character varying(300) NOT NULL,
    executed_on date,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    inspection_id bigint,
    party_id bigint,
    recorded_by_id bigint,
    violation_id bigint
);


--
-- Name: inspections_historicalaccessrefusal_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_historicalaccessrefusal ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_historicalaccessrefusal_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_historicalasbuiltplan; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_historicalasbuiltplan (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    engineer_name character varying(150) NOT NULL,
    engineer_license character varying(6) NOT NULL,
    certified_on date NOT NULL,
    shows_final_design boolean NOT NULL,
    state character varying(10) NOT NULL,
    submitted_at timestamp with time zone NOT NULL,
    reviewed_at timestamp with time zone,
    review_note text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    document_id uuid,
    history_user_id bigint,
    reviewed_by_id bigint,
    subject_type_id integer,
    submitted_by_id bigint,
    CONSTRAINT inspections_historicalasbuiltplan_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_historicalasbuiltplan_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_historicalasbuiltplan ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_historicalasbuiltplan_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_historicalfinding; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_historicalfinding (
    id bigint NOT NULL,
    item character varying(40) NOT NULL,
    outcome character varying(10) NOT NULL,
    note text NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    inspection_id bigint
);


--
-- Name: inspections_historicalfinding_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_historicalfinding ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_historicalfinding_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_historicalinspection; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_historicalinspection (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    kind character varying(40) NOT NULL,
    chapter character varying(3) NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    state character varying(20) NOT NULL,
    result character varying(12) NOT NULL,
    scheduled_for timestamp with time zone,
    started_at timestamp with time zone,
    completed_at timestamp with time zone,
    summary text NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    created_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    created_by_id bigint,
    history_user_id bigint,
    inspector_id bigint,
    parcel_id bigint,
    subject_type_id integer,
    draft jsonb NOT NULL,
    reinspection_of_id bigint,
    CONSTRAINT inspections_historicalinspection_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_historicalinspection_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_historicalinspection ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_historicalinspection_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_historicalinspectionrequest; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_historicalinspectionrequest (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    kind character varying(40) NOT NULL,
    chapter character varying(3) NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    proposed_for timestamp with time zone NOT NULL,
    note text NOT NULL,
    requested_at timestamp with time zone NOT NULL,
    earliest_allowed timestamp with time zone NOT NULL,
    notice_reasoning jsonb NOT NULL,
    state character varying(10) NOT NULL,
    short_notice boolean NOT NULL,
    refusals jsonb NOT NULL,
    late_reason text NOT NULL,
    late_accepted_at timestamp with time zone,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    inspection_id bigint,
    late_accepted_by_id bigint,
    parcel_id bigint,
    requested_by_id bigint,
    subject_type_id integer,
    withdrawn_at timestamp with time zone,
    withdrawn_by_id bigint,
    withdrawn_reason text NOT NULL,
    CONSTRAINT inspections_historicalinspectionrequest_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_historicalinspectionrequest_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_historicalinspectionrequest ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_historicalinspectionrequest_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_historicalpractice; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_historicalpractice (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    code character varying(30) NOT NULL,
    name character varying(150) NOT NULL,
    type character varying(20) NOT NULL,
    location character varying(200) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    routine_every_months smallint NOT NULL,
    next_routine_on date,
    in_random_pool boolean NOT NULL,
    added_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    added_by_id bigint,
    as_built_id bigint,
    history_user_id bigint,
    owner_id bigint,
    parcel_id bigint,
    subject_type_id integer,
    CONSTRAINT inspections_historicalpractice_routine_every_months_check CHECK ((routine_every_months >= 0)),
    CONSTRAINT inspections_historicalpractice_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_historicalpractice_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_historicalpractice ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_historicalpractice_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_historicalworkhold; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_historicalworkhold (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    state character varying(12) NOT NULL,
    citation character varying(200) NOT NULL,
    nature text NOT NULL,
    corrective_action text NOT NULL,
    imposed_at timestamp with time zone NOT NULL,
    lifted_at timestamp with time zone,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    found_by_id bigint,
    history_user_id bigint,
    lifted_by_id bigint,
    notice_id bigint,
    parcel_id bigint,
    subject_type_id integer,
    violation_id bigint,
    CONSTRAINT inspections_historicalworkhold_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_historicalworkhold_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_historicalworkhold ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_historicalworkhold_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_inspection; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_inspection (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    kind character varying(40) NOT NULL,
    chapter character varying(3) NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    state character varying(20) NOT NULL,
    result character varying(12) NOT NULL,
    scheduled_for timestamp with time zone,
    started_at timestamp with time zone,
    completed_at timestamp with time zone,
    summary text NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    created_at timestamp with time zone NOT NULL,
    created_by_id bigint,
    inspector_id bigint,
    parcel_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    draft jsonb NOT NULL,
    reinspection_of_id bigint,
    CONSTRAINT inspection_completed_has_time CHECK ((((completed_at IS NOT NULL) AND ((state)::text = 'completed'::text)) OR (NOT ((state)::text = 'completed'::text)))),
    CONSTRAINT inspection_result_iff_completed CHECK (((((state)::text = 'completed'::text) AND (NOT ((result)::text = ''::text))) OR ((NOT ((state)::text = 'completed'::text)) AND ((result)::text = ''::text)))),
    CONSTRAINT inspections_inspection_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_inspection_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_inspection ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_inspection_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_inspectionrequest; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_inspectionrequest (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    kind character varying(40) NOT NULL,
    chapter character varying(3) NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    proposed_for timestamp with time zone NOT NULL,
    note text NOT NULL,
    requested_at timestamp with time zone NOT NULL,
    earliest_allowed timestamp with time zone NOT NULL,
    notice_reasoning jsonb NOT NULL,
    state character varying(10) NOT NULL,
    short_notice boolean NOT NULL,
    refusals jsonb NOT NULL,
    late_reason text NOT NULL,
    late_accepted_at timestamp with time zone,
    inspection_id bigint,
    late_accepted_by_id bigint,
    parcel_id bigint NOT NULL,
    requested_by_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    withdrawn_at timestamp with time zone,
    withdrawn_by_id bigint,
    withdrawn_reason text NOT NULL,
    CONSTRAINT inspections_inspectionrequest_subject_id_check CHECK ((subject_id >= 0)),
    CONSTRAINT inspreq_accepted_iff_inspection CHECK ((((inspection_id IS NULL) AND ((state)::text = 'refused'::text)) OR ((inspection_id IS NOT NULL) AND ((state)::text = 'accepted'::text)) OR ((state)::text = 'withdrawn'::text))),
    CONSTRAINT inspreq_withdrawn_by_whom_and_when CHECK (((NOT ((state)::text = 'withdrawn'::text)) OR ((withdrawn_at IS NOT NULL) AND (withdrawn_by_id IS NOT NULL))))
);


--
-- Name: inspections_inspectionrequest_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_inspectionrequest ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_inspectionrequest_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_maintenancenotice; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_maintenancenotice (
    id bigint NOT NULL,
    work_required text NOT NULL,
    complete_by date NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    addressee_id bigint NOT NULL,
    document_id bigint NOT NULL,
    inspection_id bigint,
    issued_by_id bigint NOT NULL,
    practice_id bigint NOT NULL
);


--
-- Name: inspections_maintenancenotice_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_maintenancenotice ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_maintenancenotice_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_photo; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_photo (
    id bigint NOT NULL,
    idempotency_key uuid NOT NULL,
    item character varying(40) NOT NULL,
    caption character varying(200) NOT NULL,
    taken_at timestamp with time zone,
    added_at timestamp with time zone NOT NULL,
    added_by_id bigint NOT NULL,
    inspection_id bigint NOT NULL,
    upload_id uuid NOT NULL
);


--
-- Name: inspections_photo_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_photo ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_photo_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_practice; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_practice (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    code character varying(30) NOT NULL,
    name character varying(150) NOT NULL,
    type character varying(20) NOT NULL,
    location character varying(200) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    routine_every_months smallint NOT NULL,
    next_routine_on date,
    in_random_pool boolean NOT NULL,
    added_at timestamp with time zone NOT NULL,
    added_by_id bigint NOT NULL,
    as_built_id bigint,
    owner_id bigint NOT NULL,
    parcel_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    CONSTRAINT inspections_practice_routine_every_months_check CHECK ((routine_every_months >= 0)),
    CONSTRAINT inspections_practice_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_practice_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_practice ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_practice_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_practiceinspection; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_practiceinspection (
    id bigint NOT NULL,
    basis character varying(10) NOT NULL,
    reason text NOT NULL,
    inspection_id bigint NOT NULL,
    practice_id bigint NOT NULL
);


--
-- Name: inspections_practiceinspection_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_practiceinspection ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_practiceinspection_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_sitelog; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_sitelog (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    opened_at timestamp with time zone NOT NULL,
    opened_by_id bigint NOT NULL,
    parcel_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    closed_at timestamp with time zone,
    opened_automatically boolean NOT NULL,
    CONSTRAINT inspections_sitelog_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: inspections_sitelog_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_sitelog ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_sitelog_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_sitelogentry; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_sitelogentry (
    id bigint NOT NULL,
    inspected_at timestamp with time zone NOT NULL,
    professional_name character varying(150) NOT NULL,
    professional_credential character varying(150) NOT NULL,
    practices_effective boolean NOT NULL,
    observations text NOT NULL,
    corrective_actions text NOT NULL,
    entered_at timestamp with time zone NOT NULL,
    entered_by_id bigint NOT NULL,
    log_id bigint NOT NULL
);


--
-- Name: inspections_sitelogentry_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_sitelogentry ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_sitelogentry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_sitelogentry_storms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_sitelogentry_storms (
    id bigint NOT NULL,
    sitelogentry_id bigint NOT NULL,
    stormevent_id bigint NOT NULL
);


--
-- Name: inspections_sitelogentry_storms_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_sitelogentry_storms ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_sitelogentry_storms_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_stormevent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_stormevent (
    id bigint NOT NULL,
    ended_at timestamp with time zone NOT NULL,
    precipitation_inches numeric(5,2) NOT NULL,
    gauge character varying(100) NOT NULL,
    source character varying(10) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    log_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL
);


--
-- Name: inspections_stormevent_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_stormevent ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_stormevent_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inspections_workhold; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections_workhold (
    id bigint NOT NULL,
    subject_id bigint NOT NULL,
    subject_label character varying(200) NOT NULL,
    state character varying(12) NOT NULL,
    citation character varying(200) NOT NULL,
    nature text NOT NULL,
    corrective_action text NOT NULL,
    imposed_at timestamp with time zone NOT NULL,
    lifted_at timestamp with time zone,
    found_by_id bigint NOT NULL,
    lifted_by_id bigint,
    notice_id bigint NOT NULL,
    parcel_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    violation_id bigint NOT NULL,
    CONSTRAINT inspections_workhold_subject_id_check CHECK ((subject_id >= 0)),
    CONSTRAINT workhold_lifted_by_reinspection CHECK ((((lifted_at IS NOT NULL) AND (lifted_by_id IS NOT NULL) AND ((state)::text = 'lifted'::text)) OR ((lifted_at IS NULL) AND ((state)::text = 'in_effect'::text))))
);


--
-- Name: inspections_workhold_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inspections_workhold ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.inspections_workhold_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: invitations_historicallinkpolicy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invitations_historicallinkpolicy (
    id bigint NOT NULL,
    key character varying(20) NOT NULL,
    value integer NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    CONSTRAINT invitations_historicallinkpolicy_value_check CHECK ((value >= 0))
);


--
-- Name: invitations_historicallinkpolicy_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.invitations_historicallinkpolicy ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.invitations_historicallinkpolicy_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: invitations_invitation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invitations_invitation (
    id bigint NOT NULL,
    kind character varying(60) NOT NULL,
    purpose character varying(200) NOT NULL,
    token_hash character varying(64) NOT NULL,
    email character varying(254) NOT NULL,
    name character varying(150) NOT NULL,
    subject_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    withdrawn_at timestamp with time zone,
    withdrawal_reason character varying(300) NOT NULL,
    created_by_id bigint NOT NULL,
    subject_type_id integer NOT NULL,
    withdrawn_by_id bigint,
    CONSTRAINT invitation_used_or_withdrawn_not_both CHECK (((used_at IS NULL) OR (withdrawn_at IS NULL))),
    CONSTRAINT invitations_invitation_subject_id_check CHECK ((subject_id >= 0))
);


--
-- Name: invitations_invitation_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.invitations_invitation ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.invitations_invitation_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: invitations_linkpolicy; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invitations_linkpolicy (
    id bigint NOT NULL,
    key character varying(20) NOT NULL,
    value integer NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT invitations_linkpolicy_value_check CHECK ((value >= 0))
);


--
-- Name: invitations_linkpolicy_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.invitations_linkpolicy ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.invitations_linkpolicy_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: mfa_authenticator; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mfa_authenticator (
    id bigint NOT NULL,
    type character varying(20) NOT NULL,
    data jsonb NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_used_at timestamp with time zone
);


--
-- Name: mfa_authenticator_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.mfa_authenticator ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.mfa_authenticator_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_account; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_account (
    project_id bigint NOT NULL,
    balance numeric(14,2) NOT NULL,
    negative_fees integer NOT NULL,
    CONSTRAINT money_account_negative_fees_check CHECK ((negative_fees >= 0))
);


--
-- Name: money_costestimate; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_costestimate (
    id bigint NOT NULL,
    state character varying(10) NOT NULL,
    total numeric(12,2) NOT NULL,
    submitted_at timestamp with time zone NOT NULL,
    accepted_at timestamp with time zone,
    accepted_by_id bigint,
    project_id bigint NOT NULL,
    submitted_by_id bigint NOT NULL
);


--
-- Name: money_costestimate_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_costestimate ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_costestimate_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_costestimateline; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_costestimateline (
    id bigint NOT NULL,
    description character varying(200) NOT NULL,
    quantity numeric(12,2) NOT NULL,
    unit character varying(30) NOT NULL,
    unit_cost numeric(12,2) NOT NULL,
    amount numeric(12,2) NOT NULL,
    estimate_id bigint NOT NULL
);


--
-- Name: money_costestimateline_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_costestimateline ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_costestimateline_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_draw; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_draw (
    id bigint NOT NULL,
    drawn_on date NOT NULL,
    work_cost numeric(12,2) NOT NULL,
    engineering_cost numeric(12,2) NOT NULL,
    inspection_cost numeric(12,2) NOT NULL,
    work_done text NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    document_id bigint NOT NULL,
    maintenance_notice_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL,
    guarantee_id bigint NOT NULL,
    inspection_id bigint
);


--
-- Name: money_draw_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_draw ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_draw_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_entry; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_entry (
    id bigint NOT NULL,
    kind character varying(10) NOT NULL,
    amount numeric(12,2) NOT NULL,
    dated date NOT NULL,
    description character varying(300) NOT NULL,
    service character varying(20) NOT NULL,
    quantity numeric(9,2),
    source_id bigint,
    method character varying(10) NOT NULL,
    reference character varying(100) NOT NULL,
    reason text NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    payer_id bigint NOT NULL,
    project_id bigint NOT NULL,
    recorded_by_id bigint,
    reverses_id bigint,
    source_type_id integer,
    fee_line_id bigint,
    idempotency_key uuid,
    receipt_id bigint,
    CONSTRAINT money_entry_source_id_check CHECK ((source_id >= 0))
);


--
-- Name: money_entry_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_entry ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_entry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_escrowinterest; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_escrowinterest (
    id bigint NOT NULL,
    posted_on date NOT NULL,
    amount numeric(12,2) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    recorded_by_id bigint NOT NULL,
    guarantee_id bigint NOT NULL
);


--
-- Name: money_escrowinterest_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_escrowinterest ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_escrowinterest_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_feeline; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_feeline (
    id bigint NOT NULL,
    service character varying(20) NOT NULL,
    basis character varying(10) NOT NULL,
    rate numeric(12,2),
    cap numeric(12,2),
    acres_from numeric(9,2),
    acres_to numeric(9,2),
    schedule_id bigint NOT NULL
);


--
-- Name: money_feeline_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_feeline ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_feeline_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_feeschedule; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_feeschedule (
    id bigint NOT NULL,
    resolution character varying(50) NOT NULL,
    adopted_on date NOT NULL,
    effective_on date NOT NULL,
    title character varying(200) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    recorded_by_id bigint NOT NULL
);


--
-- Name: money_feeschedule_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_feeschedule ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_feeschedule_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_guarantee; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_guarantee (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    issuer character varying(200) NOT NULL,
    issuer_address text NOT NULL,
    instrument_number character varying(100) NOT NULL,
    amount numeric(12,2) NOT NULL,
    beneficiary character varying(100) NOT NULL,
    effective_on date NOT NULL,
    expires_on date,
    state character varying(10) NOT NULL,
    posted_at timestamp with time zone NOT NULL,
    decided_at timestamp with time zone,
    decision_note text NOT NULL,
    released_at timestamp with time zone,
    decided_by_id bigint,
    document_id uuid NOT NULL,
    posted_by_id bigint NOT NULL,
    release_document_id bigint,
    released_by_id bigint,
    requirement_id bigint NOT NULL
);


--
-- Name: money_guarantee_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_guarantee ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_guarantee_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_guaranteerequirement; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_guaranteerequirement (
    id bigint NOT NULL,
    purpose character varying(12) NOT NULL,
    amount numeric(12,2) NOT NULL,
    basis text NOT NULL,
    required_at timestamp with time zone NOT NULL,
    project_id bigint NOT NULL,
    required_by_id bigint NOT NULL
);


--
-- Name: money_guaranteerequirement_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_guaranteerequirement ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_guaranteerequirement_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_historicalguarantee; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_historicalguarantee (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    issuer character varying(200) NOT NULL,
    issuer_address text NOT NULL,
    instrument_number character varying(100) NOT NULL,
    amount numeric(12,2) NOT NULL,
    beneficiary character varying(100) NOT NULL,
    effective_on date NOT NULL,
    expires_on date,
    state character varying(10) NOT NULL,
    posted_at timestamp with time zone NOT NULL,
    decided_at timestamp with time zone,
    decision_note text NOT NULL,
    released_at timestamp with time zone,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    decided_by_id bigint,
    document_id uuid,
    history_user_id bigint,
    posted_by_id bigint,
    release_document_id bigint,
    released_by_id bigint,
    requirement_id bigint
);


--
-- Name: money_historicalguarantee_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_historicalguarantee ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_historicalguarantee_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_historicalguaranteerequirement; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_historicalguaranteerequirement (
    id bigint NOT NULL,
    purpose character varying(12) NOT NULL,
    amount numeric(12,2) NOT NULL,
    basis text NOT NULL,
    required_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    project_id bigint,
    required_by_id bigint
);


--
-- Name: money_historicalguaranteerequirement_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_historicalguaranteerequirement ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_historicalguaranteerequirement_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_invoice; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_invoice (
    id bigint NOT NULL,
    total numeric(12,2) NOT NULL,
    due_on date NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    document_id bigint NOT NULL,
    issued_by_id bigint NOT NULL,
    payer_id bigint NOT NULL,
    project_id bigint NOT NULL
);


--
-- Name: money_invoice_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_invoice ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_invoice_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: money_invoiceline; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.money_invoiceline (
    id bigint NOT NULL,
    entry_id bigint NOT NULL,
    invoice_id bigint NOT NULL
);


--
-- Name: money_invoiceline_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.money_invoiceline ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.money_invoiceline_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: notifications_notification; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications_notification (
    id bigint NOT NULL,
    event_key character varying(200) NOT NULL,
    address character varying(254) NOT NULL,
    subject character varying(200) NOT NULL,
    body text NOT NULL,
    url character varying(500) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    read_at timestamp with time zone,
    email_status character varying(10) NOT NULL,
    email_attempts smallint NOT NULL,
    email_sent_at timestamp with time zone,
    email_error text NOT NULL,
    recipient_id bigint,
    link_redacted boolean NOT NULL,
    CONSTRAINT notifications_notification_email_attempts_check CHECK ((email_attempts >= 0))
);


--
-- Name: notifications_notification_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.notifications_notification ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.notifications_notification_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_historicalownership; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_historicalownership (
    id bigint NOT NULL,
    acquired_on date,
    conveyed_on date,
    source character varying(200) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    parcel_id bigint,
    party_id bigint,
    deed_instrument character varying(40) NOT NULL,
    deed_liber character varying(20) NOT NULL,
    deed_page character varying(20) NOT NULL
);


--
-- Name: registry_historicalownership_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_historicalownership ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_historicalownership_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_historicalparty; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_historicalparty (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    name character varying(200) NOT NULL,
    organization character varying(200) NOT NULL,
    mailing_street character varying(200) NOT NULL,
    mailing_city character varying(80) NOT NULL,
    mailing_state character varying(2) NOT NULL,
    mailing_postal_code character varying(10) NOT NULL,
    phone character varying(30) NOT NULL,
    email character varying(254) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    user_id bigint
);


--
-- Name: registry_historicalparty_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_historicalparty ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_historicalparty_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_historicalproperty; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_historicalproperty (
    id bigint NOT NULL,
    street_address character varying(200) NOT NULL,
    city character varying(80) NOT NULL,
    state character varying(2) NOT NULL,
    postal_code character varying(10) NOT NULL,
    sbl character varying(30) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    land_use_note character varying(200) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint
);


--
-- Name: registry_historicalproperty_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_historicalproperty ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_historicalproperty_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_ownership; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_ownership (
    id bigint NOT NULL,
    acquired_on date,
    conveyed_on date,
    source character varying(200) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    parcel_id bigint NOT NULL,
    party_id bigint NOT NULL,
    deed_instrument character varying(40) NOT NULL,
    deed_liber character varying(20) NOT NULL,
    deed_page character varying(20) NOT NULL,
    CONSTRAINT registry_ownership_conveyed_after_acquired CHECK (((conveyed_on IS NULL) OR (acquired_on IS NULL) OR (conveyed_on > acquired_on)))
);


--
-- Name: registry_ownership_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_ownership ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_ownership_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_party; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_party (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    name character varying(200) NOT NULL,
    organization character varying(200) NOT NULL,
    mailing_street character varying(200) NOT NULL,
    mailing_city character varying(80) NOT NULL,
    mailing_state character varying(2) NOT NULL,
    mailing_postal_code character varying(10) NOT NULL,
    phone character varying(30) NOT NULL,
    email character varying(254) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    user_id bigint
);


--
-- Name: registry_party_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_party ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_party_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_property; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_property (
    id bigint NOT NULL,
    street_address character varying(200) NOT NULL,
    city character varying(80) NOT NULL,
    state character varying(2) NOT NULL,
    postal_code character varying(10) NOT NULL,
    sbl character varying(30) NOT NULL,
    latitude numeric(9,6),
    longitude numeric(9,6),
    land_use_note character varying(200) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT registry_property_lat_lng_together CHECK ((((latitude IS NULL) AND (longitude IS NULL)) OR ((latitude IS NOT NULL) AND (longitude IS NOT NULL))))
);


--
-- Name: registry_property_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_property ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_property_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_rollimport; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_rollimport (
    id bigint NOT NULL,
    file_name character varying(255) NOT NULL,
    data bytea NOT NULL,
    as_of date NOT NULL,
    state character varying(12) NOT NULL,
    lines integer NOT NULL,
    problems jsonb NOT NULL,
    problem_count integer NOT NULL,
    report jsonb NOT NULL,
    seconds numeric(8,1),
    created_at timestamp with time zone NOT NULL,
    finished_at timestamp with time zone,
    created_by_id bigint NOT NULL,
    CONSTRAINT registry_rollimport_lines_check CHECK ((lines >= 0)),
    CONSTRAINT registry_rollimport_problem_count_check CHECK ((problem_count >= 0))
);


--
-- Name: registry_rollimport_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_rollimport ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_rollimport_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: registry_street; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registry_street (
    id bigint NOT NULL,
    name character varying(100) NOT NULL,
    postal_code character varying(10) NOT NULL,
    in_city boolean NOT NULL
);


--
-- Name: registry_street_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.registry_street ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.registry_street_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reports_adjustment; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports_adjustment (
    id bigint NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    figure character varying(80) NOT NULL,
    amount numeric(12,2) NOT NULL,
    reason text NOT NULL,
    made_at timestamp with time zone NOT NULL,
    made_by_id bigint NOT NULL
);


--
-- Name: reports_adjustment_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.reports_adjustment ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.reports_adjustment_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reports_historicaladjustment; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports_historicaladjustment (
    id bigint NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    figure character varying(80) NOT NULL,
    amount numeric(12,2) NOT NULL,
    reason text NOT NULL,
    made_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    history_user_id bigint,
    made_by_id bigint
);


--
-- Name: reports_historicaladjustment_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.reports_historicaladjustment ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.reports_historicaladjustment_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reports_issuedreport; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports_issuedreport (
    id bigint NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    annual boolean NOT NULL,
    version smallint NOT NULL,
    figures jsonb NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    document_id bigint,
    issued_by_id bigint NOT NULL,
    CONSTRAINT reports_issuedreport_version_check CHECK ((version >= 0))
);


--
-- Name: reports_issuedreport_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.reports_issuedreport ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.reports_issuedreport_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reports_searchentry; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports_searchentry (
    id bigint NOT NULL,
    kind character varying(20) NOT NULL,
    object_id bigint NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    ref text NOT NULL,
    ref2 text NOT NULL,
    happened_at timestamp with time zone,
    link text NOT NULL,
    document tsvector
);


--
-- Name: reports_searchentry_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.reports_searchentry ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.reports_searchentry_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reports_storedfigure; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports_storedfigure (
    id bigint NOT NULL,
    period character varying(20) NOT NULL,
    key character varying(80) NOT NULL,
    digest character varying(64) NOT NULL,
    value bigint NOT NULL,
    snapshot text NOT NULL,
    system character varying(40) NOT NULL
);


--
-- Name: reports_storedfigure_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.reports_storedfigure ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.reports_storedfigure_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reports_tablestamp; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports_tablestamp (
    id bigint NOT NULL,
    table_name character varying(63) NOT NULL,
    xid bigint NOT NULL,
    at timestamp with time zone DEFAULT statement_timestamp() NOT NULL
);


--
-- Name: reports_tablestamp_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.reports_tablestamp ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.reports_tablestamp_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: reports_tmdlapproval; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports_tmdlapproval (
    id bigint NOT NULL,
    water_body character varying(200) NOT NULL,
    pollutant character varying(200) NOT NULL,
    approved_on date NOT NULL,
    source character varying(300) NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    program_modified_on date,
    program_note character varying(300) NOT NULL,
    recorded_by_id bigint NOT NULL
);


--
-- Name: reports_tmdlapproval_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.reports_tmdlapproval ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.reports_tmdlapproval_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: security_forbiddentally; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.security_forbiddentally (
    id bigint NOT NULL,
    who character varying(80) NOT NULL,
    path character varying(500) NOT NULL,
    minute timestamp with time zone NOT NULL,
    count integer NOT NULL,
    event_id bigint,
    CONSTRAINT security_forbiddentally_count_check CHECK ((count >= 0))
);


--
-- Name: security_forbiddentally_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.security_forbiddentally ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.security_forbiddentally_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: security_limitcount; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.security_limitcount (
    id bigint NOT NULL,
    key character varying(200) NOT NULL,
    count integer NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: security_limitcount_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.security_limitcount ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.security_limitcount_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: security_securityevent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.security_securityevent (
    id bigint NOT NULL,
    at timestamp with time zone NOT NULL,
    kind character varying(30) NOT NULL,
    email character varying(254) NOT NULL,
    ip inet,
    user_agent character varying(300) NOT NULL,
    path character varying(500) NOT NULL,
    detail character varying(500) NOT NULL,
    data jsonb NOT NULL,
    actor_id bigint,
    user_id bigint
);


--
-- Name: security_securityevent_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.security_securityevent ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.security_securityevent_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_checklistitem; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_checklistitem (
    id bigint NOT NULL,
    code character varying(30) NOT NULL,
    part character varying(3) NOT NULL,
    label character varying(200) NOT NULL,
    statute_text text NOT NULL,
    "order" smallint NOT NULL,
    active boolean NOT NULL,
    added_by_id bigint,
    statutory boolean NOT NULL,
    CONSTRAINT swppp_checklistitem_order_check CHECK (("order" >= 0))
);


--
-- Name: swppp_checklistitem_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_checklistitem ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_checklistitem_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_contractor; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_contractor (
    id bigint NOT NULL,
    firm_name character varying(200) NOT NULL,
    role character varying(15) NOT NULL,
    responsibility character varying(200) NOT NULL,
    email character varying(254) NOT NULL,
    identified_at timestamp with time zone NOT NULL,
    work_began_on date,
    identified_by_id bigint NOT NULL,
    project_id bigint NOT NULL,
    work_recorded_by_id bigint
);


--
-- Name: swppp_contractor_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_contractor ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_contractor_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_contractorcertification; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_contractorcertification (
    id bigint NOT NULL,
    statement text NOT NULL,
    name character varying(150) NOT NULL,
    title character varying(100) NOT NULL,
    firm_name character varying(200) NOT NULL,
    firm_address character varying(300) NOT NULL,
    firm_phone character varying(30) NOT NULL,
    site character varying(300) NOT NULL,
    certified_on date NOT NULL,
    created_at timestamp with time zone NOT NULL,
    invitation_id bigint,
    project_id bigint NOT NULL,
    contractor_id bigint NOT NULL
);


--
-- Name: swppp_contractorcertification_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_contractorcertification ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_contractorcertification_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_contractorinvitation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_contractorinvitation (
    id bigint NOT NULL,
    project_id bigint NOT NULL,
    link_id bigint NOT NULL,
    contractor_id bigint NOT NULL
);


--
-- Name: swppp_contractorinvitation_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_contractorinvitation ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_contractorinvitation_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_engineerapproval; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_engineerapproval (
    id bigint NOT NULL,
    engineer character varying(200) NOT NULL,
    resolution character varying(50) NOT NULL,
    adopted_on date NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    project_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL
);


--
-- Name: swppp_engineerapproval_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_engineerapproval ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_engineerapproval_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_finding; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_finding (
    id bigint NOT NULL,
    status character varying(10) NOT NULL,
    comment text NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    item_id bigint NOT NULL,
    reviewer_id bigint NOT NULL,
    submission_id bigint NOT NULL,
    CONSTRAINT swppp_deficiency_explained CHECK (((NOT ((status)::text = 'deficient'::text)) OR (NOT (comment = ''::text))))
);


--
-- Name: swppp_finding_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_finding ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_finding_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_findingresponse; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_findingresponse (
    id bigint NOT NULL,
    text text NOT NULL,
    finding_id bigint NOT NULL,
    submission_id bigint NOT NULL
);


--
-- Name: swppp_findingresponse_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_findingresponse ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_findingresponse_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_historicalchecklistitem; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_historicalchecklistitem (
    id bigint NOT NULL,
    code character varying(30) NOT NULL,
    part character varying(3) NOT NULL,
    label character varying(200) NOT NULL,
    statute_text text NOT NULL,
    "order" smallint NOT NULL,
    active boolean NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    added_by_id bigint,
    history_user_id bigint,
    statutory boolean NOT NULL,
    CONSTRAINT swppp_historicalchecklistitem_order_check CHECK (("order" >= 0))
);


--
-- Name: swppp_historicalchecklistitem_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_historicalchecklistitem ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_historicalchecklistitem_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_historicalmaintenanceinstrument; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_historicalmaintenanceinstrument (
    id bigint NOT NULL,
    kind character varying(12) NOT NULL,
    approved_by character varying(150) NOT NULL,
    approved_on date,
    follows_appendix_a boolean NOT NULL,
    instrument_number character varying(50) NOT NULL,
    liber character varying(20) NOT NULL,
    page character varying(20) NOT NULL,
    recorded_on date,
    resolution character varying(50) NOT NULL,
    meets_requirements boolean NOT NULL,
    perpetual_access boolean NOT NULL,
    created_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    document_id uuid,
    history_user_id bigint,
    project_id bigint,
    recorded_by_id bigint
);


--
-- Name: swppp_historicalmaintenanceinstrument_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_historicalmaintenanceinstrument ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_historicalmaintenanceinstrument_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_historicalproject; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_historicalproject (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    title character varying(200) NOT NULL,
    description text NOT NULL,
    total_site_acres numeric(9,2) NOT NULL,
    disturbed_acres numeric(9,2) NOT NULL,
    max_disturbed_at_once_acres numeric(9,2) NOT NULL,
    part_of_common_plan boolean NOT NULL,
    common_plan_disturbed_acres numeric(9,2),
    single_family_residence boolean NOT NULL,
    agricultural_property boolean NOT NULL,
    receiving_waters character varying(300) NOT NULL,
    discharges_pollutant_of_concern boolean NOT NULL,
    town_approval character varying(30) NOT NULL,
    exemption character varying(5) NOT NULL,
    exemption_explanation text NOT NULL,
    exemption_status character varying(10) NOT NULL,
    exemption_decided_at timestamp with time zone,
    exemption_decision_reason text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    applicant_id bigint,
    applicant_party_id bigint,
    exemption_decided_by_id bigint,
    history_user_id bigint,
    parcel_id bigint,
    building_permit_approved_on date,
    building_permit_number character varying(50) NOT NULL,
    includes_landing_or_haul_roads boolean NOT NULL,
    maintains_original_facility boolean NOT NULL,
    review_path character varying(2) NOT NULL,
    review_path_decided_at timestamp with time zone,
    review_path_decided_by_id bigint,
    review_path_reason text NOT NULL,
    reviewing_body_id bigint,
    developer_party_id bigint,
    site_basis character varying(10) NOT NULL,
    site_confirmed_at timestamp with time zone,
    site_confirmed_by_id bigint,
    closed_at timestamp with time zone,
    closed_by_id bigint,
    closed_reason text NOT NULL,
    site_refusal text NOT NULL
);


--
-- Name: swppp_historicalproject_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_historicalproject ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_historicalproject_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_historicalsitecorrection; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_historicalsitecorrection (
    id bigint NOT NULL,
    street_address character varying(200) NOT NULL,
    sbl character varying(30) NOT NULL,
    reason text NOT NULL,
    requested_at timestamp with time zone NOT NULL,
    state character varying(10) NOT NULL,
    decided_at timestamp with time zone,
    decision_note text NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    decided_by_id bigint,
    history_user_id bigint,
    project_id bigint,
    requested_by_id bigint
);


--
-- Name: swppp_historicalsitecorrection_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_historicalsitecorrection ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_historicalsitecorrection_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_historicalsubmission; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_historicalsubmission (
    id bigint NOT NULL,
    version smallint NOT NULL,
    state character varying(30) NOT NULL,
    phasing_justification text NOT NULL,
    other_permits text NOT NULL,
    other_permits_assured boolean NOT NULL,
    received_at timestamp with time zone,
    review_path character varying(2) NOT NULL,
    checklist jsonb NOT NULL,
    outside_engineer character varying(200) NOT NULL,
    outside_engineer_board_approval character varying(200) NOT NULL,
    accepted_professional_certification boolean NOT NULL,
    smo_outcome character varying(30) NOT NULL,
    smo_reasons text NOT NULL,
    smo_acted_at timestamp with time zone,
    body_outcome character varying(30) NOT NULL,
    body_reasons text NOT NULL,
    body_acted_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    history_id integer NOT NULL,
    history_date timestamp with time zone NOT NULL,
    history_change_reason character varying(100),
    history_type character varying(1) NOT NULL,
    body_acted_by_id bigint,
    history_user_id bigint,
    letter_id bigint,
    recommendation_letter_id bigint,
    smo_acted_by_id bigint,
    project_id bigint,
    reviewing_body_id bigint,
    body_meeting_on date,
    body_resolution character varying(50) NOT NULL,
    body_vote_absent smallint,
    body_vote_abstained smallint,
    body_vote_ayes smallint,
    body_vote_nays smallint,
    forwarded_at timestamp with time zone,
    legacy_certification jsonb NOT NULL,
    milestones jsonb NOT NULL,
    path_confirmed_at timestamp with time zone,
    path_confirmed_by_id bigint,
    smo_facility_finding boolean,
    stormwater_facility character varying(3) NOT NULL,
    certification_id bigint,
    CONSTRAINT swppp_historicalsubmission_body_vote_absent_check CHECK ((body_vote_absent >= 0)),
    CONSTRAINT swppp_historicalsubmission_body_vote_abstained_check CHECK ((body_vote_abstained >= 0)),
    CONSTRAINT swppp_historicalsubmission_body_vote_ayes_check CHECK ((body_vote_ayes >= 0)),
    CONSTRAINT swppp_historicalsubmission_body_vote_nays_check CHECK ((body_vote_nays >= 0)),
    CONSTRAINT swppp_historicalsubmission_version_check CHECK ((version >= 0))
);


--
-- Name: swppp_historicalsubmission_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_historicalsubmission ALTER COLUMN history_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_historicalsubmission_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_itemanswer; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_itemanswer (
    id bigint NOT NULL,
    text text NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    item_id bigint NOT NULL,
    submission_id bigint NOT NULL
);


--
-- Name: swppp_itemanswer_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_itemanswer ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_itemanswer_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_itemanswer_uploads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_itemanswer_uploads (
    id bigint NOT NULL,
    itemanswer_id bigint NOT NULL,
    upload_id uuid NOT NULL
);


--
-- Name: swppp_itemanswer_uploads_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_itemanswer_uploads ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_itemanswer_uploads_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_maintenanceinstrument; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_maintenanceinstrument (
    id bigint NOT NULL,
    kind character varying(12) NOT NULL,
    approved_by character varying(150) NOT NULL,
    approved_on date,
    follows_appendix_a boolean NOT NULL,
    instrument_number character varying(50) NOT NULL,
    liber character varying(20) NOT NULL,
    page character varying(20) NOT NULL,
    recorded_on date,
    resolution character varying(50) NOT NULL,
    meets_requirements boolean NOT NULL,
    perpetual_access boolean NOT NULL,
    created_at timestamp with time zone NOT NULL,
    document_id uuid NOT NULL,
    project_id bigint NOT NULL,
    recorded_by_id bigint NOT NULL
);


--
-- Name: swppp_maintenanceinstrument_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_maintenanceinstrument ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_maintenanceinstrument_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_professionalsignature; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_professionalsignature (
    id bigint NOT NULL,
    requested_name character varying(150) NOT NULL,
    requested_designation character varying(3) NOT NULL,
    name character varying(150) NOT NULL,
    designation character varying(3) NOT NULL,
    license_number character varying(6) NOT NULL,
    signed_on date,
    signed_at timestamp with time zone,
    design_statement text NOT NULL,
    conformance_statement text NOT NULL,
    fingerprint character varying(64) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    link_id bigint,
    submission_id bigint NOT NULL,
    signed_by_id bigint,
    CONSTRAINT swppp_signature_by_link_or_in_person CHECK (((link_id IS NOT NULL) OR (signed_by_id IS NOT NULL))),
    CONSTRAINT swppp_signature_complete CHECK (((signed_at IS NULL) OR ((NOT ((name)::text = ''::text)) AND ((license_number)::text ~ '^[0-9]{6}$'::text) AND (signed_on IS NOT NULL) AND (NOT (design_statement = ''::text)))))
);


--
-- Name: swppp_professionalsignature_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_professionalsignature ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_professionalsignature_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_project; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_project (
    id bigint NOT NULL,
    reference character varying(20) NOT NULL,
    title character varying(200) NOT NULL,
    description text NOT NULL,
    total_site_acres numeric(9,2) NOT NULL,
    disturbed_acres numeric(9,2) NOT NULL,
    max_disturbed_at_once_acres numeric(9,2) NOT NULL,
    part_of_common_plan boolean NOT NULL,
    common_plan_disturbed_acres numeric(9,2),
    single_family_residence boolean NOT NULL,
    agricultural_property boolean NOT NULL,
    receiving_waters character varying(300) NOT NULL,
    discharges_pollutant_of_concern boolean NOT NULL,
    town_approval character varying(30) NOT NULL,
    exemption character varying(5) NOT NULL,
    exemption_explanation text NOT NULL,
    exemption_status character varying(10) NOT NULL,
    exemption_decided_at timestamp with time zone,
    exemption_decision_reason text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    applicant_id bigint NOT NULL,
    applicant_party_id bigint NOT NULL,
    exemption_decided_by_id bigint,
    parcel_id bigint NOT NULL,
    building_permit_approved_on date,
    building_permit_number character varying(50) NOT NULL,
    includes_landing_or_haul_roads boolean NOT NULL,
    maintains_original_facility boolean NOT NULL,
    review_path character varying(2) NOT NULL,
    review_path_decided_at timestamp with time zone,
    review_path_decided_by_id bigint,
    review_path_reason text NOT NULL,
    reviewing_body_id bigint,
    developer_party_id bigint,
    site_basis character varying(10) NOT NULL,
    site_confirmed_at timestamp with time zone,
    site_confirmed_by_id bigint,
    closed_at timestamp with time zone,
    closed_by_id bigint,
    closed_reason text NOT NULL,
    site_refusal text NOT NULL,
    CONSTRAINT swppp_at_once_within_disturbed CHECK ((max_disturbed_at_once_acres <= disturbed_acres)),
    CONSTRAINT swppp_disturbed_within_site CHECK ((disturbed_acres <= total_site_acres))
);


--
-- Name: swppp_project_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_project ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_project_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_reviewcomment; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_reviewcomment (
    id bigint NOT NULL,
    text text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    author_id bigint NOT NULL,
    submission_id bigint NOT NULL
);


--
-- Name: swppp_reviewcomment_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_reviewcomment ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_reviewcomment_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_reviewingbody; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_reviewingbody (
    id bigint NOT NULL,
    kind character varying(30) NOT NULL,
    name character varying(100) NOT NULL,
    chair_id bigint
);


--
-- Name: swppp_reviewingbody_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_reviewingbody ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_reviewingbody_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_reviewingbody_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_reviewingbody_members (
    id bigint NOT NULL,
    reviewingbody_id bigint NOT NULL,
    user_id bigint NOT NULL
);


--
-- Name: swppp_reviewingbody_members_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_reviewingbody_members ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_reviewingbody_members_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_sitecorrection; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_sitecorrection (
    id bigint NOT NULL,
    street_address character varying(200) NOT NULL,
    sbl character varying(30) NOT NULL,
    reason text NOT NULL,
    requested_at timestamp with time zone NOT NULL,
    state character varying(10) NOT NULL,
    decided_at timestamp with time zone,
    decision_note text NOT NULL,
    decided_by_id bigint,
    project_id bigint NOT NULL,
    requested_by_id bigint NOT NULL
);


--
-- Name: swppp_sitecorrection_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_sitecorrection ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_sitecorrection_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: swppp_submission; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.swppp_submission (
    id bigint NOT NULL,
    version smallint NOT NULL,
    state character varying(30) NOT NULL,
    phasing_justification text NOT NULL,
    other_permits text NOT NULL,
    other_permits_assured boolean NOT NULL,
    received_at timestamp with time zone,
    review_path character varying(2) NOT NULL,
    checklist jsonb NOT NULL,
    outside_engineer character varying(200) NOT NULL,
    outside_engineer_board_approval character varying(200) NOT NULL,
    accepted_professional_certification boolean NOT NULL,
    smo_outcome character varying(30) NOT NULL,
    smo_reasons text NOT NULL,
    smo_acted_at timestamp with time zone,
    body_outcome character varying(30) NOT NULL,
    body_reasons text NOT NULL,
    body_acted_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    body_acted_by_id bigint,
    letter_id bigint,
    project_id bigint NOT NULL,
    recommendation_letter_id bigint,
    reviewing_body_id bigint,
    smo_acted_by_id bigint,
    body_meeting_on date,
    body_resolution character varying(50) NOT NULL,
    body_vote_absent smallint,
    body_vote_abstained smallint,
    body_vote_ayes smallint,
    body_vote_nays smallint,
    forwarded_at timestamp with time zone,
    legacy_certification jsonb NOT NULL,
    milestones jsonb NOT NULL,
    path_confirmed_at timestamp with time zone,
    path_confirmed_by_id bigint,
    smo_facility_finding boolean,
    stormwater_facility character varying(3) NOT NULL,
    certification_id bigint,
    CONSTRAINT swppp_submission_body_vote_absent_check CHECK ((body_vote_absent >= 0)),
    CONSTRAINT swppp_submission_body_vote_abstained_check CHECK ((body_vote_abstained >= 0)),
    CONSTRAINT swppp_submission_body_vote_ayes_check CHECK ((body_vote_ayes >= 0)),
    CONSTRAINT swppp_submission_body_vote_nays_check CHECK ((body_vote_nays >= 0)),
    CONSTRAINT swppp_submission_version_check CHECK ((version >= 0))
);


--
-- Name: swppp_submission_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.swppp_submission ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.swppp_submission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: usersessions_usersession; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.usersessions_usersession (
    id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ip inet NOT NULL,
    last_seen_at timestamp with time zone NOT NULL,
    session_key character varying(40) NOT NULL,
    user_agent character varying(200) NOT NULL,
    data jsonb NOT NULL,
    user_id bigint NOT NULL
);


--
-- Name: usersessions_usersession_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.usersessions_usersession ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.usersessions_usersession_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Data for Name: account_emailaddress; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.account_emailaddress (id, email, verified, "primary", user_id) FROM stdin;
\.


--
-- Data for Name: account_emailconfirmation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.account_emailconfirmation (id, created, sent, key, email_address_id) FROM stdin;
\.


--
-- Data for Name: accounts_historicaluser; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.accounts_historicaluser (id, is_superuser, email, full_name, phone, is_active, is_staff, date_joined, history_id, history_date, history_change_reason, history_type, history_user_id, mfa_enabled, signature_image_id) FROM stdin;
\.


--
-- Data for Name: accounts_historicaluser_groups; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.accounts_historicaluser_groups (id, m2m_history_id, group_id, history_id, user_id) FROM stdin;
\.


--
-- Data for Name: accounts_user; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.accounts_user (id, password, last_login, is_superuser, email, full_name, phone, is_active, is_staff, date_joined, mfa_enabled, signature_image_id) FROM stdin;
\.


--
-- Data for Name: accounts_user_groups; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.accounts_user_groups (id, user_id, group_id) FROM stdin;
\.


--
-- Data for Name: accounts_user_user_permissions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.accounts_user_user_permissions (id, user_id, permission_id) FROM stdin;
\.


--
-- Data for Name: api_apitoken; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.api_apitoken (id, name, scope, prefix, digest, created_at, expires_at, last_used_at, revoked_at, user_id) FROM stdin;
\.


--
-- Data for Name: audit_auditevent; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.audit_auditevent (id, subject_id, actor_label, action, summary, data, at, actor_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: auth_group; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.auth_group (id, name) FROM stdin;
1	smo
2	inspector
3	clerk
4	town_attorney
5	town_board
6	reviewing_body
7	applicant
\.


--
-- Data for Name: auth_group_permissions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.auth_group_permissions (id, group_id, permission_id) FROM stdin;
1	1	130
2	1	132
3	1	133
4	1	138
5	1	140
6	1	270
7	1	143
8	1	271
9	1	402
10	1	403
11	1	532
12	1	533
13	1	151
14	1	535
15	1	154
16	1	544
17	1	545
18	1	546
19	1	547
20	1	548
21	1	549
22	1	288
23	1	424
24	1	433
25	1	313
26	1	443
27	1	188
28	1	702
29	1	703
30	1	704
31	1	69
32	1	334
33	1	85
34	1	598
35	1	726
36	1	476
37	1	478
38	1	611
39	1	612
40	1	102
41	1	103
42	1	105
43	1	106
44	1	107
45	1	236
46	1	109
47	1	237
48	1	239
49	1	240
50	1	238
51	1	368
52	1	373
53	1	118
54	1	631
55	1	632
56	1	253
57	2	133
58	2	270
59	2	271
60	2	403
61	2	154
62	2	544
63	2	545
64	2	549
65	2	102
66	2	103
67	2	424
68	2	105
69	2	106
70	2	107
71	2	236
72	2	109
73	2	239
74	2	240
75	3	704
76	3	133
77	3	709
78	3	203
79	3	403
80	3	154
81	3	476
82	3	478
83	3	479
84	3	356
85	3	105
86	3	236
87	3	109
88	3	239
89	3	240
90	3	693
91	3	702
92	4	133
93	4	105
94	4	236
95	4	109
96	4	239
97	4	240
98	4	367
99	4	434
100	4	154
101	4	476
102	5	356
103	5	709
104	5	693
105	5	476
106	5	477
107	5	239
108	7	627
\.


--
-- Data for Name: auth_permission; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.auth_permission (id, name, content_type_id, codename) FROM stdin;
1	Can add log entry	1	add_logentry
2	Can change log entry	1	change_logentry
3	Can delete log entry	1	delete_logentry
4	Can view log entry	1	view_logentry
5	Can add permission	2	add_permission
6	Can change permission	2	change_permission
7	Can delete permission	2	delete_permission
8	Can view permission	2	view_permission
9	Can add group	3	add_group
10	Can change group	3	change_group
11	Can delete group	3	delete_group
12	Can view group	3	view_group
13	Can add content type	4	add_contenttype
14	Can change content type	4	change_contenttype
15	Can delete content type	4	delete_contenttype
16	Can view content type	4	view_contenttype
17	Can add session	5	add_session
18	Can change session	5	change_session
19	Can delete session	5	delete_session
20	Can view session	5	view_session
21	Can add email address	6	add_emailaddress
22	Can change email address	6	change_emailaddress
23	Can delete email address	6	delete_emailaddress
24	Can view email address	6	view_emailaddress
25	Can add email confirmation	7	add_emailconfirmation
26	Can change email confirmation	7	change_emailconfirmation
27	Can delete email confirmation	7	delete_emailconfirmation
28	Can view email confirmation	7	view_emailconfirmation
29	Can add authenticator	8	add_authenticator
30	Can change authenticator	8	change_authenticator
31	Can delete authenticator	8	delete_authenticator
32	Can view authenticator	8	view_authenticator
33	Can add user session	9	add_usersession
34	Can change user session	9	change_usersession
35	Can delete user session	9	delete_usersession
36	Can view user session	9	view_usersession
37	Can add crontab	10	add_crontabschedule
38	Can change crontab	10	change_crontabschedule
39	Can delete crontab	10	delete_crontabschedule
40	Can view crontab	10	view_crontabschedule
41	Can add interval	11	add_intervalschedule
42	Can change interval	11	change_intervalschedule
43	Can delete interval	11	delete_intervalschedule
44	Can view interval	11	view_intervalschedule
45	Can add periodic task	12	add_periodictask
46	Can change periodic task	12	change_periodictask
47	Can delete periodic task	12	delete_periodictask
48	Can view periodic task	12	view_periodictask
49	Can add periodic task track	13	add_periodictasks
50	Can change periodic task track	13	change_periodictasks
51	Can delete periodic task track	13	delete_periodictasks
52	Can view periodic task track	13	view_periodictasks
53	Can add solar event	14	add_solarschedule
54	Can change solar event	14	change_solarschedule
55	Can delete solar event	14	delete_solarschedule
56	Can view solar event	14	view_solarschedule
57	Can add clocked	15	add_clockedschedule
58	Can change clocked	15	change_clockedschedule
59	Can delete clocked	15	delete_clockedschedule
60	Can view clocked	15	view_clockedschedule
61	Can add reference series	16	add_referenceseries
62	Can change reference series	16	change_referenceseries
63	Can delete reference series	16	delete_referenceseries
64	Can view reference series	16	view_referenceseries
65	Can add user	17	add_user
66	Can change user	17	change_user
67	Can delete user	17	delete_user
68	Can view user	17	view_user
69	Create and change Town staff accounts	17	manage_staff_accounts
70	Can add historical user	18	add_historicaluser
71	Can change historical user	18	change_historicaluser
72	Can delete historical user	18	delete_historicaluser
73	Can view historical user	18	view_historicaluser
74	Can add HistoricalUser_groups	19	add_historicaluser_groups
75	Can change HistoricalUser_groups	19	change_historicaluser_groups
76	Can delete HistoricalUser_groups	19	delete_historicaluser_groups
77	Can view HistoricalUser_groups	19	view_historicaluser_groups
78	Can add audit event	20	add_auditevent
79	Can change audit event	20	change_auditevent
80	Can delete audit event	20	delete_auditevent
81	Can view audit event	20	view_auditevent
82	Can add security event	21	add_securityevent
83	Can change security event	21	change_securityevent
84	Can delete security event	21	delete_securityevent
85	Can view security event	21	view_securityevent
86	Can add forbidden tally	22	add_forbiddentally
87	Can change forbidden tally	22	change_forbiddentally
88	Can delete forbidden tally	22	delete_forbiddentally
89	Can view forbidden tally	22	view_forbiddentally
90	Can add limit count	23	add_limitcount
91	Can change limit count	23	change_limitcount
92	Can delete limit count	23	delete_limitcount
93	Can view limit count	23	view_limitcount
94	Can add historical party	24	add_historicalparty
95	Can change historical party	24	change_historicalparty
96	Can delete historical party	24	delete_historicalparty
97	Can view historical party	24	view_historicalparty
98	Can add historical property	25	add_historicalproperty
99	Can change historical property	25	change_historicalproperty
100	Can delete historical property	25	delete_historicalproperty
101	Can view historical property	25	view_historicalproperty
102	Can add property	26	add_property
103	Can change property	26	change_property
104	Can delete property	26	delete_property
105	Can view property	26	view_property
106	Can add party	27	add_party
107	Can change party	27	change_party
108	Can delete party	27	delete_party
109	Can view party	27	view_party
110	Can add historical ownership	28	add_historicalownership
111	Can change historical ownership	28	change_historicalownership
112	Can delete historical ownership	28	delete_historicalownership
113	Can view historical ownership	28	view_historicalownership
114	Can add ownership	29	add_ownership
115	Can change ownership	29	change_ownership
116	Can delete ownership	29	delete_ownership
117	Can view ownership	29	view_ownership
118	Can add roll import	30	add_rollimport
119	Can change roll import	30	change_rollimport
120	Can delete roll import	30	delete_rollimport
121	Can view roll import	30	view_rollimport
122	Can add street	31	add_street
123	Can change street	31	change_street
124	Can delete street	31	delete_street
125	Can view street	31	view_street
126	Can add historical office closure	32	add_historicalofficeclosure
127	Can change historical office closure	32	change_historicalofficeclosure
128	Can delete historical office closure	32	delete_historicalofficeclosure
129	Can view historical office closure	32	view_historicalofficeclosure
130	Can add office closure	33	add_officeclosure
131	Can change office closure	33	change_officeclosure
132	Can delete office closure	33	delete_officeclosure
133	Can view office closure	33	view_officeclosure
134	Can add historical proclaimed holiday	34	add_historicalproclaimedholiday
135	Can change historical proclaimed holiday	34	change_historicalproclaimedholiday
136	Can delete historical proclaimed holiday	34	delete_historicalproclaimedholiday
137	Can view historical proclaimed holiday	34	view_historicalproclaimedholiday
138	Can add proclaimed holiday	35	add_proclaimedholiday
139	Can change proclaimed holiday	35	change_proclaimedholiday
140	Can delete proclaimed holiday	35	delete_proclaimedholiday
141	Can view proclaimed holiday	35	view_proclaimedholiday
142	Can add policy setting	36	add_policysetting
143	Can change policy setting	36	change_policysetting
144	Can delete policy setting	36	delete_policysetting
145	Can view policy setting	36	view_policysetting
146	Can add sweep heartbeat	37	add_sweepheartbeat
147	Can change sweep heartbeat	37	change_sweepheartbeat
148	Can delete sweep heartbeat	37	delete_sweepheartbeat
149	Can view sweep heartbeat	37	view_sweepheartbeat
150	Can add deadline	38	add_deadline
151	Can change deadline	38	change_deadline
152	Can delete deadline	38	delete_deadline
153	Can view deadline	38	view_deadline
154	See every clock of both chapters	38	view_clock_board
155	Can add historical deadline	39	add_historicaldeadline
156	Can change historical deadline	39	change_historicaldeadline
157	Can delete historical deadline	39	delete_historicaldeadline
158	Can view historical deadline	39	view_historicaldeadline
159	Can add historical policy setting	40	add_historicalpolicysetting
160	Can change historical policy setting	40	change_historicalpolicysetting
161	Can delete historical policy setting	40	delete_historicalpolicysetting
162	Can view historical policy setting	40	view_historicalpolicysetting
163	Can add reminder	41	add_reminder
164	Can change reminder	41	change_reminder
165	Can delete reminder	41	delete_reminder
166	Can view reminder	41	view_reminder
167	Can add clock tally	42	add_clocktally
168	Can change clock tally	42	change_clocktally
169	Can delete clock tally	42	delete_clocktally
170	Can view clock tally	42	view_clocktally
171	Can add notification	43	add_notification
172	Can change notification	43	change_notification
173	Can delete notification	43	delete_notification
174	Can view notification	43	view_notification
175	Can add issued document	44	add_issueddocument
176	Can change issued document	44	change_issueddocument
177	Can delete issued document	44	delete_issueddocument
178	Can view issued document	44	view_issueddocument
179	Can add upload	45	add_upload
180	Can change upload	45	change_upload
181	Can delete upload	45	delete_upload
182	Can view upload	45	view_upload
183	Can add photo copy without metadata	46	add_strippedcopy
184	Can change photo copy without metadata	46	change_strippedcopy
185	Can delete photo copy without metadata	46	delete_strippedcopy
186	Can view photo copy without metadata	46	view_strippedcopy
187	Can add link policy	47	add_linkpolicy
188	Can change link policy	47	change_linkpolicy
189	Can delete link policy	47	delete_linkpolicy
190	Can view link policy	47	view_linkpolicy
191	Can add historical link policy	48	add_historicallinkpolicy
192	Can change historical link policy	48	change_historicallinkpolicy
193	Can delete historical link policy	48	delete_historicallinkpolicy
194	Can view historical link policy	48	view_historicallinkpolicy
195	Can add invitation	49	add_invitation
196	Can change invitation	49	change_invitation
197	Can delete invitation	49	delete_invitation
198	Can view invitation	49	view_invitation
199	Can add body	50	add_body
200	Can change body	50	change_body
201	Can delete body	50	delete_body
202	Can view body	50	view_body
203	Seat and unseat the members of the Town's boards	50	seat_members
204	Can add historical membership	51	add_historicalmembership
205	Can change historical membership	51	change_historicalmembership
206	Can delete historical membership	51	delete_historicalmembership
207	Can view historical membership	51	view_historicalmembership
208	Can add membership	52	add_membership
209	Can change membership	52	change_membership
210	Can delete membership	52	delete_membership
211	Can view membership	52	view_membership
212	Can add historical body	53	add_historicalbody
213	Can change historical body	53	change_historicalbody
214	Can delete historical body	53	delete_historicalbody
215	Can view historical body	53	view_historicalbody
216	Can add member vote	54	add_membervote
217	Can change member vote	54	change_membervote
218	Can delete member vote	54	delete_membervote
219	Can view member vote	54	view_membervote
220	Can add historical meeting	55	add_historicalmeeting
221	Can change historical meeting	55	change_historicalmeeting
222	Can delete historical meeting	55	delete_historicalmeeting
223	Can view historical meeting	55	view_historicalmeeting
224	Can add meeting	56	add_meeting
225	Can change meeting	56	change_meeting
226	Can delete meeting	56	delete_meeting
227	Can view meeting	56	view_meeting
228	Can add historical adjustment	57	add_historicaladjustment
229	Can change historical adjustment	57	change_historicaladjustment
230	Can delete historical adjustment	57	delete_historicaladjustment
231	Can view historical adjustment	57	view_historicaladjustment
232	Can add adjustment	58	add_adjustment
233	Can change adjustment	58	change_adjustment
234	Can delete adjustment	58	delete_adjustment
235	Can view adjustment	58	view_adjustment
236	See the MS4 report's figures and the records behind them	58	view_ms4_report
237	Adjust an MS4 report figure, with a reason	58	adjust_ms4_report
238	Sign and issue the MS4 report	58	issue_ms4_report
239	See the dashboards of how the law is kept	58	view_dashboards
240	Search every record	58	search_records
241	Can add issued report	59	add_issuedreport
242	Can change issued report	59	change_issuedreport
243	Can delete issued report	59	delete_issuedreport
244	Can view issued report	59	view_issuedreport
245	Can add search entry	60	add_searchentry
246	Can change search entry	60	change_searchentry
247	Can delete search entry	60	delete_searchentry
248	Can view search entry	60	view_searchentry
249	Can add tmdl approval	61	add_tmdlapproval
250	Can change tmdl approval	61	change_tmdlapproval
251	Can delete tmdl approval	61	delete_tmdlapproval
252	Can view tmdl approval	61	view_tmdlapproval
253	Record an EPA TMDL approval and the program's change	61	record_tmdl_approval
254	Can add stored figure	62	add_storedfigure
255	Can change stored figure	62	change_storedfigure
256	Can delete stored figure	62	delete_storedfigure
257	Can view stored figure	62	view_storedfigure
258	Can add table stamp	63	add_tablestamp
259	Can change table stamp	63	change_tablestamp
260	Can delete table stamp	63	delete_tablestamp
261	Can view table stamp	63	view_tablestamp
262	Can add historical inspection	64	add_historicalinspection
263	Can change historical inspection	64	change_historicalinspection
264	Can delete historical inspection	64	delete_historicalinspection
265	Can view historical inspection	64	view_historicalinspection
266	Can add inspection	65	add_inspection
267	Can change inspection	65	change_inspection
268	Can delete inspection	65	delete_inspection
269	Can view inspection	65	view_inspection
270	Schedule inspections and assign inspectors	65	schedule_inspection
271	Conduct inspections and record findings	65	conduct_inspection
272	Can add historical finding	66	add_historicalfinding
273	Can change historical finding	66	change_historicalfinding
274	Can delete historical finding	66	delete_historicalfinding
275	Can view historical finding	66	view_historicalfinding
276	Can add finding	67	add_finding
277	Can change finding	67	change_finding
278	Can delete finding	67	delete_finding
279	Can view finding	67	view_finding
280	Can add photo	68	add_photo
281	Can change photo	68	change_photo
282	Can delete photo	68	delete_photo
283	Can view photo	68	view_photo
284	Can add access refusal	69	add_accessrefusal
285	Can change access refusal	69	change_accessrefusal
286	Can delete access refusal	69	delete_accessrefusal
287	Can view access refusal	69	view_accessrefusal
288	Seek a search warrant for a facility (§ 158-9B(6))	69	seek_warrant
289	Can add as built plan	70	add_asbuiltplan
290	Can change as built plan	70	change_asbuiltplan
291	Can delete as built plan	70	delete_asbuiltplan
292	Can view as built plan	70	view_asbuiltplan
293	Can add historical access refusal	71	add_historicalaccessrefusal
294	Can change historical access refusal	71	change_historicalaccessrefusal
295	Can delete historical access refusal	71	delete_historicalaccessrefusal
296	Can view historical access refusal	71	view_historicalaccessrefusal
297	Can add historical as built plan	72	add_historicalasbuiltplan
298	Can change historical as built plan	72	change_historicalasbuiltplan
299	Can delete historical as built plan	72	delete_historicalasbuiltplan
300	Can view historical as built plan	72	view_historicalasbuiltplan
301	Can add historical practice	73	add_historicalpractice
302	Can change historical practice	73	change_historicalpractice
303	Can delete historical practice	73	delete_historicalpractice
304	Can view historical practice	73	view_historicalpractice
305	Can add practice	74	add_practice
306	Can change practice	74	change_practice
307	Can delete practice	74	delete_practice
308	Can view practice	74	view_practice
309	Can add maintenance notice	75	add_maintenancenotice
310	Can change maintenance notice	75	change_maintenancenotice
311	Can delete maintenance notice	75	delete_maintenancenotice
312	Can view maintenance notice	75	view_maintenancenotice
313	Issue maintenance-required notices	75	issue_maintenance_notice
314	Can add practice inspection	76	add_practiceinspection
315	Can change practice inspection	76	change_practiceinspection
316	Can delete practice inspection	76	delete_practiceinspection
317	Can view practice inspection	76	view_practiceinspection
318	Can add site log	77	add_sitelog
319	Can change site log	77	change_sitelog
320	Can delete site log	77	delete_sitelog
321	Can view site log	77	view_sitelog
322	Can add storm event	78	add_stormevent
323	Can change storm event	78	change_stormevent
324	Can delete storm event	78	delete_stormevent
325	Can view storm event	78	view_stormevent
326	Can add site log entry	79	add_sitelogentry
327	Can change site log entry	79	change_sitelogentry
328	Can delete site log entry	79	delete_sitelogentry
329	Can view site log entry	79	view_sitelogentry
330	Can add final acceptance	80	add_finalacceptance
331	Can change final acceptance	80	change_finalacceptance
332	Can delete final acceptance	80	delete_finalacceptance
333	Can view final acceptance	80	view_finalacceptance
334	Accept as-built plans and record final acceptance (the SMO)	80	accept_facilities
335	Can add calendar feed	81	add_calendarfeed
336	Can change calendar feed	81	change_calendarfeed
337	Can delete calendar feed	81	delete_calendarfeed
338	Can view calendar feed	81	view_calendarfeed
339	Can add historical inspection request	82	add_historicalinspectionrequest
340	Can change historical inspection request	82	change_historicalinspectionrequest
341	Can delete historical inspection request	82	delete_historicalinspectionrequest
342	Can view historical inspection request	82	view_historicalinspectionrequest
343	Can add historical work hold	83	add_historicalworkhold
344	Can change historical work hold	83	change_historicalworkhold
345	Can delete historical work hold	83	delete_historicalworkhold
346	Can view historical work hold	83	view_historicalworkhold
347	Can add inspection request	84	add_inspectionrequest
348	Can change inspection request	84	change_inspectionrequest
349	Can delete inspection request	84	delete_inspectionrequest
350	Can view inspection request	84	view_inspectionrequest
351	Can add work hold	85	add_workhold
352	Can change work hold	85	change_workhold
353	Can delete work hold	85	delete_workhold
354	Can view work hold	85	view_workhold
355	Can add appeal policy	86	add_appealpolicy
356	Can change appeal policy	86	change_appealpolicy
357	Can delete appeal policy	86	delete_appealpolicy
358	Can view appeal policy	86	view_appealpolicy
359	Can add provision	87	add_provision
360	Can change provision	87	change_provision
361	Can delete provision	87	delete_provision
362	Can view provision	87	view_provision
363	Can add alternative remedy	88	add_alternativeremedy
364	Can change alternative remedy	88	change_alternativeremedy
365	Can delete alternative remedy	88	delete_alternativeremedy
366	Can view alternative remedy	88	view_alternativeremedy
367	Recommend alternative remedies (the Town Attorney)	88	recommend_remedy
368	Concur in alternative remedies (the SMO)	88	concur_remedy
369	Can add corrective action	89	add_correctiveaction
370	Can change corrective action	89	change_correctiveaction
371	Can delete corrective action	89	delete_correctiveaction
372	Can view corrective action	89	view_correctiveaction
373	Take corrective measures (the SMO)	89	take_corrective_action
374	Can add abatement cost	90	add_abatementcost
375	Can change abatement cost	90	change_abatementcost
376	Can delete abatement cost	90	delete_abatementcost
377	Can view abatement cost	90	view_abatementcost
378	Can add historical abatement cost	91	add_historicalabatementcost
379	Can change historical abatement cost	91	change_historicalabatementcost
380	Can delete historical abatement cost	91	delete_historicalabatementcost
381	Can view historical abatement cost	91	view_historicalabatementcost
382	Can add historical appeal policy	92	add_historicalappealpolicy
383	Can change historical appeal policy	92	change_historicalappealpolicy
384	Can delete historical appeal policy	92	delete_historicalappealpolicy
385	Can view historical appeal policy	92	view_historicalappealpolicy
386	Can add historical remedy task	93	add_historicalremedytask
387	Can change historical remedy task	93	change_historicalremedytask
388	Can delete historical remedy task	93	delete_historicalremedytask
389	Can view historical remedy task	93	view_historicalremedytask
390	Can add historical service record	94	add_historicalservicerecord
391	Can change historical service record	94	change_historicalservicerecord
392	Can delete historical service record	94	delete_historicalservicerecord
393	Can view historical service record	94	view_historicalservicerecord
394	Can add historical violation	95	add_historicalviolation
395	Can change historical violation	95	change_historicalviolation
396	Can delete historical violation	95	delete_historicalviolation
397	Can view historical violation	95	view_historicalviolation
398	Can add notice of violation	96	add_noticeofviolation
399	Can change notice of violation	96	change_noticeofviolation
400	Can delete notice of violation	96	delete_noticeofviolation
401	Can view notice of violation	96	view_noticeofviolation
402	Issue notices of violation and stop-work orders (the SMO)	96	issue_notice
403	Record how a notice, order or letter was served	96	record_service
404	Can add historical corrective action	97	add_historicalcorrectiveaction
405	Can change historical corrective action	97	change_historicalcorrectiveaction
406	Can delete historical corrective action	97	delete_historicalcorrectiveaction
407	Can view historical corrective action	97	view_historicalcorrectiveaction
408	Can add historical appeal	98	add_historicalappeal
409	Can change historical appeal	98	change_historicalappeal
410	Can delete historical appeal	98	delete_historicalappeal
411	Can view historical appeal	98	view_historicalappeal
412	Can add remedy task	99	add_remedytask
413	Can change remedy task	99	change_remedytask
414	Can delete remedy task	99	delete_remedytask
415	Can view remedy task	99	view_remedytask
416	Can add service record	100	add_servicerecord
417	Can change service record	100	change_servicerecord
418	Can delete service record	100	delete_servicerecord
419	Can view service record	100	view_servicerecord
420	Can add violation	101	add_violation
421	Can change violation	101	change_violation
422	Can delete violation	101	delete_violation
423	Can view violation	101	view_violation
424	Record violations and their evidence	101	record_violation
425	Can add stop work order	102	add_stopworkorder
426	Can change stop work order	102	change_stopworkorder
427	Can delete stop work order	102	delete_stopworkorder
428	Can view stop work order	102	view_stopworkorder
429	Can add referral	103	add_referral
430	Can change referral	103	change_referral
431	Can delete referral	103	delete_referral
432	Can view referral	103	view_referral
433	Refer a violation to the Town Attorney (the SMO)	103	refer_violation
434	Record a court's outcome (the Town Attorney)	103	record_court_outcome
435	Can add offense	104	add_offense
436	Can change offense	104	change_offense
437	Can delete offense	104	delete_offense
438	Can view offense	104	view_offense
439	Can add occupancy hold	105	add_occupancyhold
440	Can change occupancy hold	105	change_occupancyhold
441	Can delete occupancy hold	105	delete_occupancyhold
442	Can view occupancy hold	105	view_occupancyhold
443	Withhold and release occupancy (the SMO)	105	hold_occupancy
444	Can add historical stop work order	106	add_historicalstopworkorder
445	Can change historical stop work order	106	change_historicalstopworkorder
446	Can delete historical stop work order	106	delete_historicalstopworkorder
447	Can view historical stop work order	106	view_historicalstopworkorder
448	Can add historical referral	107	add_historicalreferral
449	Can change historical referral	107	change_historicalreferral
450	Can delete historical referral	107	delete_historicalreferral
451	Can view historical referral	107	view_historicalreferral
452	Can add historical offense	108	add_historicaloffense
453	Can change historical offense	108	change_historicaloffense
454	Can delete historical offense	108	delete_historicaloffense
455	Can view historical offense	108	view_historicaloffense
456	Can add historical occupancy hold	109	add_historicaloccupancyhold
457	Can change historical occupancy hold	109	change_historicaloccupancyhold
458	Can delete historical occupancy hold	109	delete_historicaloccupancyhold
459	Can view historical occupancy hold	109	view_historicaloccupancyhold
460	Can add historical notice of violation	110	add_historicalnoticeofviolation
461	Can change historical notice of violation	110	change_historicalnoticeofviolation
462	Can delete historical notice of violation	110	delete_historicalnoticeofviolation
463	Can view historical notice of violation	110	view_historicalnoticeofviolation
464	Can add historical alternative remedy	111	add_historicalalternativeremedy
465	Can change historical alternative remedy	111	change_historicalalternativeremedy
466	Can delete historical alternative remedy	111	delete_historicalalternativeremedy
467	Can view historical alternative remedy	111	view_historicalalternativeremedy
468	Can add evidence	112	add_evidence
469	Can change evidence	112	change_evidence
470	Can delete evidence	112	delete_evidence
471	Can view evidence	112	view_evidence
472	Can add appeal	113	add_appeal
473	Can change appeal	113	change_appeal
474	Can delete appeal	113	delete_appeal
475	Can view appeal	113	view_appeal
476	See the appeal docket and hearing packets	113	view_docket
477	Schedule hearings and record the body's decisions	113	decide_appeal
478	Record a paper appeal with its date of receipt	113	record_paper_appeal
479	Record the filing and certified mailing of decisions	113	file_decision
480	Can add hearing notice	114	add_hearingnotice
481	Can change hearing notice	114	change_hearingnotice
482	Can delete hearing notice	114	delete_hearingnotice
483	Can view hearing notice	114	view_hearingnotice
484	Can add historical served letter	115	add_historicalservedletter
485	Can change historical served letter	115	change_historicalservedletter
486	Can delete historical served letter	115	delete_historicalservedletter
487	Can view historical served letter	115	view_historicalservedletter
488	Can add served letter	116	add_servedletter
489	Can change served letter	116	change_servedletter
490	Can delete served letter	116	delete_servedletter
491	Can view served letter	116	view_servedletter
492	Can add historical summary abatement	117	add_historicalsummaryabatement
493	Can change historical summary abatement	117	change_historicalsummaryabatement
494	Can delete historical summary abatement	117	delete_historicalsummaryabatement
495	Can view historical summary abatement	117	view_historicalsummaryabatement
496	Can add summary abatement	118	add_summaryabatement
497	Can change summary abatement	118	change_summaryabatement
498	Can delete summary abatement	118	delete_summaryabatement
499	Can view summary abatement	118	view_summaryabatement
500	Can add hearing notice policy	119	add_hearingnoticepolicy
501	Can change hearing notice policy	119	change_hearingnoticepolicy
502	Can delete hearing notice policy	119	delete_hearingnoticepolicy
503	Can view hearing notice policy	119	view_hearingnoticepolicy
504	Can add historical hearing notice policy	120	add_historicalhearingnoticepolicy
505	Can change historical hearing notice policy	120	change_historicalhearingnoticepolicy
506	Can delete historical hearing notice policy	120	delete_historicalhearingnoticepolicy
507	Can view historical hearing notice policy	120	view_historicalhearingnoticepolicy
508	Can add addressee	121	add_addressee
509	Can change addressee	121	change_addressee
510	Can delete addressee	121	delete_addressee
511	Can view addressee	121	view_addressee
512	Can add appellant	122	add_appellant
513	Can change appellant	122	change_appellant
514	Can delete appellant	122	delete_appellant
515	Can view appellant	122	view_appellant
516	Can add historical addressee	123	add_historicaladdressee
517	Can change historical addressee	123	change_historicaladdressee
518	Can delete historical addressee	123	delete_historicaladdressee
519	Can view historical addressee	123	view_historicaladdressee
520	Can add historical appellant	124	add_historicalappellant
521	Can change historical appellant	124	change_historicalappellant
522	Can delete historical appellant	124	delete_historicalappellant
523	Can view historical appellant	124	view_historicalappellant
524	Can add outfall	125	add_outfall
525	Can change outfall	125	change_outfall
526	Can delete outfall	125	delete_outfall
527	Can view outfall	125	view_outfall
528	Can add agency exemption	126	add_agencyexemption
529	Can change agency exemption	126	change_agencyexemption
530	Can delete agency exemption	126	delete_agencyexemption
531	Can view agency exemption	126	view_agencyexemption
532	Can add Open311 API key	127	add_apiclient
533	Can change Open311 API key	127	change_apiclient
534	Can delete Open311 API key	127	delete_apiclient
535	Can view Open311 API key	127	view_apiclient
536	Can add authorization	128	add_authorization
537	Can change authorization	128	change_authorization
538	Can delete authorization	128	delete_authorization
539	Can view authorization	128	view_authorization
540	Can add case	129	add_case
541	Can change case	129	change_case
542	Can delete case	129	delete_case
543	Can view case	129	view_case
544	Open and work Chapter 158 cases, their log, spills and orders	129	work_case
545	Close cases, record exemptions and verify elimination	129	decide_case
546	Suspend, terminate and reinstate MS4 access (§ 158-8)	129	decide_ms4_access
547	Approve emergency discharges (§ 158-4A(2))	129	approve_emergency_discharge
548	Keep the § 158-3A exemption and § 158-3B delegation registers	129	keep_registers
549	Keep the outfall inventory and screen outfalls	129	manage_outfalls
550	Can add access action	130	add_accessaction
551	Can change access action	130	change_accessaction
552	Can delete access action	130	delete_accessaction
553	Can view access action	130	view_accessaction
554	Can add delegation	131	add_delegation
555	Can change delegation	131	change_delegation
556	Can delete delegation	131	delete_delegation
557	Can view delegation	131	view_delegation
558	Can add entry	132	add_entry
559	Can change entry	132	change_entry
560	Can delete entry	132	delete_entry
561	Can view entry	132	view_entry
562	Can add historical access action	133	add_historicalaccessaction
563	Can change historical access action	133	change_historicalaccessaction
564	Can delete historical access action	133	delete_historicalaccessaction
565	Can view historical access action	133	view_historicalaccessaction
566	Can add historical order	134	add_historicalorder
567	Can change historical order	134	change_historicalorder
568	Can delete historical order	134	delete_historicalorder
569	Can view historical order	134	view_historicalorder
570	Can add historical outfall	135	add_historicaloutfall
571	Can change historical outfall	135	change_historicaloutfall
572	Can delete historical outfall	135	delete_historicaloutfall
573	Can view historical outfall	135	view_historicaloutfall
574	Can add historical report	136	add_historicalreport
575	Can change historical report	136	change_historicalreport
576	Can delete historical report	136	delete_historicalreport
577	Can view historical report	136	view_historicalreport
578	Can add historical spill	137	add_historicalspill
579	Can change historical spill	137	change_historicalspill
580	Can delete historical spill	137	delete_historicalspill
581	Can view historical spill	137	view_historicalspill
582	Can add order	138	add_order
583	Can change order	138	change_order
584	Can delete order	138	delete_order
585	Can view order	138	view_order
586	Can add order response	139	add_orderresponse
587	Can change order response	139	change_orderresponse
588	Can delete order response	139	delete_orderresponse
589	Can view order response	139	view_orderresponse
590	Can add historical case	140	add_historicalcase
591	Can change historical case	140	change_historicalcase
592	Can delete historical case	140	delete_historicalcase
593	Can view historical case	140	view_historicalcase
594	Can add report	141	add_report
595	Can change report	141	change_report
596	Can delete report	141	delete_report
597	Can view report	141	view_report
598	Triage reports from the public	141	triage_report
599	Can add report update	142	add_reportupdate
600	Can change report update	142	change_reportupdate
601	Can delete report update	142	delete_reportupdate
602	Can view report update	142	view_reportupdate
603	Can add screening	143	add_screening
604	Can change screening	143	change_screening
605	Can delete screening	143	delete_screening
606	Can view screening	143	view_screening
607	Can add spill	144	add_spill
608	Can change spill	144	change_spill
609	Can delete spill	144	delete_spill
610	Can view spill	144	view_spill
611	Can add checklist item	145	add_checklistitem
612	Can change checklist item	145	change_checklistitem
613	Can delete checklist item	145	delete_checklistitem
614	Can view checklist item	145	view_checklistitem
615	Can add finding	146	add_finding
616	Can change finding	146	change_finding
617	Can delete finding	146	delete_finding
618	Can view finding	146	view_finding
619	Can add historical checklist item	147	add_historicalchecklistitem
620	Can change historical checklist item	147	change_historicalchecklistitem
621	Can delete historical checklist item	147	delete_historicalchecklistitem
622	Can view historical checklist item	147	view_historicalchecklistitem
623	Can add historical project	148	add_historicalproject
624	Can change historical project	148	change_historicalproject
625	Can delete historical project	148	delete_historicalproject
626	Can view historical project	148	view_historicalproject
627	Can add project	149	add_project
628	Can change project	149	change_project
629	Can delete project	149	delete_project
630	Can view project	149	view_project
631	Review SWPPPs and decide or recommend (the SMO)	149	review_swppp
632	Confirm or reject a claimed exemption	149	decide_exemption
633	Can add contractor invitation	150	add_contractorinvitation
634	Can change contractor invitation	150	change_contractorinvitation
635	Can delete contractor invitation	150	delete_contractorinvitation
636	Can view contractor invitation	150	view_contractorinvitation
637	Can add contractor certification	151	add_contractorcertification
638	Can change contractor certification	151	change_contractorcertification
639	Can delete contractor certification	151	delete_contractorcertification
640	Can view contractor certification	151	view_contractorcertification
641	Can add reviewing body	152	add_reviewingbody
642	Can change reviewing body	152	change_reviewingbody
643	Can delete reviewing body	152	delete_reviewingbody
644	Can view reviewing body	152	view_reviewingbody
645	Can add historical submission	153	add_historicalsubmission
646	Can change historical submission	153	change_historicalsubmission
647	Can delete historical submission	153	delete_historicalsubmission
648	Can view historical submission	153	view_historicalsubmission
649	Can add submission	154	add_submission
650	Can change submission	154	change_submission
651	Can delete submission	154	delete_submission
652	Can view submission	154	view_submission
653	Can add item answer	155	add_itemanswer
654	Can change item answer	155	change_itemanswer
655	Can delete item answer	155	delete_itemanswer
656	Can view item answer	155	view_itemanswer
657	Can add finding response	156	add_findingresponse
658	Can change finding response	156	change_findingresponse
659	Can delete finding response	156	delete_findingresponse
660	Can view finding response	156	view_findingresponse
661	Can add contractor	157	add_contractor
662	Can change contractor	157	change_contractor
663	Can delete contractor	157	delete_contractor
664	Can view contractor	157	view_contractor
665	Can add historical maintenance instrument	158	add_historicalmaintenanceinstrument
666	Can change historical maintenance instrument	158	change_historicalmaintenanceinstrument
667	Can delete historical maintenance instrument	158	delete_historicalmaintenanceinstrument
668	Can view historical maintenance instrument	158	view_historicalmaintenanceinstrument
669	Can add maintenance instrument	159	add_maintenanceinstrument
670	Can change maintenance instrument	159	change_maintenanceinstrument
671	Can delete maintenance instrument	159	delete_maintenanceinstrument
672	Can view maintenance instrument	159	view_maintenanceinstrument
673	Can add professional signature	160	add_professionalsignature
674	Can change professional signature	160	change_professionalsignature
675	Can delete professional signature	160	delete_professionalsignature
676	Can view professional signature	160	view_professionalsignature
677	Can add review comment	161	add_reviewcomment
678	Can change review comment	161	change_reviewcomment
679	Can delete review comment	161	delete_reviewcomment
680	Can view review comment	161	view_reviewcomment
681	Can add historical site correction	162	add_historicalsitecorrection
682	Can change historical site correction	162	change_historicalsitecorrection
683	Can delete historical site correction	162	delete_historicalsitecorrection
684	Can view historical site correction	162	view_historicalsitecorrection
685	Can add site correction	163	add_sitecorrection
686	Can change site correction	163	change_sitecorrection
687	Can delete site correction	163	delete_sitecorrection
688	Can view site correction	163	view_sitecorrection
689	Can add engineer approval	164	add_engineerapproval
690	Can change engineer approval	164	change_engineerapproval
691	Can delete engineer approval	164	delete_engineerapproval
692	Can view engineer approval	164	view_engineerapproval
693	Record the Town Board's approval of an outside engineer (§ 159-4A(2))	164	record_engineer_approval
694	Can add fee line	165	add_feeline
695	Can change fee line	165	change_feeline
696	Can delete fee line	165	delete_feeline
697	Can view fee line	165	view_feeline
698	Can add entry	166	add_entry
699	Can change entry	166	change_entry
700	Can delete entry	166	delete_entry
701	Can view entry	166	view_entry
702	See every project's fees, invoices, payments and guarantees	166	view_accounts
703	Assess fees and record the outside engineer's invoices	166	assess_fee
704	Record payments, refunds and reversals	166	record_payment
705	Can add fee schedule	167	add_feeschedule
706	Can change fee schedule	167	change_feeschedule
707	Can delete fee schedule	167	delete_feeschedule
708	Can view fee schedule	167	view_feeschedule
709	Record a fee schedule the Town Board adopted by resolution (§ 159-8D)	167	adopt_fee_schedule
710	Can add guarantee	168	add_guarantee
711	Can change guarantee	168	change_guarantee
712	Can delete guarantee	168	delete_guarantee
713	Can view guarantee	168	view_guarantee
714	Can add escrow interest	169	add_escrowinterest
715	Can change escrow interest	169	change_escrowinterest
716	Can delete escrow interest	169	delete_escrowinterest
717	Can view escrow interest	169	view_escrowinterest
718	Can add draw	170	add_draw
719	Can change draw	170	change_draw
720	Can delete draw	170	delete_draw
721	Can view draw	170	view_draw
722	Can add guarantee requirement	171	add_guaranteerequirement
723	Can change guarantee requirement	171	change_guaranteerequirement
724	Can delete guarantee requirement	171	delete_guaranteerequirement
725	Can view guarantee requirement	171	view_guaranteerequirement
726	Require, accept, release and draw on guarantees	171	manage_guarantees
727	Can add historical guarantee	172	add_historicalguarantee
728	Can change historical guarantee	172	change_historicalguarantee
729	Can delete historical guarantee	172	delete_historicalguarantee
730	Can view historical guarantee	172	view_historicalguarantee
731	Can add historical guarantee requirement	173	add_historicalguaranteerequirement
732	Can change historical guarantee requirement	173	change_historicalguaranteerequirement
733	Can delete historical guarantee requirement	173	delete_historicalguaranteerequirement
734	Can view historical guarantee requirement	173	view_historicalguaranteerequirement
735	Can add invoice	174	add_invoice
736	Can change invoice	174	change_invoice
737	Can delete invoice	174	delete_invoice
738	Can view invoice	174	view_invoice
739	Can add invoice line	175	add_invoiceline
740	Can change invoice line	175	change_invoiceline
741	Can delete invoice line	175	delete_invoiceline
742	Can view invoice line	175	view_invoiceline
743	Can add cost estimate	176	add_costestimate
744	Can change cost estimate	176	change_costestimate
745	Can delete cost estimate	176	delete_costestimate
746	Can view cost estimate	176	view_costestimate
747	Can add cost estimate line	177	add_costestimateline
748	Can change cost estimate line	177	change_costestimateline
749	Can delete cost estimate line	177	delete_costestimateline
750	Can view cost estimate line	177	view_costestimateline
751	Can add account	178	add_account
752	Can change account	178	change_account
753	Can delete account	178	delete_account
754	Can view account	178	view_account
755	Can add API token	179	add_apitoken
756	Can change API token	179	change_apitoken
757	Can delete API token	179	delete_apitoken
758	Can view API token	179	view_apitoken
\.


--
-- Data for Name: bodies_body; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bodies_body (id, kind, name, seats, clerk_id, chair_id) FROM stdin;
1	town_board	Town Board	5	\N	\N
2	planning_board	Planning Board	7	\N	\N
3	zoning_board	Zoning Board of Appeals	5	\N	\N
\.


--
-- Data for Name: bodies_historicalbody; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bodies_historicalbody (id, kind, name, seats, history_id, history_date, history_change_reason, history_type, clerk_id, history_user_id, chair_id) FROM stdin;
\.


--
-- Data for Name: bodies_historicalmeeting; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bodies_historicalmeeting (id, starts_at, place, history_id, history_date, history_change_reason, history_type, body_id, history_user_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: bodies_historicalmembership; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bodies_historicalmembership (id, name, starts_on, ends_on, history_id, history_date, history_change_reason, history_type, body_id, history_user_id, user_id) FROM stdin;
\.


--
-- Data for Name: bodies_meeting; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bodies_meeting (id, starts_at, place, body_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: bodies_membership; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bodies_membership (id, name, starts_on, ends_on, body_id, user_id) FROM stdin;
\.


--
-- Data for Name: bodies_membervote; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bodies_membervote (id, subject_id, choice, membership_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: calendar_historicalofficeclosure; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.calendar_historicalofficeclosure (id, date, reason, created_at, history_id, history_date, history_change_reason, history_type, created_by_id, history_user_id) FROM stdin;
\.


--
-- Data for Name: calendar_historicalproclaimedholiday; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.calendar_historicalproclaimedholiday (id, date, name, proclaimed_by, proclamation, created_at, history_id, history_date, history_change_reason, history_type, created_by_id, history_user_id) FROM stdin;
\.


--
-- Data for Name: calendar_officeclosure; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.calendar_officeclosure (id, date, reason, created_at, created_by_id) FROM stdin;
\.


--
-- Data for Name: calendar_proclaimedholiday; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.calendar_proclaimedholiday (id, date, name, proclaimed_by, proclamation, created_at, created_by_id) FROM stdin;
\.


--
-- Data for Name: core_referenceseries; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.core_referenceseries (id, kind, year, last_number) FROM stdin;
\.


--
-- Data for Name: deadlines_clocktally; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadlines_clocktally (id, rule_code, due_date, status, met_late, n) FROM stdin;
\.


--
-- Data for Name: deadlines_deadline; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadlines_deadline (id, rule_code, subject_id, subject_label, starts_at, count_from, count_unit, count_period, due_at, due_date, reasoning, status, responsible_role, met_at, met_note, missed_at, waived_at, waived_reason, paused_at, pause_reason, paused_remaining, created_at, updated_at, responsible_user_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: deadlines_historicaldeadline; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadlines_historicaldeadline (id, rule_code, subject_id, subject_label, starts_at, count_from, count_unit, count_period, due_at, due_date, reasoning, status, responsible_role, met_at, met_note, missed_at, waived_at, waived_reason, paused_at, pause_reason, paused_remaining, created_at, updated_at, history_id, history_date, history_change_reason, history_type, history_user_id, responsible_user_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: deadlines_historicalpolicysetting; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadlines_historicalpolicysetting (id, rule_code, period, updated_at, history_id, history_date, history_change_reason, history_type, history_user_id) FROM stdin;
\.


--
-- Data for Name: deadlines_policysetting; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadlines_policysetting (id, rule_code, period, updated_at) FROM stdin;
\.


--
-- Data for Name: deadlines_reminder; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadlines_reminder (id, kind, due_at, created_at, deadline_id) FROM stdin;
\.


--
-- Data for Name: deadlines_sweepheartbeat; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadlines_sweepheartbeat (name, last_started_at, last_finished_at, last_result) FROM stdin;
\.


--
-- Data for Name: django_admin_log; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_admin_log (id, action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) FROM stdin;
\.


--
-- Data for Name: django_celery_beat_clockedschedule; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_celery_beat_clockedschedule (id, clocked_time) FROM stdin;
\.


--
-- Data for Name: django_celery_beat_crontabschedule; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_celery_beat_crontabschedule (id, minute, hour, day_of_week, day_of_month, month_of_year, timezone) FROM stdin;
\.


--
-- Data for Name: django_celery_beat_intervalschedule; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_celery_beat_intervalschedule (id, every, period) FROM stdin;
\.


--
-- Data for Name: django_celery_beat_periodictask; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_celery_beat_periodictask (id, name, task, args, kwargs, queue, exchange, routing_key, expires, enabled, last_run_at, total_run_count, date_changed, description, crontab_id, interval_id, solar_id, one_off, start_time, priority, headers, clocked_id, expire_seconds) FROM stdin;
\.


--
-- Data for Name: django_celery_beat_periodictasks; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_celery_beat_periodictasks (ident, last_update) FROM stdin;
\.


--
-- Data for Name: django_celery_beat_solarschedule; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_celery_beat_solarschedule (id, event, latitude, longitude) FROM stdin;
\.


--
-- Data for Name: django_content_type; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_content_type (id, app_label, model) FROM stdin;
1	admin	logentry
2	auth	permission
3	auth	group
4	contenttypes	contenttype
5	sessions	session
6	account	emailaddress
7	account	emailconfirmation
8	mfa	authenticator
9	usersessions	usersession
10	django_celery_beat	crontabschedule
11	django_celery_beat	intervalschedule
12	django_celery_beat	periodictask
13	django_celery_beat	periodictasks
14	django_celery_beat	solarschedule
15	django_celery_beat	clockedschedule
16	core	referenceseries
17	accounts	user
18	accounts	historicaluser
19	accounts	historicaluser_groups
20	audit	auditevent
21	security	securityevent
22	security	forbiddentally
23	security	limitcount
24	registry	historicalparty
25	registry	historicalproperty
26	registry	property
27	registry	party
28	registry	historicalownership
29	registry	ownership
30	registry	rollimport
31	registry	street
32	calendar	historicalofficeclosure
33	calendar	officeclosure
34	calendar	historicalproclaimedholiday
35	calendar	proclaimedholiday
36	deadlines	policysetting
37	deadlines	sweepheartbeat
38	deadlines	deadline
39	deadlines	historicaldeadline
40	deadlines	historicalpolicysetting
41	deadlines	reminder
42	deadlines	clocktally
43	notifications	notification
44	documents	issueddocument
45	documents	upload
46	documents	strippedcopy
47	invitations	linkpolicy
48	invitations	historicallinkpolicy
49	invitations	invitation
50	bodies	body
51	bodies	historicalmembership
52	bodies	membership
53	bodies	historicalbody
54	bodies	membervote
55	bodies	historicalmeeting
56	bodies	meeting
57	reports	historicaladjustment
58	reports	adjustment
59	reports	issuedreport
60	reports	searchentry
61	reports	tmdlapproval
62	reports	storedfigure
63	reports	tablestamp
64	inspections	historicalinspection
65	inspections	inspection
66	inspections	historicalfinding
67	inspections	finding
68	inspections	photo
69	inspections	accessrefusal
70	inspections	asbuiltplan
71	inspections	historicalaccessrefusal
72	inspections	historicalasbuiltplan
73	inspections	historicalpractice
74	inspections	practice
75	inspections	maintenancenotice
76	inspections	practiceinspection
77	inspections	sitelog
78	inspections	stormevent
79	inspections	sitelogentry
80	inspections	finalacceptance
81	inspections	calendarfeed
82	inspections	historicalinspectionrequest
83	inspections	historicalworkhold
84	inspections	inspectionrequest
85	inspections	workhold
86	enforcement	appealpolicy
87	enforcement	provision
88	enforcement	alternativeremedy
89	enforcement	correctiveaction
90	enforcement	abatementcost
91	enforcement	historicalabatementcost
92	enforcement	historicalappealpolicy
93	enforcement	historicalremedytask
94	enforcement	historicalservicerecord
95	enforcement	historicalviolation
96	enforcement	noticeofviolation
97	enforcement	historicalcorrectiveaction
98	enforcement	historicalappeal
99	enforcement	remedytask
100	enforcement	servicerecord
101	enforcement	violation
102	enforcement	stopworkorder
103	enforcement	referral
104	enforcement	offense
105	enforcement	occupancyhold
106	enforcement	historicalstopworkorder
107	enforcement	historicalreferral
108	enforcement	historicaloffense
109	enforcement	historicaloccupancyhold
110	enforcement	historicalnoticeofviolation
111	enforcement	historicalalternativeremedy
112	enforcement	evidence
113	enforcement	appeal
114	enforcement	hearingnotice
115	enforcement	historicalservedletter
116	enforcement	servedletter
117	enforcement	historicalsummaryabatement
118	enforcement	summaryabatement
119	enforcement	hearingnoticepolicy
120	enforcement	historicalhearingnoticepolicy
121	enforcement	addressee
122	enforcement	appellant
123	enforcement	historicaladdressee
124	enforcement	historicalappellant
125	illicit	outfall
126	illicit	agencyexemption
127	illicit	apiclient
128	illicit	authorization
129	illicit	case
130	illicit	accessaction
131	illicit	delegation
132	illicit	entry
133	illicit	historicalaccessaction
134	illicit	historicalorder
135	illicit	historicaloutfall
136	illicit	historicalreport
137	illicit	historicalspill
138	illicit	order
139	illicit	orderresponse
140	illicit	historicalcase
141	illicit	report
142	illicit	reportupdate
143	illicit	screening
144	illicit	spill
145	swppp	checklistitem
146	swppp	finding
147	swppp	historicalchecklistitem
148	swppp	historicalproject
149	swppp	project
150	swppp	contractorinvitation
151	swppp	contractorcertification
152	swppp	reviewingbody
153	swppp	historicalsubmission
154	swppp	submission
155	swppp	itemanswer
156	swppp	findingresponse
157	swppp	contractor
158	swppp	historicalmaintenanceinstrument
159	swppp	maintenanceinstrument
160	swppp	professionalsignature
161	swppp	reviewcomment
162	swppp	historicalsitecorrection
163	swppp	sitecorrection
164	swppp	engineerapproval
165	money	feeline
166	money	entry
167	money	feeschedule
168	money	guarantee
169	money	escrowinterest
170	money	draw
171	money	guaranteerequirement
172	money	historicalguarantee
173	money	historicalguaranteerequirement
174	money	invoice
175	money	invoiceline
176	money	costestimate
177	money	costestimateline
178	money	account
179	api	apitoken
\.


--
-- Data for Name: django_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_migrations (id, app, name, applied) FROM stdin;
1	contenttypes	0001_initial	2026-12-08 01:19:45.327771+00
2	contenttypes	0002_remove_content_type_name	2026-12-08 01:19:45.338109+00
3	auth	0001_initial	2026-12-08 01:19:45.387487+00
4	auth	0002_alter_permission_name_max_length	2026-12-08 01:19:45.397116+00
5	auth	0003_alter_user_email_max_length	2026-12-08 01:19:45.407112+00
6	auth	0004_alter_user_username_opts	2026-12-08 01:19:45.417228+00
7	auth	0005_alter_user_last_login_null	2026-12-08 01:19:45.427368+00
8	auth	0006_require_contenttypes_0002	2026-12-08 01:19:45.429952+00
9	auth	0007_alter_validators_add_error_messages	2026-12-08 01:19:45.439383+00
10	auth	0008_alter_user_username_max_length	2026-12-08 01:19:45.449881+00
11	auth	0009_alter_user_last_name_max_length	2026-12-08 01:19:45.459621+00
12	auth	0010_alter_group_name_max_length	2026-12-08 01:19:45.469429+00
13	auth	0011_update_proxy_permissions	2026-12-08 01:19:45.478724+00
14	auth	0012_alter_user_first_name_max_length	2026-12-08 01:19:45.490504+00
15	accounts	0001_initial	2026-12-08 01:19:45.572169+00
16	account	0001_initial	2026-12-08 01:19:45.62983+00
17	account	0002_email_max_length	2026-12-08 01:19:45.648118+00
18	account	0003_alter_emailaddress_create_unique_verified_email	2026-12-08 01:19:45.684446+00
19	account	0004_alter_emailaddress_drop_unique_email	2026-12-08 01:19:45.722663+00
20	account	0005_emailaddress_idx_upper_email	2026-12-08 01:19:45.74677+00
21	account	0006_emailaddress_lower	2026-12-08 01:19:45.77212+00
22	account	0007_emailaddress_idx_email	2026-12-08 01:19:45.810339+00
23	account	0008_emailaddress_unique_primary_email_fixup	2026-12-08 01:19:45.838189+00
24	account	0009_emailaddress_unique_primary_email	2026-12-08 01:19:45.859537+00
25	mfa	0001_initial	2026-12-08 01:19:45.897126+00
26	mfa	0002_authenticator_timestamps	2026-12-08 01:19:46.0718+00
27	mfa	0003_authenticator_type_uniq	2026-12-08 01:19:46.117856+00
28	documents	0001_initial	2026-12-08 01:19:46.205484+00
29	documents	0002_immutable_rows_trigger	2026-12-08 01:19:46.239045+00
30	accounts	0002_mfa_enabled_and_role_history	2026-12-08 01:19:46.297628+00
31	accounts	0003_alter_historicaluser_phone_alter_user_phone	2026-12-08 01:19:46.332384+00
32	accounts	0004_user_signature_image	2026-12-08 01:19:46.371396+00
33	accounts	0005_encrypt_mfa_secrets	2026-12-08 01:19:46.3922+00
34	admin	0001_initial	2026-12-08 01:19:46.428715+00
35	admin	0002_logentry_remove_auto_add	2026-12-08 01:19:46.445289+00
36	admin	0003_logentry_add_action_flag_choices	2026-12-08 01:19:46.463383+00
37	api	0001_api_tokens	2026-12-08 01:19:46.495583+00
38	audit	0001_initial	2026-12-08 01:19:46.533614+00
39	bodies	0001_initial	2026-12-08 01:19:46.809482+00
40	bodies	0002_meetings	2026-12-08 01:19:46.880626+00
41	bodies	0003_seat_members	2026-12-08 01:19:46.910311+00
42	calendar	0001_initial	2026-12-08 01:19:47.011308+00
43	calendar	0002_proclaimed_holidays	2026-12-08 01:19:47.110775+00
44	core	0001_initial	2026-12-08 01:19:47.120898+00
45	deadlines	0001_initial	2026-12-08 01:19:47.75741+00
46	deadlines	0002_catalogue_acts	2026-12-08 01:19:47.865433+00
47	deadlines	0003_rule_code_validated_by_the_catalogue	2026-12-08 01:19:47.979385+00
48	deadlines	0004_deadline_unresolved_due_index	2026-12-08 01:19:48.03776+00
49	deadlines	0005_dashboard_clock_indexes	2026-12-08 01:19:48.132567+00
50	deadlines	0006_performance_guarantee_never_missed	2026-12-08 01:19:48.199695+00
51	deadlines	0007_clock_tally	2026-12-08 01:19:48.258257+00
52	django_celery_beat	0001_initial	2026-12-08 01:19:48.293641+00
53	django_celery_beat	0002_auto_20161118_0346	2026-12-08 01:19:48.317968+00
54	django_celery_beat	0003_auto_20161209_0049	2026-12-08 01:19:48.329492+00
55	django_celery_beat	0004_auto_20170221_0000	2026-12-08 01:19:48.335199+00
56	django_celery_beat	0005_add_solarschedule_events_choices	2026-12-08 01:19:48.341667+00
57	django_celery_beat	0006_auto_20180322_0932	2026-12-08 01:19:48.390736+00
58	django_celery_beat	0007_auto_20180521_0826	2026-12-08 01:19:48.416181+00
59	django_celery_beat	0008_auto_20180914_1922	2026-12-08 01:19:48.614528+00
60	django_celery_beat	0006_auto_20180210_1226	2026-12-08 01:19:48.641437+00
61	django_celery_beat	0006_periodictask_priority	2026-12-08 01:19:48.654844+00
62	django_celery_beat	0009_periodictask_headers	2026-12-08 01:19:48.669973+00
63	django_celery_beat	0010_auto_20190429_0326	2026-12-08 01:19:48.976523+00
64	django_celery_beat	0011_auto_20190508_0153	2026-12-08 01:19:49.005449+00
65	django_celery_beat	0012_periodictask_expire_seconds	2026-12-08 01:19:49.022469+00
66	django_celery_beat	0013_auto_20200609_0727	2026-12-08 01:19:49.037071+00
67	django_celery_beat	0014_remove_clockedschedule_enabled	2026-12-08 01:19:49.045955+00
68	django_celery_beat	0015_edit_solarschedule_events_choices	2026-12-08 01:19:49.053828+00
69	django_celery_beat	0016_alter_crontabschedule_timezone	2026-12-08 01:19:49.06849+00
70	django_celery_beat	0017_alter_crontabschedule_month_of_year	2026-12-08 01:19:49.081352+00
71	django_celery_beat	0018_improve_crontab_helptext	2026-12-08 01:19:49.094177+00
72	django_celery_beat	0019_alter_periodictasks_options	2026-12-08 01:19:49.098834+00
73	registry	0001_initial	2026-12-08 01:19:49.31108+00
74	swppp	0001_initial	2026-12-08 01:19:51.336226+00
75	swppp	0002_checklist_and_bodies	2026-12-08 01:19:51.72913+00
76	invitations	0001_initial	2026-12-08 01:19:52.014756+00
77	swppp	0003_chapter159_read_right	2026-12-08 01:19:59.61263+00
78	swppp	0004_reviewingbody_chair_and_more	2026-12-08 01:19:59.760745+00
79	registry	0002_alter_historicalparty_mailing_state_and_more	2026-12-08 01:20:00.190192+00
80	registry	0003_ownership	2026-12-08 01:20:00.379118+00
81	swppp	0005_project_developer	2026-12-08 01:20:00.571108+00
82	swppp	0005_board_memberships	2026-12-08 01:20:00.659326+00
83	swppp	0006_merge_board_memberships	2026-12-08 01:20:00.66112+00
84	swppp	0007_professional_signs_in_person	2026-12-08 01:20:01.082773+00
85	registry	0004_roll_import	2026-12-08 01:20:01.169008+00
86	swppp	0008_project_site_in_town	2026-12-08 01:20:02.51751+00
87	reports	0001_ms4_report	2026-12-08 01:20:02.968274+00
88	inspections	0001_initial	2026-12-08 01:20:04.074858+00
89	enforcement	0001_initial	2026-12-08 01:20:09.539304+00
90	inspections	0002_site_log_after_construction_facility	2026-12-08 01:20:13.322591+00
91	inspections	0002_requests_holds_feeds	2026-12-08 01:20:15.110304+00
92	inspections	0003_merge_requests_and_site_records	2026-12-08 01:20:15.111983+00
93	inspections	0004_inspection_made_by_the_schedule	2026-12-08 01:20:15.272449+00
94	enforcement	0002_remediation_clock_per_chapter	2026-12-08 01:20:15.435729+00
95	enforcement	0003_provision_section	2026-12-08 01:20:15.448848+00
96	inspections	0005_charges_match_the_findings	2026-12-08 01:20:15.614678+00
97	inspections	0006_site_log_opens_and_closes	2026-12-08 01:20:16.0892+00
98	illicit	0001_initial	2026-12-08 01:20:22.299865+00
99	illicit	0002_entry_warrant_moved_to_inspections	2026-12-08 01:20:22.467503+00
100	illicit	0002_alter_historicalreport_reporter_phone_and_more	2026-12-08 01:20:22.804785+00
101	illicit	0003_merge_warrant_and_phone	2026-12-08 01:20:22.806955+00
102	illicit	0004_report_published_description	2026-12-08 01:20:24.452993+00
103	illicit	0005_spill_confirmation_mailed_on	2026-12-08 01:20:24.706218+00
104	enforcement	0004_lifting_file_as_evidence	2026-12-08 01:20:25.089852+00
105	enforcement	0005_notice_addressees	2026-12-08 01:20:26.432371+00
106	enforcement	0006_notice_also_to	2026-12-08 01:20:26.627586+00
107	enforcement	0003_hearing_notice	2026-12-08 01:20:27.451229+00
108	enforcement	0004_service_refused_unclaimed_first_class	2026-12-08 01:20:28.757118+00
109	enforcement	0005_notice_emergency_reason	2026-12-08 01:20:29.078749+00
110	enforcement	0007_merge_appeals_and_owners	2026-12-08 01:20:29.08063+00
111	enforcement	0003_served_letters	2026-12-08 01:20:29.630381+00
112	enforcement	0008_merge_served_letters	2026-12-08 01:20:29.631676+00
113	enforcement	0009_warrant_finding_summary_abatement	2026-12-08 01:20:32.308197+00
114	enforcement	0003_appeal_policy_resolution	2026-12-08 01:20:32.83672+00
115	enforcement	0004_appeal_hearing_late_reason	2026-12-08 01:20:33.175656+00
116	enforcement	0009_merge_hearing_late_reason	2026-12-08 01:20:33.177473+00
117	enforcement	0010_merge_warrants	2026-12-08 01:20:33.17898+00
118	enforcement	0011_letters_to_each_landowner_and_copies	2026-12-08 01:20:35.615666+00
119	reports	0002_search_indexes	2026-12-08 01:20:35.818697+00
120	documents	0003_search_index	2026-12-08 01:20:36.008923+00
121	documents	0004_stripped_copy	2026-12-08 01:20:36.588196+00
122	registry	0005_search_indexes	2026-12-08 01:20:36.838892+00
123	registry	0006_ownership_deed_reference	2026-12-08 01:20:37.730913+00
124	registry	0007_street	2026-12-08 01:20:37.741087+00
125	enforcement	0012_search_indexes	2026-12-08 01:20:38.732812+00
126	enforcement	0013_hearings_at_meetings_least_notice	2026-12-08 01:20:40.923404+00
127	enforcement	0014_appeal_and_access_letters_served	2026-12-08 01:20:41.137618+00
128	enforcement	0015_service_per_addressee	2026-12-08 01:20:43.571734+00
129	enforcement	0016_backfill_addressees	2026-12-08 01:20:43.882427+00
130	enforcement	0017_stop_work_order_copies	2026-12-08 01:20:44.721397+00
131	enforcement	0018_list_key_indexes	2026-12-08 01:20:45.368721+00
132	enforcement	0019_citation_room_for_a_local_law	2026-12-08 01:20:45.909466+00
133	illicit	0006_search_indexes	2026-12-08 01:20:46.269761+00
134	illicit	0007_access_hearing_record	2026-12-08 01:20:47.604389+00
135	illicit	0008_report_public_location	2026-12-08 01:20:50.254978+00
136	inspections	0007_search_index	2026-12-08 01:20:50.471531+00
137	inspections	0007_request_withdrawn	2026-12-08 01:20:53.52888+00
138	inspections	0008_merge_0007_request_withdrawn_0007_search_index	2026-12-08 01:20:53.530105+00
139	inspections	0009_inspection_completed_index	2026-12-08 01:20:53.732496+00
140	inspections	0010_citation_room_for_a_local_law	2026-12-08 01:20:54.282055+00
141	swppp	0009_search_indexes	2026-12-08 01:20:54.786927+00
142	money	0001_fee_schedules_accounts_guarantees	2026-12-08 01:21:00.323138+00
143	money	0002_fee_hold_policy	2026-12-08 01:21:00.56923+00
144	money	0003_cost_estimate_lines	2026-12-08 01:21:01.57532+00
145	money	0004_payment_once	2026-12-08 01:21:02.519306+00
146	money	0005_resolution_once_any_case	2026-12-08 01:21:03.398795+00
147	money	0006_draw_on_the_guarantee	2026-12-08 01:21:04.697981+00
148	money	0007_unpaid_fee_holds_nothing	2026-12-08 01:21:04.715816+00
149	money	0008_entry_receipt	2026-12-08 01:21:05.077154+00
150	money	0009_account_rows	2026-12-08 01:21:06.072788+00
151	money	0010_beneficiary_is_the_municipality	2026-12-08 01:21:06.606396+00
152	notifications	0001_initial	2026-12-08 01:21:07.120198+00
153	notifications	0002_link_redacted	2026-12-08 01:21:07.432909+00
154	registry	0008_street_postal_code	2026-12-08 01:21:07.450154+00
155	registry	0009_substring_indexes	2026-12-08 01:21:08.728558+00
156	registry	0010_street_in_city	2026-12-08 01:21:09.341518+00
157	registry	0011_search_order_indexes	2026-12-08 01:21:09.773695+00
158	registry	0012_city_is_the_municipalitys	2026-12-08 01:21:10.212377+00
159	swppp	0010_engineer_approval_by_the_board	2026-12-08 01:21:10.843452+00
160	swppp	0011_project_site_refused_and_closed	2026-12-08 01:21:15.45492+00
161	reports	0003_search_entry	2026-12-08 01:21:15.480611+00
162	reports	0004_fill_search_entries	2026-12-08 01:21:16.030096+00
163	reports	0005_tmdl_approval	2026-12-08 01:21:16.480724+00
164	reports	0006_money_search_entries	2026-12-08 01:21:17.298192+00
165	reports	0007_stored_figures	2026-12-08 01:21:17.695984+00
166	reports	0008_stamp_figure_tables	2026-12-08 01:21:18.076656+00
167	reports	0009_search_entry_kind_document	2026-12-08 01:21:18.132759+00
168	security	0001_initial	2026-12-08 01:21:18.76779+00
169	security	0002_append_only_trigger	2026-12-08 01:21:19.169382+00
170	security	0003_forbidden_tally	2026-12-08 01:21:19.517324+00
171	security	0004_forbidden_per_person_minute	2026-12-08 01:21:20.116635+00
172	security	0005_limit_count	2026-12-08 01:21:20.133266+00
173	security	0006_api_token_events	2026-12-08 01:21:20.387601+00
174	sessions	0001_initial	2026-12-08 01:21:20.409473+00
175	usersessions	0001_initial	2026-12-08 01:21:20.969679+00
\.


--
-- Data for Name: django_session; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.django_session (session_key, session_data, expire_date) FROM stdin;
\.


--
-- Data for Name: documents_issueddocument; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.documents_issueddocument (id, kind, number, title, subject_id, citations, template_name, file, sha256, size, issued_at, issued_by_id, subject_type_id, supersedes_id) FROM stdin;
\.


--
-- Data for Name: documents_strippedcopy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.documents_strippedcopy (upload_id, file, sha256, size, made_at) FROM stdin;
\.


--
-- Data for Name: documents_upload; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.documents_upload (id, file, original_name, content_type, size, sha256, uploaded_at, subject_id, subject_type_id, uploaded_by_id) FROM stdin;
\.


--
-- Data for Name: enforcement_abatementcost; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_abatementcost (id, incurred_on, description, amount, recorded_at, charged_to_id, recorded_by_id, action_id, summary_id) FROM stdin;
\.


--
-- Data for Name: enforcement_addressee; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_addressee (id, "position", name, address, role, served_at, notice_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_alternativeremedy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_alternativeremedy (id, state, criteria, recommendation, recommended_on, concurred_on, declined_reason, concurred_by_id, recommended_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_appeal; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_appeal (id, reference, chapter, state, channel, received_at, grounds, late, late_reason, hearing_body, hearing_at, hearing_place, outcome, votes_for, votes_against, abstentions, absent, decision_text, decided_on, filed_with_clerk_on, mailed_on, appellant_id, decided_by_id, decision_document_id, filed_by_id, scheduled_by_id, notice_id, hearing_late_reason, heard_at, meeting_id) FROM stdin;
\.


--
-- Data for Name: enforcement_appealpolicy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_appealpolicy (id, chapter, hearing_body, updated_at, adopted_on, resolution) FROM stdin;
\.


--
-- Data for Name: enforcement_appellant; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_appellant (id, channel, received_at, grounds, late, late_reason, addressee_id, appeal_id, filed_by_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_correctiveaction; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_correctiveaction (id, chapter, state, opened_at, measures, access_answer_on, access_answer_note, warrant_applied_on, warrant_court, court_order_on, court_order_reference, abated_on, abated_by, lien_recorded_on, lien_reference, closed_note, letter_id, opened_by_id, notice_id, violation_finding, violation_found_on, warrant_issued_on) FROM stdin;
\.


--
-- Data for Name: enforcement_evidence; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_evidence (id, kind, description, source_id, taken_at, result, recorded_at, recorded_by_id, source_type_id, upload_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_hearingnotice; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_hearingnotice (id, hearing_at, hearing_place, issued_at, appeal_id, document_id, consent_at, consent_by, consent_how, consent_recorded_by_id, least_notice_days) FROM stdin;
\.


--
-- Data for Name: enforcement_hearingnoticepolicy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_hearingnoticepolicy (id, least_days, resolution, adopted_on, recorded_at, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalabatementcost; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalabatementcost (id, incurred_on, description, amount, recorded_at, history_id, history_date, history_change_reason, history_type, action_id, charged_to_id, history_user_id, recorded_by_id, summary_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicaladdressee; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicaladdressee (id, "position", name, address, role, served_at, history_id, history_date, history_change_reason, history_type, history_user_id, notice_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalalternativeremedy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalalternativeremedy (id, state, criteria, recommendation, recommended_on, concurred_on, declined_reason, history_id, history_date, history_change_reason, history_type, concurred_by_id, history_user_id, recommended_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalappeal; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalappeal (id, reference, chapter, state, channel, received_at, grounds, late, late_reason, hearing_body, hearing_at, hearing_place, outcome, votes_for, votes_against, abstentions, absent, decision_text, decided_on, filed_with_clerk_on, mailed_on, history_id, history_date, history_change_reason, history_type, appellant_id, decided_by_id, decision_document_id, filed_by_id, history_user_id, scheduled_by_id, notice_id, hearing_late_reason, heard_at, meeting_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalappealpolicy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalappealpolicy (id, chapter, hearing_body, updated_at, history_id, history_date, history_change_reason, history_type, history_user_id, adopted_on, resolution) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalappellant; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalappellant (id, channel, received_at, grounds, late, late_reason, history_id, history_date, history_change_reason, history_type, addressee_id, appeal_id, filed_by_id, history_user_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalcorrectiveaction; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalcorrectiveaction (id, chapter, state, opened_at, measures, access_answer_on, access_answer_note, warrant_applied_on, warrant_court, court_order_on, court_order_reference, abated_on, abated_by, lien_recorded_on, lien_reference, closed_note, history_id, history_date, history_change_reason, history_type, history_user_id, letter_id, opened_by_id, notice_id, violation_finding, violation_found_on, warrant_issued_on) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalhearingnoticepolicy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalhearingnoticepolicy (id, least_days, resolution, adopted_on, recorded_at, history_id, history_date, history_change_reason, history_type, history_user_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalnoticeofviolation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalnoticeofviolation (id, number, chapter, state, addressee_name, addressee_address, requirements, nature, measures, deadline, states_abatement, property_description, penalty_statement, appeal_statement, appeal_to, issued_at, served_at, correction_reason, history_id, history_date, history_change_reason, history_type, addressee_id, document_id, history_user_id, issued_by_id, supersedes_id, violation_id, addressee_role, also_addressed, copies, emergency_reason) FROM stdin;
\.


--
-- Data for Name: enforcement_historicaloccupancyhold; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicaloccupancyhold (id, reason, placed_on, lifted_on, lift_reason, history_id, history_date, history_change_reason, history_type, history_user_id, lifted_by_id, parcel_id, placed_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicaloffense; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicaloffense (id, chapter, committed_on, convicted_on, tier, fine, imprisonment_days, court, docket_number, recorded_at, history_id, history_date, history_change_reason, history_type, history_user_id, party_id, recorded_by_id, referral_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalreferral; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalreferral (id, chapter, kind, citation, referred_on, note, outcome, outcome_on, outcome_note, court, docket_number, history_id, history_date, history_change_reason, history_type, history_user_id, referred_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalremedytask; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalremedytask (id, kind, description, due_on, completed_on, history_id, history_date, history_change_reason, history_type, history_user_id, remedy_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalservedletter; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalservedletter (id, number, kind, chapter, title, citation, state, subject_id, addressee_name, addressee_address, copy_to, due_date, issued_at, served_at, history_id, history_date, history_change_reason, history_type, addressee_id, document_id, history_user_id, issued_by_id, parcel_id, subject_type_id, addressee_role, also_addressed, copies) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalservicerecord; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalservicerecord (id, method, served_by_name, served_at, posted_where, article_number, mailed_on, receipt_on, note, recorded_at, history_id, history_date, history_change_reason, history_type, document_id, history_user_id, recorded_by_id, returned_as, returned_on, addressee_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalstopworkorder; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalstopworkorder (id, number, chapter, state, addressee_name, addressee_address, reasons, work_allowed, issued_at, lifted_at, compliance_finding, confirming_evidence, history_id, history_date, history_change_reason, history_type, addressee_id, confirming_upload_id, document_id, history_user_id, issued_by_id, lift_document_id, lifted_by_id, violation_id, copies) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalsummaryabatement; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalsummaryabatement (id, chapter, condition, abated_on, abated_by, recorded_at, history_id, history_date, history_change_reason, history_type, history_user_id, recorded_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_historicalviolation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_historicalviolation (id, reference, chapter, description, started_on, continuing, ended_on, end_reason, subject_id, subject_label, found_at, history_id, history_date, history_change_reason, history_type, found_by_id, history_user_id, parcel_id, party_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: enforcement_noticeofviolation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_noticeofviolation (id, number, chapter, state, addressee_name, addressee_address, requirements, nature, measures, deadline, states_abatement, property_description, penalty_statement, appeal_statement, appeal_to, issued_at, served_at, correction_reason, addressee_id, document_id, issued_by_id, supersedes_id, violation_id, addressee_role, also_addressed, copies, emergency_reason) FROM stdin;
\.


--
-- Data for Name: enforcement_noticeofviolation_also_to; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_noticeofviolation_also_to (id, noticeofviolation_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_noticeofviolation_copied_to; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_noticeofviolation_copied_to (id, noticeofviolation_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_occupancyhold; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_occupancyhold (id, reason, placed_on, lifted_on, lift_reason, lifted_by_id, parcel_id, placed_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_offense; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_offense (id, chapter, committed_on, convicted_on, tier, fine, imprisonment_days, court, docket_number, recorded_at, party_id, recorded_by_id, referral_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_provision; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_provision (code, chapter, title, summary, offense, "order", active, section) FROM stdin;
158-4A	158	Illicit discharge to the MS4	Discharging, or causing to be discharged, anything other than stormwater into the municipal separate storm sewer system, unless an exemption of § 158-4A(1)-(4) applies.	f	0	t	
158-4B	158	Illicit connection to the MS4	Building, using, maintaining or keeping an illicit connection to the storm sewer system, including connections made in the past that were allowed at the time.	f	1	t	
158-4B(3)	158	Sewage connection to the MS4	Connecting a line that carries sewage to the storm sewer system, or allowing such a connection to continue.	f	2	t	
158-5	158	Activity contaminating stormwater	An activity (e.g. improper management of pet waste) that causes or contributes to a violation of the Town's MS4 SPDES permit or to a special condition.	f	3	t	
158-5C	158	Failure to correct a contaminating activity after notice	Not taking all reasonable actions to correct an activity after being told that it causes or contributes to violations of the Town's MS4 permit.	f	4	t	
158-6A	158	No protection from accidental discharge (commercial or industrial)	The owner or operator of a commercial or industrial establishment did not provide, at their own expense, reasonable protection against accidental discharge of prohibited materials through structural and nonstructural BMPs.	f	5	t	
158-6B	158	Required BMPs not implemented	The person responsible for premises that are (or may be) the source of an illicit discharge did not implement the additional BMPs the Town required.	f	6	t	
158-7	158	Industrial or construction SPDES permit not complied with	A discharger subject to an industrial or construction activity SPDES stormwater permit did not comply with it, or did not give the proof of compliance required.	f	7	t	
158-8A	158	Emergency suspension order not complied with	Failing to comply with the SMO's emergency suspension of MS4 access.	f	8	t	
158-8B	158	MS4 access reinstated without approval	Reinstating MS4 access to premises whose access was terminated, without the SMO's prior approval.	t	9	t	
158-9	158	Access refused or unreasonably delayed	Refusing the SMO reasonable access to a facility, or an unreasonable delay in allowing it, for inspection, sampling, copying of records or monitoring.	t	10	t	
158-10	158	Spill not contained or not notified	Not taking the steps to discover, contain and clean up a known or suspected release, or not notifying the emergency response agencies or the Town as § 158-10 requires, or not keeping the on-site record.	f	11	t	
159-5A	159	Work begun without a received SWPPP	A land development activity commenced before the SMO (or the reviewing body) received a SWPPP that complies with the chapter.	f	0	t	
159-5D	159	Work before the contractor certification	A contractor or subcontractor identified in the SWPPP disturbed soil or installed stormwater practices before signing the § 159-5D certification.	f	1	t	
159-5E	159	SWPPP not kept at the site	A copy of the SWPPP was not kept at the site from the start of construction to final stabilization.	f	2	t	
159-6C	159	Turbidity: substantial visible contrast	The land development activity caused an increase in turbidity that results in substantial visible contrast to natural conditions in surface waters of the state.	f	3	t	
159-7A(1)	159	Erosion and sediment controls not maintained	Erosion and sediment control practices not maintained in effective operating condition, or sediment not removed from traps and ponds when their design capacity is reduced by 50%.	f	4	t	
159-7A(2)	159	Site inspections not made or not logged	The qualified professional's site inspections (every 7 days and within 24 hours of a storm of 0.5 inch or more) were not made or not entered in the site log book.	f	5	t	
159-7C	159	Stormwater practices not maintained after construction	Permanent stormwater management practices not operated and maintained as the chapter and the maintenance agreement require.	f	6	t	
159-8A(1)-swppp	159	Work not in accordance with the approved SWPPP	Work found at a construction inspection that fails to comply with the SWPPP as approved.	f	7	t	159-8A(1)
159-8A(1)	159	Work during an inspection hold	Further work, other than site stabilization, after violations were found at an inspection and before they were corrected and the work approved.	f	8	t	
159-8C(2)	159	Work under a stop-work order	Land development activity, other than work addressing the violations, while a stop-work order is in effect.	f	9	t	
\.


--
-- Data for Name: enforcement_referral; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_referral (id, chapter, kind, citation, referred_on, note, outcome, outcome_on, outcome_note, court, docket_number, referred_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_remedytask; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_remedytask (id, kind, description, due_on, completed_on, remedy_id) FROM stdin;
\.


--
-- Data for Name: enforcement_servedletter; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_servedletter (id, number, kind, chapter, title, citation, state, subject_id, addressee_name, addressee_address, copy_to, due_date, issued_at, served_at, addressee_id, document_id, issued_by_id, parcel_id, subject_type_id, addressee_role, also_addressed, copies) FROM stdin;
\.


--
-- Data for Name: enforcement_servedletter_copied_to; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_servedletter_copied_to (id, servedletter_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_servicerecord; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_servicerecord (id, method, served_by_name, served_at, posted_where, article_number, mailed_on, receipt_on, note, recorded_at, document_id, recorded_by_id, returned_as, returned_on, addressee_id) FROM stdin;
\.


--
-- Data for Name: enforcement_stopworkorder; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_stopworkorder (id, number, chapter, state, addressee_name, addressee_address, reasons, work_allowed, issued_at, lifted_at, compliance_finding, confirming_evidence, addressee_id, confirming_upload_id, document_id, issued_by_id, lift_document_id, lifted_by_id, violation_id, copies) FROM stdin;
\.


--
-- Data for Name: enforcement_stopworkorder_copied_to; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_stopworkorder_copied_to (id, stopworkorder_id, party_id) FROM stdin;
\.


--
-- Data for Name: enforcement_summaryabatement; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_summaryabatement (id, chapter, condition, abated_on, abated_by, recorded_at, recorded_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: enforcement_violation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_violation (id, reference, chapter, description, started_on, continuing, ended_on, end_reason, subject_id, subject_label, found_at, found_by_id, parcel_id, party_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: enforcement_violation_provisions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.enforcement_violation_provisions (id, violation_id, provision_id) FROM stdin;
\.


--
-- Data for Name: illicit_accessaction; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_accessaction (id, kind, state, reasons, started_at, notice_at, petition_on, hearing_at, decided_at, decision, reinstated_at, reinstatement_finding, acted_by_id, parcel_id, party_id, case_id, hearing, hearing_note, hearing_place) FROM stdin;
\.


--
-- Data for Name: illicit_agencyexemption; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_agencyexemption (id, agency, description, granted_on, expires_on, recorded_at, parcel_id, party_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_apiclient; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_apiclient (id, name, contact_email, key_prefix, key_hash, active, created_at, last_used_at, issued_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_authorization; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_authorization (id, ground, description, category, reducing_plan, substantial_found_by, substantial_found_on, approved_on, valid_from, valid_until, conditions, tester, notice_at, test_at, instrument, permit_number, in_full_compliance, ms4_approval_on, recorded_at, parcel_id, party_id, recorded_by_id, case_id) FROM stdin;
\.


--
-- Data for Name: illicit_case; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_case (id, reference, kind, state, summary, address, latitude, longitude, source, pollutants, receiving_water, opened_at, confirmed_at, eliminated_at, eliminated_how, verified_at, closed_at, closed_reason, close_note, updated_at, agency_exemption_id, exemption_id, opened_by_id, operator_id, owner_id, parcel_id, outfall_id) FROM stdin;
\.


--
-- Data for Name: illicit_delegation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_delegation (id, powers, written_on, starts_on, ends_on, revoked_on, recorded_at, delegate_id, delegated_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_entry; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_entry (id, kind, at, notes, dye_result, sample_point, laboratory, lab_result, discharge_found, recorded_at, case_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_historicalaccessaction; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_historicalaccessaction (id, kind, state, reasons, started_at, notice_at, petition_on, hearing_at, decided_at, decision, reinstated_at, reinstatement_finding, history_id, history_date, history_change_reason, history_type, acted_by_id, case_id, history_user_id, parcel_id, party_id, hearing, hearing_note, hearing_place) FROM stdin;
\.


--
-- Data for Name: illicit_historicalcase; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_historicalcase (id, reference, kind, state, summary, address, latitude, longitude, source, pollutants, receiving_water, opened_at, confirmed_at, eliminated_at, eliminated_how, verified_at, closed_at, closed_reason, close_note, updated_at, history_id, history_date, history_change_reason, history_type, agency_exemption_id, exemption_id, history_user_id, opened_by_id, operator_id, owner_id, parcel_id, outfall_id) FROM stdin;
\.


--
-- Data for Name: illicit_historicalorder; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_historicalorder (id, kind, requirements, due_date, state, issued_at, verified_at, verification_note, history_id, history_date, history_change_reason, history_type, case_id, history_user_id, issued_by_id, party_id, verified_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_historicaloutfall; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_historicaloutfall (id, code, latitude, longitude, receiving_water, size_inches, material, condition, notes, created_at, updated_at, history_id, history_date, history_change_reason, history_type, history_user_id) FROM stdin;
\.


--
-- Data for Name: illicit_historicalreport; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_historicalreport (id, reference, kind, latitude, longitude, address, observed_at, description, attributes, media_url, reporter_name, reporter_email, reporter_phone, source, state, closed_reason, close_note, triaged_at, requested_at, updated_at, history_id, history_date, history_change_reason, history_type, api_client_id, case_id, history_user_id, triaged_by_id, description_reviewed_at, description_reviewed_by_id, published_description, location_held, location_reviewed_at, location_reviewed_by_id, public_location) FROM stdin;
\.


--
-- Data for Name: illicit_historicalspill; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_historicalspill (id, known_at, material, hazardous, dispatch_called_at, notified_at, notice_method, notified_by, notice_due_at, notice_late, confirmation_received_on, commercial_industrial, record_kept_until, containment, history_id, history_date, history_change_reason, history_type, case_id, history_user_id, confirmation_mailed_on) FROM stdin;
\.


--
-- Data for Name: illicit_order; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_order (id, kind, requirements, due_date, state, issued_at, verified_at, verification_note, case_id, issued_by_id, party_id, verified_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_orderresponse; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_orderresponse (id, kind, received_on, description, permit_number, recorded_at, order_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_outfall; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_outfall (id, code, latitude, longitude, receiving_water, size_inches, material, condition, notes, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: illicit_report; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_report (id, reference, token_hash, kind, latitude, longitude, address, observed_at, description, attributes, media_url, reporter_name, reporter_email, reporter_phone, source, state, closed_reason, close_note, triaged_at, requested_at, updated_at, api_client_id, case_id, triaged_by_id, description_reviewed_at, description_reviewed_by_id, published_description, location_held, location_reviewed_at, location_reviewed_by_id, public_location) FROM stdin;
\.


--
-- Data for Name: illicit_reportupdate; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_reportupdate (id, at, status, note, report_id) FROM stdin;
\.


--
-- Data for Name: illicit_screening; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_screening (id, at, dry_weather, flow, odor, color, turbidity, floatables, deposits, notes, case_id, outfall_id, screened_by_id) FROM stdin;
\.


--
-- Data for Name: illicit_spill; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.illicit_spill (id, known_at, material, hazardous, dispatch_called_at, notified_at, notice_method, notified_by, notice_due_at, notice_late, confirmation_received_on, commercial_industrial, record_kept_until, containment, case_id, confirmation_mailed_on) FROM stdin;
\.


--
-- Data for Name: inspections_accessrefusal; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_accessrefusal (id, kind, occurred_at, notes, state, basis, probable_cause, warrant_applied_on, warrant_court, warrant_decided_on, warrant_reference, warrant_note, executed_on, recorded_at, inspection_id, party_id, recorded_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: inspections_asbuiltplan; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_asbuiltplan (id, subject_id, engineer_name, engineer_license, certified_on, shows_final_design, state, submitted_at, reviewed_at, review_note, document_id, reviewed_by_id, subject_type_id, submitted_by_id) FROM stdin;
\.


--
-- Data for Name: inspections_calendarfeed; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_calendarfeed (id, token_hash, reset_at, user_id) FROM stdin;
\.


--
-- Data for Name: inspections_finalacceptance; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_finalacceptance (id, subject_id, accepted_on, note, recorded_at, accepted_by_id, as_built_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: inspections_finding; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_finding (id, item, outcome, note, recorded_at, inspection_id) FROM stdin;
\.


--
-- Data for Name: inspections_historicalaccessrefusal; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_historicalaccessrefusal (id, kind, occurred_at, notes, state, basis, probable_cause, warrant_applied_on, warrant_court, warrant_decided_on, warrant_reference, warrant_note, executed_on, recorded_at, history_id, history_date, history_change_reason, history_type, history_user_id, inspection_id, party_id, recorded_by_id, violation_id) FROM stdin;
\.


--
-- Data for Name: inspections_historicalasbuiltplan; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_historicalasbuiltplan (id, subject_id, engineer_name, engineer_license, certified_on, shows_final_design, state, submitted_at, reviewed_at, review_note, history_id, history_date, history_change_reason, history_type, document_id, history_user_id, reviewed_by_id, subject_type_id, submitted_by_id) FROM stdin;
\.


--
-- Data for Name: inspections_historicalfinding; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_historicalfinding (id, item, outcome, note, recorded_at, history_id, history_date, history_change_reason, history_type, history_user_id, inspection_id) FROM stdin;
\.


--
-- Data for Name: inspections_historicalinspection; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_historicalinspection (id, reference, kind, chapter, subject_id, subject_label, state, result, scheduled_for, started_at, completed_at, summary, latitude, longitude, created_at, history_id, history_date, history_change_reason, history_type, created_by_id, history_user_id, inspector_id, parcel_id, subject_type_id, draft, reinspection_of_id) FROM stdin;
\.


--
-- Data for Name: inspections_historicalinspectionrequest; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_historicalinspectionrequest (id, reference, kind, chapter, subject_id, subject_label, proposed_for, note, requested_at, earliest_allowed, notice_reasoning, state, short_notice, refusals, late_reason, late_accepted_at, history_id, history_date, history_change_reason, history_type, history_user_id, inspection_id, late_accepted_by_id, parcel_id, requested_by_id, subject_type_id, withdrawn_at, withdrawn_by_id, withdrawn_reason) FROM stdin;
\.


--
-- Data for Name: inspections_historicalpractice; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_historicalpractice (id, subject_id, code, name, type, location, latitude, longitude, routine_every_months, next_routine_on, in_random_pool, added_at, history_id, history_date, history_change_reason, history_type, added_by_id, as_built_id, history_user_id, owner_id, parcel_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: inspections_historicalworkhold; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_historicalworkhold (id, subject_id, subject_label, state, citation, nature, corrective_action, imposed_at, lifted_at, history_id, history_date, history_change_reason, history_type, found_by_id, history_user_id, lifted_by_id, notice_id, parcel_id, subject_type_id, violation_id) FROM stdin;
\.


--
-- Data for Name: inspections_inspection; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_inspection (id, reference, kind, chapter, subject_id, subject_label, state, result, scheduled_for, started_at, completed_at, summary, latitude, longitude, created_at, created_by_id, inspector_id, parcel_id, subject_type_id, draft, reinspection_of_id) FROM stdin;
\.


--
-- Data for Name: inspections_inspectionrequest; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_inspectionrequest (id, reference, kind, chapter, subject_id, subject_label, proposed_for, note, requested_at, earliest_allowed, notice_reasoning, state, short_notice, refusals, late_reason, late_accepted_at, inspection_id, late_accepted_by_id, parcel_id, requested_by_id, subject_type_id, withdrawn_at, withdrawn_by_id, withdrawn_reason) FROM stdin;
\.


--
-- Data for Name: inspections_maintenancenotice; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_maintenancenotice (id, work_required, complete_by, issued_at, addressee_id, document_id, inspection_id, issued_by_id, practice_id) FROM stdin;
\.


--
-- Data for Name: inspections_photo; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_photo (id, idempotency_key, item, caption, taken_at, added_at, added_by_id, inspection_id, upload_id) FROM stdin;
\.


--
-- Data for Name: inspections_practice; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_practice (id, subject_id, code, name, type, location, latitude, longitude, routine_every_months, next_routine_on, in_random_pool, added_at, added_by_id, as_built_id, owner_id, parcel_id, subject_type_id) FROM stdin;
\.


--
-- Data for Name: inspections_practiceinspection; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_practiceinspection (id, basis, reason, inspection_id, practice_id) FROM stdin;
\.


--
-- Data for Name: inspections_sitelog; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_sitelog (id, subject_id, subject_label, opened_at, opened_by_id, parcel_id, subject_type_id, closed_at, opened_automatically) FROM stdin;
\.


--
-- Data for Name: inspections_sitelogentry; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_sitelogentry (id, inspected_at, professional_name, professional_credential, practices_effective, observations, corrective_actions, entered_at, entered_by_id, log_id) FROM stdin;
\.


--
-- Data for Name: inspections_sitelogentry_storms; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_sitelogentry_storms (id, sitelogentry_id, stormevent_id) FROM stdin;
\.


--
-- Data for Name: inspections_stormevent; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_stormevent (id, ended_at, precipitation_inches, gauge, source, recorded_at, log_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: inspections_workhold; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inspections_workhold (id, subject_id, subject_label, state, citation, nature, corrective_action, imposed_at, lifted_at, found_by_id, lifted_by_id, notice_id, parcel_id, subject_type_id, violation_id) FROM stdin;
\.


--
-- Data for Name: invitations_historicallinkpolicy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.invitations_historicallinkpolicy (id, key, value, updated_at, history_id, history_date, history_change_reason, history_type, history_user_id) FROM stdin;
\.


--
-- Data for Name: invitations_invitation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.invitations_invitation (id, kind, purpose, token_hash, email, name, subject_id, created_at, expires_at, used_at, withdrawn_at, withdrawal_reason, created_by_id, subject_type_id, withdrawn_by_id) FROM stdin;
\.


--
-- Data for Name: invitations_linkpolicy; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.invitations_linkpolicy (id, key, value, updated_at) FROM stdin;
\.


--
-- Data for Name: mfa_authenticator; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mfa_authenticator (id, type, data, user_id, created_at, last_used_at) FROM stdin;
\.


--
-- Data for Name: money_account; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_account (project_id, balance, negative_fees) FROM stdin;
\.


--
-- Data for Name: money_costestimate; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_costestimate (id, state, total, submitted_at, accepted_at, accepted_by_id, project_id, submitted_by_id) FROM stdin;
\.


--
-- Data for Name: money_costestimateline; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_costestimateline (id, description, quantity, unit, unit_cost, amount, estimate_id) FROM stdin;
\.


--
-- Data for Name: money_draw; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_draw (id, drawn_on, work_cost, engineering_cost, inspection_cost, work_done, recorded_at, document_id, maintenance_notice_id, recorded_by_id, guarantee_id, inspection_id) FROM stdin;
\.


--
-- Data for Name: money_entry; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_entry (id, kind, amount, dated, description, service, quantity, source_id, method, reference, reason, recorded_at, payer_id, project_id, recorded_by_id, reverses_id, source_type_id, fee_line_id, idempotency_key, receipt_id) FROM stdin;
\.


--
-- Data for Name: money_escrowinterest; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_escrowinterest (id, posted_on, amount, recorded_at, recorded_by_id, guarantee_id) FROM stdin;
\.


--
-- Data for Name: money_feeline; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_feeline (id, service, basis, rate, cap, acres_from, acres_to, schedule_id) FROM stdin;
\.


--
-- Data for Name: money_feeschedule; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_feeschedule (id, resolution, adopted_on, effective_on, title, recorded_at, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: money_guarantee; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_guarantee (id, kind, issuer, issuer_address, instrument_number, amount, beneficiary, effective_on, expires_on, state, posted_at, decided_at, decision_note, released_at, decided_by_id, document_id, posted_by_id, release_document_id, released_by_id, requirement_id) FROM stdin;
\.


--
-- Data for Name: money_guaranteerequirement; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_guaranteerequirement (id, purpose, amount, basis, required_at, project_id, required_by_id) FROM stdin;
\.


--
-- Data for Name: money_historicalguarantee; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_historicalguarantee (id, kind, issuer, issuer_address, instrument_number, amount, beneficiary, effective_on, expires_on, state, posted_at, decided_at, decision_note, released_at, history_id, history_date, history_change_reason, history_type, decided_by_id, document_id, history_user_id, posted_by_id, release_document_id, released_by_id, requirement_id) FROM stdin;
\.


--
-- Data for Name: money_historicalguaranteerequirement; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_historicalguaranteerequirement (id, purpose, amount, basis, required_at, history_id, history_date, history_change_reason, history_type, history_user_id, project_id, required_by_id) FROM stdin;
\.


--
-- Data for Name: money_invoice; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_invoice (id, total, due_on, issued_at, document_id, issued_by_id, payer_id, project_id) FROM stdin;
\.


--
-- Data for Name: money_invoiceline; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.money_invoiceline (id, entry_id, invoice_id) FROM stdin;
\.


--
-- Data for Name: notifications_notification; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.notifications_notification (id, event_key, address, subject, body, url, created_at, read_at, email_status, email_attempts, email_sent_at, email_error, recipient_id, link_redacted) FROM stdin;
\.


--
-- Data for Name: registry_historicalownership; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_historicalownership (id, acquired_on, conveyed_on, source, recorded_at, history_id, history_date, history_change_reason, history_type, history_user_id, parcel_id, party_id, deed_instrument, deed_liber, deed_page) FROM stdin;
\.


--
-- Data for Name: registry_historicalparty; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_historicalparty (id, kind, name, organization, mailing_street, mailing_city, mailing_state, mailing_postal_code, phone, email, created_at, updated_at, history_id, history_date, history_change_reason, history_type, history_user_id, user_id) FROM stdin;
\.


--
-- Data for Name: registry_historicalproperty; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_historicalproperty (id, street_address, city, state, postal_code, sbl, latitude, longitude, land_use_note, created_at, updated_at, history_id, history_date, history_change_reason, history_type, history_user_id) FROM stdin;
\.


--
-- Data for Name: registry_ownership; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_ownership (id, acquired_on, conveyed_on, source, recorded_at, parcel_id, party_id, deed_instrument, deed_liber, deed_page) FROM stdin;
\.


--
-- Data for Name: registry_party; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_party (id, kind, name, organization, mailing_street, mailing_city, mailing_state, mailing_postal_code, phone, email, created_at, updated_at, user_id) FROM stdin;
\.


--
-- Data for Name: registry_property; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_property (id, street_address, city, state, postal_code, sbl, latitude, longitude, land_use_note, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: registry_rollimport; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_rollimport (id, file_name, data, as_of, state, lines, problems, problem_count, report, seconds, created_at, finished_at, created_by_id) FROM stdin;
\.


--
-- Data for Name: registry_street; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.registry_street (id, name, postal_code, in_city) FROM stdin;
1	Akron Road		f
2	Beattie Avenue		f
3	Bowmiller Road		f
4	Canal Road		f
5	Canal Street		f
6	Chestnut Ridge Road		f
7	Dysinger Road		f
8	East High Street		f
9	Elm Street		f
10	Fisk Road		f
11	Hamm Road		f
12	Hinman Road		f
13	Ide Road		f
14	Keck Road		f
15	Lincoln Avenue		f
16	Locust Street		f
17	Lower Mountain Road		f
18	Main Street		f
19	Market Street		f
20	Mill Road		f
21	Oak Street		f
22	Old Niagara Road		f
23	Pine Street		f
24	Quarry Road		f
25	Raymond Road		f
26	Robinson Road		f
27	Roll Road		f
28	Shimer Drive		f
29	Snyder Drive		f
30	South Transit Road		f
31	Stone Road		f
32	Sunset Drive		f
33	Tonawanda Creek Road		f
34	Transit Road		f
35	Upper Mountain Road		f
36	Walnut Street		f
37	Wicks Road		f
38	Caledonia Street		t
39	Church Street		t
40	Clinton Street		t
41	Cottage Street		t
42	Genesee Street		t
43	Gooding Street		t
44	Grand Street		t
45	Hawley Street		t
46	Niagara Street		t
47	Ontario Street		t
48	Pound Street		t
49	Prospect Street		t
50	Saxton Street		t
51	Spalding Street		t
52	Union Street		t
53	Van Buren Street		t
54	Vine Street		t
55	Washburn Street		t
56	Willow Street		t
\.


--
-- Data for Name: reports_adjustment; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reports_adjustment (id, period_start, period_end, figure, amount, reason, made_at, made_by_id) FROM stdin;
\.


--
-- Data for Name: reports_historicaladjustment; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reports_historicaladjustment (id, period_start, period_end, figure, amount, reason, made_at, history_id, history_date, history_change_reason, history_type, history_user_id, made_by_id) FROM stdin;
\.


--
-- Data for Name: reports_issuedreport; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reports_issuedreport (id, period_start, period_end, annual, version, figures, issued_at, document_id, issued_by_id) FROM stdin;
\.


--
-- Data for Name: reports_searchentry; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reports_searchentry (id, kind, object_id, title, body, ref, ref2, happened_at, link, document) FROM stdin;
\.


--
-- Data for Name: reports_storedfigure; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reports_storedfigure (id, period, key, digest, value, snapshot, system) FROM stdin;
\.


--
-- Data for Name: reports_tablestamp; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reports_tablestamp (id, table_name, xid, at) FROM stdin;
\.


--
-- Data for Name: reports_tmdlapproval; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reports_tmdlapproval (id, water_body, pollutant, approved_on, source, recorded_at, program_modified_on, program_note, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: security_forbiddentally; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.security_forbiddentally (id, who, path, minute, count, event_id) FROM stdin;
\.


--
-- Data for Name: security_limitcount; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.security_limitcount (id, key, count, expires_at) FROM stdin;
\.


--
-- Data for Name: security_securityevent; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.security_securityevent (id, at, kind, email, ip, user_agent, path, detail, data, actor_id, user_id) FROM stdin;
\.


--
-- Data for Name: swppp_checklistitem; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_checklistitem (id, code, part, label, statute_text, "order", active, added_by_id, statutory) FROM stdin;
1	159-5B(1)(a)	5B1	Background information	Background information about the scope of the project, including the location, type and size of the project.	10	t	\N	t
2	159-5B(1)(b)	5B1	Site map and general location map	Site map/construction drawing(s) for the project, including a general location map. The site map should be at a scale of no smaller than one inch to 100 feet. At a minimum, the site map should show the total site area; all improvements; areas of disturbance; areas that will not be disturbed; existing vegetation; on-site and adjacent off-site surface water(s); wetlands and drainage patterns that could be affected by the land development activity; existing and final slopes; locations of off-site material, waste, borrow or equipment storage areas; and location(s) of the stormwater discharges(s) [sic].	20	t	\N	t
3	159-5B(1)(c)	5B1	Soils	Description of the soil(s) present at the site.	30	t	\N	t
4	159-5B(1)(d)	5B1	Construction phasing plan	Construction phasing plan describing the intended sequence of construction activities, including clearing and grubbing, excavation and grading, utility and infrastructure installation and any other activity at the site that results in soil disturbance. Consistent with the Erosion Control Manual, not more than five acres shall be disturbed at any one time unless pursuant to an approved SWPPP.	40	t	\N	t
5	159-5B(1)(e)	5B1	Pollution prevention measures	Description of the pollution prevention measures that will be used to control litter, construction chemicals and construction debris from becoming a pollutant source in stormwater runoff.	50	t	\N	t
8	159-5B(1)(h)	5B1	Map of erosion and sediment control practices	A site map/construction drawing(s) specifying the location(s), size(s) and length(s) of each erosion and sediment control practice.	80	t	\N	t
6	159-5B(1)(f)	5B1	Materials stored on site and spill response	Description of construction and waste materials expected to be stored on site with updates as appropriate, and a description of controls to reduce pollutants from these materials, including storage practices to minimize exposure of the materials to stormwater, and spill-prevention and response.	60	t	\N	t
7	159-5B(1)(g)	5B1	Stabilization, runoff and sediment control measures	Temporary and permanent structural and vegetative measures to be used for soil stabilization, runoff control and sediment control for each stage of the project from initial land clearing and grubbing to project close out.	70	t	\N	t
9	159-5B(1)(i)	5B1	Details of erosion and sediment control practices	Dimensions, material specifications and installation details for all erosion and sediment control practices, including the siting and sizing of any temporary sediment basins.	90	t	\N	t
10	159-5B(1)(j)	5B1	Temporary practices made permanent	Temporary practices that will be converted to permanent control measures.	100	t	\N	t
11	159-5B(1)(k)	5B1	Implementation schedule	Implementation schedule for staging temporary erosion and sediment control practices, including the timing of initial placement and duration that each practice should remain in place.	110	t	\N	t
12	159-5B(1)(l)	5B1	Maintenance schedule	Maintenance schedule to ensure continuous and effective operation of the erosion and sediment control practice.	120	t	\N	t
13	159-5B(1)(m)	5B1	Receiving waters	Name(s) of the receiving water(s).	130	t	\N	t
14	159-5B(1)(n)	5B1	Implementation responsibilities	Delineation of SWPPP implementation responsibilities for each part of the site.	140	t	\N	t
15	159-5B(1)(o)	5B1	Structural practices diverting flows	Description of structural practices designed to divert flows from exposed soils, store flows, or otherwise limit runoff and the discharge of pollutants from exposed areas of the site to the degree attainable.	150	t	\N	t
16	159-5B(1)(p)	5B1	Existing runoff data	Any existing data that describes the stormwater runoff at the site.	160	t	\N	t
17	159-5B(3)(b)	5B3	Post-construction practices	Description of each postconstruction stormwater management practice.	10	t	\N	t
18	159-5B(3)(c)	5B3	Map of post-construction practices	Site map/construction drawing(s) showing the specific location(s) and size(s) of each postconstruction stormwater management practice.	20	t	\N	t
19	159-5B(3)(d)	5B3	Hydrologic and hydraulic analysis	Hydrologic and hydraulic analysis for all structural components of the stormwater management system for the applicable design storms.	30	t	\N	t
20	159-5B(3)(e)	5B3	Post- and pre-development comparison	Comparison of postdevelopment stormwater runoff conditions with predevelopment conditions.	40	t	\N	t
21	159-5B(3)(f)	5B3	Details of post-construction practices	Dimensions, material specifications and installation details for each postconstruction stormwater management practice.	50	t	\N	t
22	159-5B(3)(g)	5B3	Post-construction maintenance schedule	Maintenance schedule to ensure continuous and effective operation of each postconstruction stormwater management practice.	60	t	\N	t
23	159-5B(3)(h)	5B3	Maintenance easements	Maintenance easements to ensure access to all stormwater management practices at the site for the purpose of inspection and repair. Easements shall be recorded on the plan and shall remain in effect with transfer of title to the property.	70	t	\N	t
\.


--
-- Data for Name: swppp_contractor; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_contractor (id, firm_name, role, responsibility, email, identified_at, work_began_on, identified_by_id, project_id, work_recorded_by_id) FROM stdin;
\.


--
-- Data for Name: swppp_contractorcertification; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_contractorcertification (id, statement, name, title, firm_name, firm_address, firm_phone, site, certified_on, created_at, invitation_id, project_id, contractor_id) FROM stdin;
\.


--
-- Data for Name: swppp_contractorinvitation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_contractorinvitation (id, project_id, link_id, contractor_id) FROM stdin;
\.


--
-- Data for Name: swppp_engineerapproval; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_engineerapproval (id, engineer, resolution, adopted_on, recorded_at, project_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: swppp_finding; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_finding (id, status, comment, updated_at, item_id, reviewer_id, submission_id) FROM stdin;
\.


--
-- Data for Name: swppp_findingresponse; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_findingresponse (id, text, finding_id, submission_id) FROM stdin;
\.


--
-- Data for Name: swppp_historicalchecklistitem; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_historicalchecklistitem (id, code, part, label, statute_text, "order", active, history_id, history_date, history_change_reason, history_type, added_by_id, history_user_id, statutory) FROM stdin;
\.


--
-- Data for Name: swppp_historicalmaintenanceinstrument; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_historicalmaintenanceinstrument (id, kind, approved_by, approved_on, follows_appendix_a, instrument_number, liber, page, recorded_on, resolution, meets_requirements, perpetual_access, created_at, history_id, history_date, history_change_reason, history_type, document_id, history_user_id, project_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: swppp_historicalproject; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_historicalproject (id, reference, title, description, total_site_acres, disturbed_acres, max_disturbed_at_once_acres, part_of_common_plan, common_plan_disturbed_acres, single_family_residence, agricultural_property, receiving_waters, discharges_pollutant_of_concern, town_approval, exemption, exemption_explanation, exemption_status, exemption_decided_at, exemption_decision_reason, created_at, updated_at, history_id, history_date, history_change_reason, history_type, applicant_id, applicant_party_id, exemption_decided_by_id, history_user_id, parcel_id, building_permit_approved_on, building_permit_number, includes_landing_or_haul_roads, maintains_original_facility, review_path, review_path_decided_at, review_path_decided_by_id, review_path_reason, reviewing_body_id, developer_party_id, site_basis, site_confirmed_at, site_confirmed_by_id, closed_at, closed_by_id, closed_reason, site_refusal) FROM stdin;
\.


--
-- Data for Name: swppp_historicalsitecorrection; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_historicalsitecorrection (id, street_address, sbl, reason, requested_at, state, decided_at, decision_note, history_id, history_date, history_change_reason, history_type, decided_by_id, history_user_id, project_id, requested_by_id) FROM stdin;
\.


--
-- Data for Name: swppp_historicalsubmission; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_historicalsubmission (id, version, state, phasing_justification, other_permits, other_permits_assured, received_at, review_path, checklist, outside_engineer, outside_engineer_board_approval, accepted_professional_certification, smo_outcome, smo_reasons, smo_acted_at, body_outcome, body_reasons, body_acted_at, created_at, updated_at, history_id, history_date, history_change_reason, history_type, body_acted_by_id, history_user_id, letter_id, recommendation_letter_id, smo_acted_by_id, project_id, reviewing_body_id, body_meeting_on, body_resolution, body_vote_absent, body_vote_abstained, body_vote_ayes, body_vote_nays, forwarded_at, legacy_certification, milestones, path_confirmed_at, path_confirmed_by_id, smo_facility_finding, stormwater_facility, certification_id) FROM stdin;
\.


--
-- Data for Name: swppp_itemanswer; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_itemanswer (id, text, updated_at, item_id, submission_id) FROM stdin;
\.


--
-- Data for Name: swppp_itemanswer_uploads; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_itemanswer_uploads (id, itemanswer_id, upload_id) FROM stdin;
\.


--
-- Data for Name: swppp_maintenanceinstrument; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_maintenanceinstrument (id, kind, approved_by, approved_on, follows_appendix_a, instrument_number, liber, page, recorded_on, resolution, meets_requirements, perpetual_access, created_at, document_id, project_id, recorded_by_id) FROM stdin;
\.


--
-- Data for Name: swppp_professionalsignature; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_professionalsignature (id, requested_name, requested_designation, name, designation, license_number, signed_on, signed_at, design_statement, conformance_statement, fingerprint, created_at, link_id, submission_id, signed_by_id) FROM stdin;
\.


--
-- Data for Name: swppp_project; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_project (id, reference, title, description, total_site_acres, disturbed_acres, max_disturbed_at_once_acres, part_of_common_plan, common_plan_disturbed_acres, single_family_residence, agricultural_property, receiving_waters, discharges_pollutant_of_concern, town_approval, exemption, exemption_explanation, exemption_status, exemption_decided_at, exemption_decision_reason, created_at, updated_at, applicant_id, applicant_party_id, exemption_decided_by_id, parcel_id, building_permit_approved_on, building_permit_number, includes_landing_or_haul_roads, maintains_original_facility, review_path, review_path_decided_at, review_path_decided_by_id, review_path_reason, reviewing_body_id, developer_party_id, site_basis, site_confirmed_at, site_confirmed_by_id, closed_at, closed_by_id, closed_reason, site_refusal) FROM stdin;
\.


--
-- Data for Name: swppp_reviewcomment; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_reviewcomment (id, text, created_at, author_id, submission_id) FROM stdin;
\.


--
-- Data for Name: swppp_reviewingbody; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_reviewingbody (id, kind, name, chair_id) FROM stdin;
1	building_inspector	Building Inspector	\N
2	planning_board	Planning Board	\N
3	town_board	Town Board	\N
\.


--
-- Data for Name: swppp_reviewingbody_members; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_reviewingbody_members (id, reviewingbody_id, user_id) FROM stdin;
\.


--
-- Data for Name: swppp_sitecorrection; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_sitecorrection (id, street_address, sbl, reason, requested_at, state, decided_at, decision_note, decided_by_id, project_id, requested_by_id) FROM stdin;
\.


--
-- Data for Name: swppp_submission; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.swppp_submission (id, version, state, phasing_justification, other_permits, other_permits_assured, received_at, review_path, checklist, outside_engineer, outside_engineer_board_approval, accepted_professional_certification, smo_outcome, smo_reasons, smo_acted_at, body_outcome, body_reasons, body_acted_at, created_at, updated_at, body_acted_by_id, letter_id, project_id, recommendation_letter_id, reviewing_body_id, smo_acted_by_id, body_meeting_on, body_resolution, body_vote_absent, body_vote_abstained, body_vote_ayes, body_vote_nays, forwarded_at, legacy_certification, milestones, path_confirmed_at, path_confirmed_by_id, smo_facility_finding, stormwater_facility, certification_id) FROM stdin;
\.


--
-- Data for Name: usersessions_usersession; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.usersessions_usersession (id, created_at, ip, last_seen_at, session_key, user_agent, data, user_id) FROM stdin;
\.


--
-- Name: account_emailaddress_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.account_emailaddress_id_seq', 1, false);


--
-- Name: account_emailconfirmation_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.account_emailconfirmation_id_seq', 1, false);


--
-- Name: accounts_historicaluser_groups_m2m_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.accounts_historicaluser_groups_m2m_history_id_seq', 1, false);


--
-- Name: accounts_historicaluser_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.accounts_historicaluser_history_id_seq', 1, false);


--
-- Name: accounts_user_groups_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.accounts_user_groups_id_seq', 1, false);


--
-- Name: accounts_user_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.accounts_user_id_seq', 1, false);


--
-- Name: accounts_user_user_permissions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.accounts_user_user_permissions_id_seq', 1, false);


--
-- Name: api_apitoken_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.api_apitoken_id_seq', 1, false);


--
-- Name: audit_auditevent_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.audit_auditevent_id_seq', 1, false);


--
-- Name: auth_group_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.auth_group_id_seq', 7, true);


--
-- Name: auth_group_permissions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.auth_group_permissions_id_seq', 108, true);


--
-- Name: auth_permission_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.auth_permission_id_seq', 758, true);


--
-- Name: bodies_body_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.bodies_body_id_seq', 3, true);


--
-- Name: bodies_historicalbody_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.bodies_historicalbody_history_id_seq', 1, false);


--
-- Name: bodies_historicalmeeting_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.bodies_historicalmeeting_history_id_seq', 1, false);


--
-- Name: bodies_historicalmembership_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.bodies_historicalmembership_history_id_seq', 1, false);


--
-- Name: bodies_meeting_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.bodies_meeting_id_seq', 1, false);


--
-- Name: bodies_membership_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.bodies_membership_id_seq', 1, false);


--
-- Name: bodies_membervote_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.bodies_membervote_id_seq', 1, false);


--
-- Name: calendar_historicalofficeclosure_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.calendar_historicalofficeclosure_history_id_seq', 1, false);


--
-- Name: calendar_historicalproclaimedholiday_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.calendar_historicalproclaimedholiday_history_id_seq', 1, false);


--
-- Name: calendar_officeclosure_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.calendar_officeclosure_id_seq', 1, false);


--
-- Name: calendar_proclaimedholiday_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.calendar_proclaimedholiday_id_seq', 1, false);


--
-- Name: core_referenceseries_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.core_referenceseries_id_seq', 1, false);


--
-- Name: deadlines_clocktally_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.deadlines_clocktally_id_seq', 1, false);


--
-- Name: deadlines_deadline_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.deadlines_deadline_id_seq', 1, false);


--
-- Name: deadlines_historicaldeadline_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.deadlines_historicaldeadline_history_id_seq', 1, false);


--
-- Name: deadlines_historicalpolicysetting_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.deadlines_historicalpolicysetting_history_id_seq', 1, false);


--
-- Name: deadlines_policysetting_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.deadlines_policysetting_id_seq', 1, false);


--
-- Name: deadlines_reminder_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.deadlines_reminder_id_seq', 1, false);


--
-- Name: django_admin_log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_admin_log_id_seq', 1, false);


--
-- Name: django_celery_beat_clockedschedule_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_celery_beat_clockedschedule_id_seq', 1, false);


--
-- Name: django_celery_beat_crontabschedule_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_celery_beat_crontabschedule_id_seq', 1, false);


--
-- Name: django_celery_beat_intervalschedule_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_celery_beat_intervalschedule_id_seq', 1, false);


--
-- Name: django_celery_beat_periodictask_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_celery_beat_periodictask_id_seq', 1, false);


--
-- Name: django_celery_beat_solarschedule_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_celery_beat_solarschedule_id_seq', 1, false);


--
-- Name: django_content_type_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_content_type_id_seq', 179, true);


--
-- Name: django_migrations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.django_migrations_id_seq', 175, true);


--
-- Name: documents_issueddocument_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.documents_issueddocument_id_seq', 1, false);


--
-- Name: enforcement_abatementcost_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_abatementcost_id_seq', 1, false);


--
-- Name: enforcement_addressee_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_addressee_id_seq', 1, false);


--
-- Name: enforcement_alternativeremedy_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_alternativeremedy_id_seq', 1, false);


--
-- Name: enforcement_appeal_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_appeal_id_seq', 1, false);


--
-- Name: enforcement_appealpolicy_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_appealpolicy_id_seq', 1, false);


--
-- Name: enforcement_appellant_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_appellant_id_seq', 1, false);


--
-- Name: enforcement_correctiveaction_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_correctiveaction_id_seq', 1, false);


--
-- Name: enforcement_evidence_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_evidence_id_seq', 1, false);


--
-- Name: enforcement_hearingnotice_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_hearingnotice_id_seq', 1, false);


--
-- Name: enforcement_hearingnoticepolicy_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_hearingnoticepolicy_id_seq', 1, false);


--
-- Name: enforcement_historicalabatementcost_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalabatementcost_history_id_seq', 1, false);


--
-- Name: enforcement_historicaladdressee_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicaladdressee_history_id_seq', 1, false);


--
-- Name: enforcement_historicalalternativeremedy_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalalternativeremedy_history_id_seq', 1, false);


--
-- Name: enforcement_historicalappeal_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalappeal_history_id_seq', 1, false);


--
-- Name: enforcement_historicalappealpolicy_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalappealpolicy_history_id_seq', 1, false);


--
-- Name: enforcement_historicalappellant_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalappellant_history_id_seq', 1, false);


--
-- Name: enforcement_historicalcorrectiveaction_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalcorrectiveaction_history_id_seq', 1, false);


--
-- Name: enforcement_historicalhearingnoticepolicy_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalhearingnoticepolicy_history_id_seq', 1, false);


--
-- Name: enforcement_historicalnoticeofviolation_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalnoticeofviolation_history_id_seq', 1, false);


--
-- Name: enforcement_historicaloccupancyhold_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicaloccupancyhold_history_id_seq', 1, false);


--
-- Name: enforcement_historicaloffense_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicaloffense_history_id_seq', 1, false);


--
-- Name: enforcement_historicalreferral_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalreferral_history_id_seq', 1, false);


--
-- Name: enforcement_historicalremedytask_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalremedytask_history_id_seq', 1, false);


--
-- Name: enforcement_historicalservedletter_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalservedletter_history_id_seq', 1, false);


--
-- Name: enforcement_historicalservicerecord_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalservicerecord_history_id_seq', 1, false);


--
-- Name: enforcement_historicalstopworkorder_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalstopworkorder_history_id_seq', 1, false);


--
-- Name: enforcement_historicalsummaryabatement_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalsummaryabatement_history_id_seq', 1, false);


--
-- Name: enforcement_historicalviolation_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_historicalviolation_history_id_seq', 1, false);


--
-- Name: enforcement_noticeofviolation_also_to_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_noticeofviolation_also_to_id_seq', 1, false);


--
-- Name: enforcement_noticeofviolation_copied_to_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_noticeofviolation_copied_to_id_seq', 1, false);


--
-- Name: enforcement_noticeofviolation_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_noticeofviolation_id_seq', 1, false);


--
-- Name: enforcement_occupancyhold_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_occupancyhold_id_seq', 1, false);


--
-- Name: enforcement_offense_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_offense_id_seq', 1, false);


--
-- Name: enforcement_referral_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_referral_id_seq', 1, false);


--
-- Name: enforcement_remedytask_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_remedytask_id_seq', 1, false);


--
-- Name: enforcement_servedletter_copied_to_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_servedletter_copied_to_id_seq', 1, false);


--
-- Name: enforcement_servedletter_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_servedletter_id_seq', 1, false);


--
-- Name: enforcement_servicerecord_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_servicerecord_id_seq', 1, false);


--
-- Name: enforcement_stopworkorder_copied_to_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_stopworkorder_copied_to_id_seq', 1, false);


--
-- Name: enforcement_stopworkorder_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_stopworkorder_id_seq', 1, false);


--
-- Name: enforcement_summaryabatement_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_summaryabatement_id_seq', 1, false);


--
-- Name: enforcement_violation_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_violation_id_seq', 1, false);


--
-- Name: enforcement_violation_provisions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.enforcement_violation_provisions_id_seq', 1, false);


--
-- Name: illicit_accessaction_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_accessaction_id_seq', 1, false);


--
-- Name: illicit_agencyexemption_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_agencyexemption_id_seq', 1, false);


--
-- Name: illicit_apiclient_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_apiclient_id_seq', 1, false);


--
-- Name: illicit_authorization_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_authorization_id_seq', 1, false);


--
-- Name: illicit_case_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_case_id_seq', 1, false);


--
-- Name: illicit_delegation_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_delegation_id_seq', 1, false);


--
-- Name: illicit_entry_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_entry_id_seq', 1, false);


--
-- Name: illicit_historicalaccessaction_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_historicalaccessaction_history_id_seq', 1, false);


--
-- Name: illicit_historicalcase_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_historicalcase_history_id_seq', 1, false);


--
-- Name: illicit_historicalorder_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_historicalorder_history_id_seq', 1, false);


--
-- Name: illicit_historicaloutfall_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_historicaloutfall_history_id_seq', 1, false);


--
-- Name: illicit_historicalreport_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_historicalreport_history_id_seq', 1, false);


--
-- Name: illicit_historicalspill_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_historicalspill_history_id_seq', 1, false);


--
-- Name: illicit_order_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_order_id_seq', 1, false);


--
-- Name: illicit_orderresponse_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_orderresponse_id_seq', 1, false);


--
-- Name: illicit_outfall_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_outfall_id_seq', 1, false);


--
-- Name: illicit_report_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_report_id_seq', 1, false);


--
-- Name: illicit_reportupdate_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_reportupdate_id_seq', 1, false);


--
-- Name: illicit_screening_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_screening_id_seq', 1, false);


--
-- Name: illicit_spill_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.illicit_spill_id_seq', 1, false);


--
-- Name: inspections_accessrefusal_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_accessrefusal_id_seq', 1, false);


--
-- Name: inspections_asbuiltplan_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_asbuiltplan_id_seq', 1, false);


--
-- Name: inspections_calendarfeed_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_calendarfeed_id_seq', 1, false);


--
-- Name: inspections_finalacceptance_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_finalacceptance_id_seq', 1, false);


--
-- Name: inspections_finding_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_finding_id_seq', 1, false);


--
-- Name: inspections_historicalaccessrefusal_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_historicalaccessrefusal_history_id_seq', 1, false);


--
-- Name: inspections_historicalasbuiltplan_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_historicalasbuiltplan_history_id_seq', 1, false);


--
-- Name: inspections_historicalfinding_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_historicalfinding_history_id_seq', 1, false);


--
-- Name: inspections_historicalinspection_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_historicalinspection_history_id_seq', 1, false);


--
-- Name: inspections_historicalinspectionrequest_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_historicalinspectionrequest_history_id_seq', 1, false);


--
-- Name: inspections_historicalpractice_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_historicalpractice_history_id_seq', 1, false);


--
-- Name: inspections_historicalworkhold_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_historicalworkhold_history_id_seq', 1, false);


--
-- Name: inspections_inspection_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_inspection_id_seq', 1, false);


--
-- Name: inspections_inspectionrequest_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_inspectionrequest_id_seq', 1, false);


--
-- Name: inspections_maintenancenotice_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_maintenancenotice_id_seq', 1, false);


--
-- Name: inspections_photo_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_photo_id_seq', 1, false);


--
-- Name: inspections_practice_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_practice_id_seq', 1, false);


--
-- Name: inspections_practiceinspection_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_practiceinspection_id_seq', 1, false);


--
-- Name: inspections_sitelog_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_sitelog_id_seq', 1, false);


--
-- Name: inspections_sitelogentry_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_sitelogentry_id_seq', 1, false);


--
-- Name: inspections_sitelogentry_storms_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_sitelogentry_storms_id_seq', 1, false);


--
-- Name: inspections_stormevent_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_stormevent_id_seq', 1, false);


--
-- Name: inspections_workhold_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inspections_workhold_id_seq', 1, false);


--
-- Name: invitations_historicallinkpolicy_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.invitations_historicallinkpolicy_history_id_seq', 1, false);


--
-- Name: invitations_invitation_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.invitations_invitation_id_seq', 1, false);


--
-- Name: invitations_linkpolicy_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.invitations_linkpolicy_id_seq', 1, false);


--
-- Name: mfa_authenticator_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.mfa_authenticator_id_seq', 1, false);


--
-- Name: money_costestimate_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_costestimate_id_seq', 1, false);


--
-- Name: money_costestimateline_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_costestimateline_id_seq', 1, false);


--
-- Name: money_draw_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_draw_id_seq', 1, false);


--
-- Name: money_entry_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_entry_id_seq', 1, false);


--
-- Name: money_escrowinterest_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_escrowinterest_id_seq', 1, false);


--
-- Name: money_feeline_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_feeline_id_seq', 1, false);


--
-- Name: money_feeschedule_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_feeschedule_id_seq', 1, false);


--
-- Name: money_guarantee_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_guarantee_id_seq', 1, false);


--
-- Name: money_guaranteerequirement_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_guaranteerequirement_id_seq', 1, false);


--
-- Name: money_historicalguarantee_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_historicalguarantee_history_id_seq', 1, false);


--
-- Name: money_historicalguaranteerequirement_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_historicalguaranteerequirement_history_id_seq', 1, false);


--
-- Name: money_invoice_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_invoice_id_seq', 1, false);


--
-- Name: money_invoiceline_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.money_invoiceline_id_seq', 1, false);


--
-- Name: notifications_notification_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.notifications_notification_id_seq', 1, false);


--
-- Name: registry_historicalownership_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_historicalownership_history_id_seq', 1, false);


--
-- Name: registry_historicalparty_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_historicalparty_history_id_seq', 1, false);


--
-- Name: registry_historicalproperty_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_historicalproperty_history_id_seq', 1, false);


--
-- Name: registry_ownership_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_ownership_id_seq', 1, false);


--
-- Name: registry_party_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_party_id_seq', 1, false);


--
-- Name: registry_property_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_property_id_seq', 1, false);


--
-- Name: registry_rollimport_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_rollimport_id_seq', 1, false);


--
-- Name: registry_street_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registry_street_id_seq', 56, true);


--
-- Name: reports_adjustment_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_adjustment_id_seq', 1, false);


--
-- Name: reports_historicaladjustment_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_historicaladjustment_history_id_seq', 1, false);


--
-- Name: reports_issuedreport_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_issuedreport_id_seq', 1, false);


--
-- Name: reports_searchentry_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_searchentry_id_seq', 1, false);


--
-- Name: reports_storedfigure_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_storedfigure_id_seq', 1, false);


--
-- Name: reports_tablestamp_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_tablestamp_id_seq', 1, false);


--
-- Name: reports_tmdlapproval_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_tmdlapproval_id_seq', 1, false);


--
-- Name: security_forbiddentally_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.security_forbiddentally_id_seq', 1, false);


--
-- Name: security_limitcount_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.security_limitcount_id_seq', 1, false);


--
-- Name: security_securityevent_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.security_securityevent_id_seq', 1, false);


--
-- Name: swppp_checklistitem_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_checklistitem_id_seq', 23, true);


--
-- Name: swppp_contractor_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_contractor_id_seq', 1, false);


--
-- Name: swppp_contractorcertification_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_contractorcertification_id_seq', 1, false);


--
-- Name: swppp_contractorinvitation_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_contractorinvitation_id_seq', 1, false);


--
-- Name: swppp_engineerapproval_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_engineerapproval_id_seq', 1, false);


--
-- Name: swppp_finding_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_finding_id_seq', 1, false);


--
-- Name: swppp_findingresponse_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_findingresponse_id_seq', 1, false);


--
-- Name: swppp_historicalchecklistitem_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_historicalchecklistitem_history_id_seq', 1, false);


--
-- Name: swppp_historicalmaintenanceinstrument_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_historicalmaintenanceinstrument_history_id_seq', 1, false);


--
-- Name: swppp_historicalproject_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_historicalproject_history_id_seq', 1, false);


--
-- Name: swppp_historicalsitecorrection_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_historicalsitecorrection_history_id_seq', 1, false);


--
-- Name: swppp_historicalsubmission_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_historicalsubmission_history_id_seq', 1, false);


--
-- Name: swppp_itemanswer_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_itemanswer_id_seq', 1, false);


--
-- Name: swppp_itemanswer_uploads_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_itemanswer_uploads_id_seq', 1, false);


--
-- Name: swppp_maintenanceinstrument_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_maintenanceinstrument_id_seq', 1, false);


--
-- Name: swppp_professionalsignature_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_professionalsignature_id_seq', 1, false);


--
-- Name: swppp_project_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_project_id_seq', 1, false);


--
-- Name: swppp_reviewcomment_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_reviewcomment_id_seq', 1, false);


--
-- Name: swppp_reviewingbody_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_reviewingbody_id_seq', 3, true);


--
-- Name: swppp_reviewingbody_members_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_reviewingbody_members_id_seq', 1, false);


--
-- Name: swppp_sitecorrection_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_sitecorrection_id_seq', 1, false);


--
-- Name: swppp_submission_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.swppp_submission_id_seq', 1, false);


--
-- Name: usersessions_usersession_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.usersessions_usersession_id_seq', 1, false);


--
-- Name: account_emailaddress account_emailaddress_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_emailaddress
    ADD CONSTRAINT account_emailaddress_pkey PRIMARY KEY (id);


--
-- Name: account_emailaddress account_emailaddress_user_id_email_987c8728_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_emailaddress
    ADD CONSTRAINT account_emailaddress_user_id_email_987c8728_uniq UNIQUE (user_id, email);


--
-- Name: account_emailconfirmation account_emailconfirmation_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_emailconfirmation
    ADD CONSTRAINT account_emailconfirmation_key_key UNIQUE (key);


--
-- Name: account_emailconfirmation account_emailconfirmation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_emailconfirmation
    ADD CONSTRAINT account_emailconfirmation_pkey PRIMARY KEY (id);


--
-- Name: accounts_historicaluser_groups accounts_historicaluser_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_historicaluser_groups
    ADD CONSTRAINT accounts_historicaluser_groups_pkey PRIMARY KEY (m2m_history_id);


--
-- Name: accounts_historicaluser accounts_historicaluser_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_historicaluser
    ADD CONSTRAINT accounts_historicaluser_pkey PRIMARY KEY (history_id);


--
-- Name: accounts_user accounts_user_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user
    ADD CONSTRAINT accounts_user_email_key UNIQUE (email);


--
-- Name: accounts_user_groups accounts_user_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_groups
    ADD CONSTRAINT accounts_user_groups_pkey PRIMARY KEY (id);


--
-- Name: accounts_user_groups accounts_user_groups_user_id_group_id_59c0b32f_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_groups
    ADD CONSTRAINT accounts_user_groups_user_id_group_id_59c0b32f_uniq UNIQUE (user_id, group_id);


--
-- Name: accounts_user accounts_user_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user
    ADD CONSTRAINT accounts_user_pkey PRIMARY KEY (id);


--
-- Name: accounts_user_user_permissions accounts_user_user_permi_user_id_permission_id_2ab516c2_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_user_permissions
    ADD CONSTRAINT accounts_user_user_permi_user_id_permission_id_2ab516c2_uniq UNIQUE (user_id, permission_id);


--
-- Name: accounts_user_user_permissions accounts_user_user_permissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_user_permissions
    ADD CONSTRAINT accounts_user_user_permissions_pkey PRIMARY KEY (id);


--
-- Name: enforcement_addressee addressee_once_per_notice; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_addressee
    ADD CONSTRAINT addressee_once_per_notice UNIQUE (notice_id, party_id);


--
-- Name: api_apitoken api_apitoken_digest_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_apitoken
    ADD CONSTRAINT api_apitoken_digest_key UNIQUE (digest);


--
-- Name: api_apitoken api_apitoken_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_apitoken
    ADD CONSTRAINT api_apitoken_pkey PRIMARY KEY (id);


--
-- Name: enforcement_appellant appellant_once_per_appeal; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appellant
    ADD CONSTRAINT appellant_once_per_appeal UNIQUE (appeal_id, party_id);


--
-- Name: audit_auditevent audit_auditevent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_auditevent
    ADD CONSTRAINT audit_auditevent_pkey PRIMARY KEY (id);


--
-- Name: auth_group auth_group_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_group
    ADD CONSTRAINT auth_group_name_key UNIQUE (name);


--
-- Name: auth_group_permissions auth_group_permissions_group_id_permission_id_0cd325b0_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_group_id_permission_id_0cd325b0_uniq UNIQUE (group_id, permission_id);


--
-- Name: auth_group_permissions auth_group_permissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_pkey PRIMARY KEY (id);


--
-- Name: auth_group auth_group_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_group
    ADD CONSTRAINT auth_group_pkey PRIMARY KEY (id);


--
-- Name: auth_permission auth_permission_content_type_id_codename_01ab375a_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_permission
    ADD CONSTRAINT auth_permission_content_type_id_codename_01ab375a_uniq UNIQUE (content_type_id, codename);


--
-- Name: auth_permission auth_permission_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_permission
    ADD CONSTRAINT auth_permission_pkey PRIMARY KEY (id);


--
-- Name: bodies_body bodies_body_kind_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_body
    ADD CONSTRAINT bodies_body_kind_key UNIQUE (kind);


--
-- Name: bodies_body bodies_body_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_body
    ADD CONSTRAINT bodies_body_name_key UNIQUE (name);


--
-- Name: bodies_body bodies_body_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_body
    ADD CONSTRAINT bodies_body_pkey PRIMARY KEY (id);


--
-- Name: bodies_historicalbody bodies_historicalbody_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_historicalbody
    ADD CONSTRAINT bodies_historicalbody_pkey PRIMARY KEY (history_id);


--
-- Name: bodies_historicalmeeting bodies_historicalmeeting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_historicalmeeting
    ADD CONSTRAINT bodies_historicalmeeting_pkey PRIMARY KEY (history_id);


--
-- Name: bodies_historicalmembership bodies_historicalmembership_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_historicalmembership
    ADD CONSTRAINT bodies_historicalmembership_pkey PRIMARY KEY (history_id);


--
-- Name: bodies_meeting bodies_meeting_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_meeting
    ADD CONSTRAINT bodies_meeting_once UNIQUE (body_id, starts_at);


--
-- Name: bodies_meeting bodies_meeting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_meeting
    ADD CONSTRAINT bodies_meeting_pkey PRIMARY KEY (id);


--
-- Name: bodies_membership bodies_membership_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_membership
    ADD CONSTRAINT bodies_membership_pkey PRIMARY KEY (id);


--
-- Name: bodies_membervote bodies_membervote_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_membervote
    ADD CONSTRAINT bodies_membervote_pkey PRIMARY KEY (id);


--
-- Name: bodies_membervote bodies_one_vote_per_member; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_membervote
    ADD CONSTRAINT bodies_one_vote_per_member UNIQUE (subject_type_id, subject_id, membership_id);


--
-- Name: calendar_historicalofficeclosure calendar_historicalofficeclosure_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_historicalofficeclosure
    ADD CONSTRAINT calendar_historicalofficeclosure_pkey PRIMARY KEY (history_id);


--
-- Name: calendar_historicalproclaimedholiday calendar_historicalproclaimedholiday_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_historicalproclaimedholiday
    ADD CONSTRAINT calendar_historicalproclaimedholiday_pkey PRIMARY KEY (history_id);


--
-- Name: calendar_officeclosure calendar_officeclosure_date_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_officeclosure
    ADD CONSTRAINT calendar_officeclosure_date_key UNIQUE (date);


--
-- Name: calendar_officeclosure calendar_officeclosure_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_officeclosure
    ADD CONSTRAINT calendar_officeclosure_pkey PRIMARY KEY (id);


--
-- Name: calendar_proclaimedholiday calendar_proclaimedholiday_date_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_proclaimedholiday
    ADD CONSTRAINT calendar_proclaimedholiday_date_key UNIQUE (date);


--
-- Name: calendar_proclaimedholiday calendar_proclaimedholiday_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_proclaimedholiday
    ADD CONSTRAINT calendar_proclaimedholiday_pkey PRIMARY KEY (id);


--
-- Name: deadlines_clocktally clock_tally_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_clocktally
    ADD CONSTRAINT clock_tally_key UNIQUE NULLS NOT DISTINCT (rule_code, due_date, status, met_late);


--
-- Name: core_referenceseries core_referenceseries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.core_referenceseries
    ADD CONSTRAINT core_referenceseries_pkey PRIMARY KEY (id);


--
-- Name: core_referenceseries core_series_kind_year; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.core_referenceseries
    ADD CONSTRAINT core_series_kind_year UNIQUE (kind, year);


--
-- Name: deadlines_clocktally deadlines_clocktally_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_clocktally
    ADD CONSTRAINT deadlines_clocktally_pkey PRIMARY KEY (id);


--
-- Name: deadlines_deadline deadlines_deadline_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_deadline
    ADD CONSTRAINT deadlines_deadline_pkey PRIMARY KEY (id);


--
-- Name: deadlines_historicaldeadline deadlines_historicaldeadline_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_historicaldeadline
    ADD CONSTRAINT deadlines_historicaldeadline_pkey PRIMARY KEY (history_id);


--
-- Name: deadlines_historicalpolicysetting deadlines_historicalpolicysetting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_historicalpolicysetting
    ADD CONSTRAINT deadlines_historicalpolicysetting_pkey PRIMARY KEY (history_id);


--
-- Name: deadlines_policysetting deadlines_policysetting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_policysetting
    ADD CONSTRAINT deadlines_policysetting_pkey PRIMARY KEY (id);


--
-- Name: deadlines_policysetting deadlines_policysetting_rule_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_policysetting
    ADD CONSTRAINT deadlines_policysetting_rule_code_key UNIQUE (rule_code);


--
-- Name: deadlines_reminder deadlines_reminder_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_reminder
    ADD CONSTRAINT deadlines_reminder_pkey PRIMARY KEY (id);


--
-- Name: deadlines_sweepheartbeat deadlines_sweepheartbeat_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_sweepheartbeat
    ADD CONSTRAINT deadlines_sweepheartbeat_pkey PRIMARY KEY (name);


--
-- Name: django_admin_log django_admin_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_admin_log
    ADD CONSTRAINT django_admin_log_pkey PRIMARY KEY (id);


--
-- Name: django_celery_beat_clockedschedule django_celery_beat_clockedschedule_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_clockedschedule
    ADD CONSTRAINT django_celery_beat_clockedschedule_pkey PRIMARY KEY (id);


--
-- Name: django_celery_beat_crontabschedule django_celery_beat_crontabschedule_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_crontabschedule
    ADD CONSTRAINT django_celery_beat_crontabschedule_pkey PRIMARY KEY (id);


--
-- Name: django_celery_beat_intervalschedule django_celery_beat_intervalschedule_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_intervalschedule
    ADD CONSTRAINT django_celery_beat_intervalschedule_pkey PRIMARY KEY (id);


--
-- Name: django_celery_beat_periodictask django_celery_beat_periodictask_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_periodictask
    ADD CONSTRAINT django_celery_beat_periodictask_name_key UNIQUE (name);


--
-- Name: django_celery_beat_periodictask django_celery_beat_periodictask_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_periodictask
    ADD CONSTRAINT django_celery_beat_periodictask_pkey PRIMARY KEY (id);


--
-- Name: django_celery_beat_periodictasks django_celery_beat_periodictasks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_periodictasks
    ADD CONSTRAINT django_celery_beat_periodictasks_pkey PRIMARY KEY (ident);


--
-- Name: django_celery_beat_solarschedule django_celery_beat_solar_event_latitude_longitude_ba64999a_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_solarschedule
    ADD CONSTRAINT django_celery_beat_solar_event_latitude_longitude_ba64999a_uniq UNIQUE (event, latitude, longitude);


--
-- Name: django_celery_beat_solarschedule django_celery_beat_solarschedule_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_solarschedule
    ADD CONSTRAINT django_celery_beat_solarschedule_pkey PRIMARY KEY (id);


--
-- Name: django_content_type django_content_type_app_label_model_76bd3d3b_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_content_type
    ADD CONSTRAINT django_content_type_app_label_model_76bd3d3b_uniq UNIQUE (app_label, model);


--
-- Name: django_content_type django_content_type_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_content_type
    ADD CONSTRAINT django_content_type_pkey PRIMARY KEY (id);


--
-- Name: django_migrations django_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_migrations
    ADD CONSTRAINT django_migrations_pkey PRIMARY KEY (id);


--
-- Name: django_session django_session_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_session
    ADD CONSTRAINT django_session_pkey PRIMARY KEY (session_key);


--
-- Name: documents_issueddocument documents_issueddocument_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_issueddocument
    ADD CONSTRAINT documents_issueddocument_number_key UNIQUE (number);


--
-- Name: documents_issueddocument documents_issueddocument_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_issueddocument
    ADD CONSTRAINT documents_issueddocument_pkey PRIMARY KEY (id);


--
-- Name: documents_issueddocument documents_issueddocument_supersedes_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_issueddocument
    ADD CONSTRAINT documents_issueddocument_supersedes_id_key UNIQUE (supersedes_id);


--
-- Name: documents_strippedcopy documents_strippedcopy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_strippedcopy
    ADD CONSTRAINT documents_strippedcopy_pkey PRIMARY KEY (upload_id);


--
-- Name: documents_upload documents_upload_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_upload
    ADD CONSTRAINT documents_upload_pkey PRIMARY KEY (id);


--
-- Name: enforcement_abatementcost enforcement_abatementcost_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_abatementcost
    ADD CONSTRAINT enforcement_abatementcost_pkey PRIMARY KEY (id);


--
-- Name: enforcement_addressee enforcement_addressee_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_addressee
    ADD CONSTRAINT enforcement_addressee_pkey PRIMARY KEY (id);


--
-- Name: enforcement_alternativeremedy enforcement_alternativeremedy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_alternativeremedy
    ADD CONSTRAINT enforcement_alternativeremedy_pkey PRIMARY KEY (id);


--
-- Name: enforcement_appeal enforcement_appeal_decision_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_decision_document_id_key UNIQUE (decision_document_id);


--
-- Name: enforcement_appeal enforcement_appeal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_pkey PRIMARY KEY (id);


--
-- Name: enforcement_appeal enforcement_appeal_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_reference_key UNIQUE (reference);


--
-- Name: enforcement_appealpolicy enforcement_appealpolicy_chapter_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appealpolicy
    ADD CONSTRAINT enforcement_appealpolicy_chapter_key UNIQUE (chapter);


--
-- Name: enforcement_appealpolicy enforcement_appealpolicy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appealpolicy
    ADD CONSTRAINT enforcement_appealpolicy_pkey PRIMARY KEY (id);


--
-- Name: enforcement_appellant enforcement_appellant_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appellant
    ADD CONSTRAINT enforcement_appellant_pkey PRIMARY KEY (id);


--
-- Name: enforcement_correctiveaction enforcement_correctiveaction_letter_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_correctiveaction
    ADD CONSTRAINT enforcement_correctiveaction_letter_id_key UNIQUE (letter_id);


--
-- Name: enforcement_correctiveaction enforcement_correctiveaction_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_correctiveaction
    ADD CONSTRAINT enforcement_correctiveaction_pkey PRIMARY KEY (id);


--
-- Name: enforcement_evidence enforcement_evidence_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_evidence
    ADD CONSTRAINT enforcement_evidence_pkey PRIMARY KEY (id);


--
-- Name: enforcement_hearingnotice enforcement_hearingnotice_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnotice
    ADD CONSTRAINT enforcement_hearingnotice_document_id_key UNIQUE (document_id);


--
-- Name: enforcement_hearingnotice enforcement_hearingnotice_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnotice
    ADD CONSTRAINT enforcement_hearingnotice_pkey PRIMARY KEY (id);


--
-- Name: enforcement_hearingnoticepolicy enforcement_hearingnoticepolicy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnoticepolicy
    ADD CONSTRAINT enforcement_hearingnoticepolicy_pkey PRIMARY KEY (id);


--
-- Name: enforcement_hearingnoticepolicy enforcement_hearingnoticepolicy_resolution_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnoticepolicy
    ADD CONSTRAINT enforcement_hearingnoticepolicy_resolution_key UNIQUE (resolution);


--
-- Name: enforcement_historicalabatementcost enforcement_historicalabatementcost_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalabatementcost
    ADD CONSTRAINT enforcement_historicalabatementcost_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicaladdressee enforcement_historicaladdressee_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicaladdressee
    ADD CONSTRAINT enforcement_historicaladdressee_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalalternativeremedy enforcement_historicalalternativeremedy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalalternativeremedy
    ADD CONSTRAINT enforcement_historicalalternativeremedy_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalappeal enforcement_historicalappeal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalappeal
    ADD CONSTRAINT enforcement_historicalappeal_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalappealpolicy enforcement_historicalappealpolicy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalappealpolicy
    ADD CONSTRAINT enforcement_historicalappealpolicy_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalappellant enforcement_historicalappellant_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalappellant
    ADD CONSTRAINT enforcement_historicalappellant_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalcorrectiveaction enforcement_historicalcorrectiveaction_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalcorrectiveaction
    ADD CONSTRAINT enforcement_historicalcorrectiveaction_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalhearingnoticepolicy enforcement_historicalhearingnoticepolicy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalhearingnoticepolicy
    ADD CONSTRAINT enforcement_historicalhearingnoticepolicy_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalnoticeofviolation enforcement_historicalnoticeofviolation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalnoticeofviolation
    ADD CONSTRAINT enforcement_historicalnoticeofviolation_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicaloccupancyhold enforcement_historicaloccupancyhold_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicaloccupancyhold
    ADD CONSTRAINT enforcement_historicaloccupancyhold_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicaloffense enforcement_historicaloffense_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicaloffense
    ADD CONSTRAINT enforcement_historicaloffense_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalreferral enforcement_historicalreferral_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalreferral
    ADD CONSTRAINT enforcement_historicalreferral_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalremedytask enforcement_historicalremedytask_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalremedytask
    ADD CONSTRAINT enforcement_historicalremedytask_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalservedletter enforcement_historicalservedletter_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalservedletter
    ADD CONSTRAINT enforcement_historicalservedletter_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalservicerecord enforcement_historicalservicerecord_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalservicerecord
    ADD CONSTRAINT enforcement_historicalservicerecord_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalstopworkorder enforcement_historicalstopworkorder_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalstopworkorder
    ADD CONSTRAINT enforcement_historicalstopworkorder_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalsummaryabatement enforcement_historicalsummaryabatement_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalsummaryabatement
    ADD CONSTRAINT enforcement_historicalsummaryabatement_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_historicalviolation enforcement_historicalviolation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalviolation
    ADD CONSTRAINT enforcement_historicalviolation_pkey PRIMARY KEY (history_id);


--
-- Name: enforcement_noticeofviolation_copied_to enforcement_noticeofviol_noticeofviolation_id_par_18542ec1_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_copied_to
    ADD CONSTRAINT enforcement_noticeofviol_noticeofviolation_id_par_18542ec1_uniq UNIQUE (noticeofviolation_id, party_id);


--
-- Name: enforcement_noticeofviolation_also_to enforcement_noticeofviol_noticeofviolation_id_par_c2eb3ad8_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_also_to
    ADD CONSTRAINT enforcement_noticeofviol_noticeofviolation_id_par_c2eb3ad8_uniq UNIQUE (noticeofviolation_id, party_id);


--
-- Name: enforcement_noticeofviolation_also_to enforcement_noticeofviolation_also_to_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_also_to
    ADD CONSTRAINT enforcement_noticeofviolation_also_to_pkey PRIMARY KEY (id);


--
-- Name: enforcement_noticeofviolation_copied_to enforcement_noticeofviolation_copied_to_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_copied_to
    ADD CONSTRAINT enforcement_noticeofviolation_copied_to_pkey PRIMARY KEY (id);


--
-- Name: enforcement_noticeofviolation enforcement_noticeofviolation_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeofviolation_document_id_key UNIQUE (document_id);


--
-- Name: enforcement_noticeofviolation enforcement_noticeofviolation_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeofviolation_number_key UNIQUE (number);


--
-- Name: enforcement_noticeofviolation enforcement_noticeofviolation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeofviolation_pkey PRIMARY KEY (id);


--
-- Name: enforcement_noticeofviolation enforcement_noticeofviolation_supersedes_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeofviolation_supersedes_id_key UNIQUE (supersedes_id);


--
-- Name: enforcement_occupancyhold enforcement_occupancyhold_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_occupancyhold
    ADD CONSTRAINT enforcement_occupancyhold_pkey PRIMARY KEY (id);


--
-- Name: enforcement_offense enforcement_offense_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_offense
    ADD CONSTRAINT enforcement_offense_pkey PRIMARY KEY (id);


--
-- Name: enforcement_offense enforcement_offense_referral_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_offense
    ADD CONSTRAINT enforcement_offense_referral_id_key UNIQUE (referral_id);


--
-- Name: enforcement_provision enforcement_provision_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_provision
    ADD CONSTRAINT enforcement_provision_pkey PRIMARY KEY (code);


--
-- Name: enforcement_referral enforcement_referral_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_referral
    ADD CONSTRAINT enforcement_referral_pkey PRIMARY KEY (id);


--
-- Name: enforcement_remedytask enforcement_remedytask_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_remedytask
    ADD CONSTRAINT enforcement_remedytask_pkey PRIMARY KEY (id);


--
-- Name: enforcement_servedletter_copied_to enforcement_servedletter_copied_to_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter_copied_to
    ADD CONSTRAINT enforcement_servedletter_copied_to_pkey PRIMARY KEY (id);


--
-- Name: enforcement_servedletter enforcement_servedletter_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedletter_document_id_key UNIQUE (document_id);


--
-- Name: enforcement_servedletter enforcement_servedletter_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedletter_number_key UNIQUE (number);


--
-- Name: enforcement_servedletter enforcement_servedletter_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedletter_pkey PRIMARY KEY (id);


--
-- Name: enforcement_servedletter_copied_to enforcement_servedletter_servedletter_id_party_id_9cd26625_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter_copied_to
    ADD CONSTRAINT enforcement_servedletter_servedletter_id_party_id_9cd26625_uniq UNIQUE (servedletter_id, party_id);


--
-- Name: enforcement_servicerecord enforcement_servicerecord_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servicerecord
    ADD CONSTRAINT enforcement_servicerecord_pkey PRIMARY KEY (id);


--
-- Name: enforcement_stopworkorder_copied_to enforcement_stopworkorde_stopworkorder_id_party_i_aaf4d97a_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder_copied_to
    ADD CONSTRAINT enforcement_stopworkorde_stopworkorder_id_party_i_aaf4d97a_uniq UNIQUE (stopworkorder_id, party_id);


--
-- Name: enforcement_stopworkorder_copied_to enforcement_stopworkorder_copied_to_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder_copied_to
    ADD CONSTRAINT enforcement_stopworkorder_copied_to_pkey PRIMARY KEY (id);


--
-- Name: enforcement_stopworkorder enforcement_stopworkorder_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopworkorder_document_id_key UNIQUE (document_id);


--
-- Name: enforcement_stopworkorder enforcement_stopworkorder_lift_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopworkorder_lift_document_id_key UNIQUE (lift_document_id);


--
-- Name: enforcement_stopworkorder enforcement_stopworkorder_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopworkorder_number_key UNIQUE (number);


--
-- Name: enforcement_stopworkorder enforcement_stopworkorder_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopworkorder_pkey PRIMARY KEY (id);


--
-- Name: enforcement_summaryabatement enforcement_summaryabatement_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_summaryabatement
    ADD CONSTRAINT enforcement_summaryabatement_pkey PRIMARY KEY (id);


--
-- Name: enforcement_violation enforcement_violation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation
    ADD CONSTRAINT enforcement_violation_pkey PRIMARY KEY (id);


--
-- Name: enforcement_violation_provisions enforcement_violation_pr_violation_id_provision_i_aa4c126a_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation_provisions
    ADD CONSTRAINT enforcement_violation_pr_violation_id_provision_i_aa4c126a_uniq UNIQUE (violation_id, provision_id);


--
-- Name: enforcement_violation_provisions enforcement_violation_provisions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation_provisions
    ADD CONSTRAINT enforcement_violation_provisions_pkey PRIMARY KEY (id);


--
-- Name: enforcement_violation enforcement_violation_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation
    ADD CONSTRAINT enforcement_violation_reference_key UNIQUE (reference);


--
-- Name: swppp_engineerapproval engineer_approval_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_engineerapproval
    ADD CONSTRAINT engineer_approval_once UNIQUE (project_id, resolution);


--
-- Name: inspections_finalacceptance final_acceptance_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finalacceptance
    ADD CONSTRAINT final_acceptance_once UNIQUE (subject_type_id, subject_id);


--
-- Name: inspections_finding finding_one_per_item; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finding
    ADD CONSTRAINT finding_one_per_item UNIQUE (inspection_id, item);


--
-- Name: illicit_accessaction illicit_accessaction_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_accessaction
    ADD CONSTRAINT illicit_accessaction_pkey PRIMARY KEY (id);


--
-- Name: illicit_agencyexemption illicit_agencyexemption_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_agencyexemption
    ADD CONSTRAINT illicit_agencyexemption_pkey PRIMARY KEY (id);


--
-- Name: illicit_apiclient illicit_apiclient_key_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_apiclient
    ADD CONSTRAINT illicit_apiclient_key_hash_key UNIQUE (key_hash);


--
-- Name: illicit_apiclient illicit_apiclient_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_apiclient
    ADD CONSTRAINT illicit_apiclient_pkey PRIMARY KEY (id);


--
-- Name: illicit_authorization illicit_authorization_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_authorization
    ADD CONSTRAINT illicit_authorization_pkey PRIMARY KEY (id);


--
-- Name: illicit_case illicit_case_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_pkey PRIMARY KEY (id);


--
-- Name: illicit_case illicit_case_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_reference_key UNIQUE (reference);


--
-- Name: illicit_delegation illicit_delegation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_delegation
    ADD CONSTRAINT illicit_delegation_pkey PRIMARY KEY (id);


--
-- Name: illicit_entry illicit_entry_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_entry
    ADD CONSTRAINT illicit_entry_pkey PRIMARY KEY (id);


--
-- Name: illicit_historicalaccessaction illicit_historicalaccessaction_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalaccessaction
    ADD CONSTRAINT illicit_historicalaccessaction_pkey PRIMARY KEY (history_id);


--
-- Name: illicit_historicalcase illicit_historicalcase_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalcase
    ADD CONSTRAINT illicit_historicalcase_pkey PRIMARY KEY (history_id);


--
-- Name: illicit_historicalorder illicit_historicalorder_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalorder
    ADD CONSTRAINT illicit_historicalorder_pkey PRIMARY KEY (history_id);


--
-- Name: illicit_historicaloutfall illicit_historicaloutfall_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicaloutfall
    ADD CONSTRAINT illicit_historicaloutfall_pkey PRIMARY KEY (history_id);


--
-- Name: illicit_historicalreport illicit_historicalreport_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalreport
    ADD CONSTRAINT illicit_historicalreport_pkey PRIMARY KEY (history_id);


--
-- Name: illicit_historicalspill illicit_historicalspill_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalspill
    ADD CONSTRAINT illicit_historicalspill_pkey PRIMARY KEY (history_id);


--
-- Name: illicit_order illicit_order_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_order
    ADD CONSTRAINT illicit_order_pkey PRIMARY KEY (id);


--
-- Name: illicit_orderresponse illicit_orderresponse_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_orderresponse
    ADD CONSTRAINT illicit_orderresponse_pkey PRIMARY KEY (id);


--
-- Name: illicit_outfall illicit_outfall_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_outfall
    ADD CONSTRAINT illicit_outfall_code_key UNIQUE (code);


--
-- Name: illicit_outfall illicit_outfall_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_outfall
    ADD CONSTRAINT illicit_outfall_pkey PRIMARY KEY (id);


--
-- Name: illicit_report illicit_report_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_report
    ADD CONSTRAINT illicit_report_pkey PRIMARY KEY (id);


--
-- Name: illicit_report illicit_report_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_report
    ADD CONSTRAINT illicit_report_reference_key UNIQUE (reference);


--
-- Name: illicit_reportupdate illicit_reportupdate_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_reportupdate
    ADD CONSTRAINT illicit_reportupdate_pkey PRIMARY KEY (id);


--
-- Name: illicit_screening illicit_screening_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_screening
    ADD CONSTRAINT illicit_screening_pkey PRIMARY KEY (id);


--
-- Name: illicit_spill illicit_spill_case_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_spill
    ADD CONSTRAINT illicit_spill_case_id_key UNIQUE (case_id);


--
-- Name: illicit_spill illicit_spill_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_spill
    ADD CONSTRAINT illicit_spill_pkey PRIMARY KEY (id);


--
-- Name: inspections_accessrefusal inspections_accessrefusal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_accessrefusal
    ADD CONSTRAINT inspections_accessrefusal_pkey PRIMARY KEY (id);


--
-- Name: inspections_accessrefusal inspections_accessrefusal_violation_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_accessrefusal
    ADD CONSTRAINT inspections_accessrefusal_violation_id_key UNIQUE (violation_id);


--
-- Name: inspections_asbuiltplan inspections_asbuiltplan_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_asbuiltplan
    ADD CONSTRAINT inspections_asbuiltplan_pkey PRIMARY KEY (id);


--
-- Name: inspections_calendarfeed inspections_calendarfeed_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_calendarfeed
    ADD CONSTRAINT inspections_calendarfeed_pkey PRIMARY KEY (id);


--
-- Name: inspections_calendarfeed inspections_calendarfeed_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_calendarfeed
    ADD CONSTRAINT inspections_calendarfeed_token_hash_key UNIQUE (token_hash);


--
-- Name: inspections_calendarfeed inspections_calendarfeed_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_calendarfeed
    ADD CONSTRAINT inspections_calendarfeed_user_id_key UNIQUE (user_id);


--
-- Name: inspections_finalacceptance inspections_finalacceptance_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finalacceptance
    ADD CONSTRAINT inspections_finalacceptance_pkey PRIMARY KEY (id);


--
-- Name: inspections_finding inspections_finding_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finding
    ADD CONSTRAINT inspections_finding_pkey PRIMARY KEY (id);


--
-- Name: inspections_historicalaccessrefusal inspections_historicalaccessrefusal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalaccessrefusal
    ADD CONSTRAINT inspections_historicalaccessrefusal_pkey PRIMARY KEY (history_id);


--
-- Name: inspections_historicalasbuiltplan inspections_historicalasbuiltplan_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalasbuiltplan
    ADD CONSTRAINT inspections_historicalasbuiltplan_pkey PRIMARY KEY (history_id);


--
-- Name: inspections_historicalfinding inspections_historicalfinding_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalfinding
    ADD CONSTRAINT inspections_historicalfinding_pkey PRIMARY KEY (history_id);


--
-- Name: inspections_historicalinspection inspections_historicalinspection_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalinspection
    ADD CONSTRAINT inspections_historicalinspection_pkey PRIMARY KEY (history_id);


--
-- Name: inspections_historicalinspectionrequest inspections_historicalinspectionrequest_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalinspectionrequest
    ADD CONSTRAINT inspections_historicalinspectionrequest_pkey PRIMARY KEY (history_id);


--
-- Name: inspections_historicalpractice inspections_historicalpractice_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalpractice
    ADD CONSTRAINT inspections_historicalpractice_pkey PRIMARY KEY (history_id);


--
-- Name: inspections_historicalworkhold inspections_historicalworkhold_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalworkhold
    ADD CONSTRAINT inspections_historicalworkhold_pkey PRIMARY KEY (history_id);


--
-- Name: inspections_inspection inspections_inspection_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspection
    ADD CONSTRAINT inspections_inspection_pkey PRIMARY KEY (id);


--
-- Name: inspections_inspection inspections_inspection_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspection
    ADD CONSTRAINT inspections_inspection_reference_key UNIQUE (reference);


--
-- Name: inspections_inspectionrequest inspections_inspectionrequest_inspection_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspectionrequest_inspection_id_key UNIQUE (inspection_id);


--
-- Name: inspections_inspectionrequest inspections_inspectionrequest_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspectionrequest_pkey PRIMARY KEY (id);


--
-- Name: inspections_inspectionrequest inspections_inspectionrequest_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspectionrequest_reference_key UNIQUE (reference);


--
-- Name: inspections_maintenancenotice inspections_maintenancenotice_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_maintenancenotice
    ADD CONSTRAINT inspections_maintenancenotice_document_id_key UNIQUE (document_id);


--
-- Name: inspections_maintenancenotice inspections_maintenancenotice_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_maintenancenotice
    ADD CONSTRAINT inspections_maintenancenotice_pkey PRIMARY KEY (id);


--
-- Name: inspections_photo inspections_photo_idempotency_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_photo
    ADD CONSTRAINT inspections_photo_idempotency_key_key UNIQUE (idempotency_key);


--
-- Name: inspections_photo inspections_photo_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_photo
    ADD CONSTRAINT inspections_photo_pkey PRIMARY KEY (id);


--
-- Name: inspections_photo inspections_photo_upload_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_photo
    ADD CONSTRAINT inspections_photo_upload_id_key UNIQUE (upload_id);


--
-- Name: inspections_practice inspections_practice_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practice
    ADD CONSTRAINT inspections_practice_pkey PRIMARY KEY (id);


--
-- Name: inspections_practiceinspection inspections_practiceinspection_inspection_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practiceinspection
    ADD CONSTRAINT inspections_practiceinspection_inspection_id_key UNIQUE (inspection_id);


--
-- Name: inspections_practiceinspection inspections_practiceinspection_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practiceinspection
    ADD CONSTRAINT inspections_practiceinspection_pkey PRIMARY KEY (id);


--
-- Name: inspections_sitelog inspections_sitelog_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelog
    ADD CONSTRAINT inspections_sitelog_pkey PRIMARY KEY (id);


--
-- Name: inspections_sitelogentry inspections_sitelogentry_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelogentry
    ADD CONSTRAINT inspections_sitelogentry_pkey PRIMARY KEY (id);


--
-- Name: inspections_sitelogentry_storms inspections_sitelogentry_sitelogentry_id_stormeve_0e9940bd_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelogentry_storms
    ADD CONSTRAINT inspections_sitelogentry_sitelogentry_id_stormeve_0e9940bd_uniq UNIQUE (sitelogentry_id, stormevent_id);


--
-- Name: inspections_sitelogentry_storms inspections_sitelogentry_storms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelogentry_storms
    ADD CONSTRAINT inspections_sitelogentry_storms_pkey PRIMARY KEY (id);


--
-- Name: inspections_stormevent inspections_stormevent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_stormevent
    ADD CONSTRAINT inspections_stormevent_pkey PRIMARY KEY (id);


--
-- Name: inspections_workhold inspections_workhold_found_by_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_found_by_id_key UNIQUE (found_by_id);


--
-- Name: inspections_workhold inspections_workhold_notice_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_notice_id_key UNIQUE (notice_id);


--
-- Name: inspections_workhold inspections_workhold_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_pkey PRIMARY KEY (id);


--
-- Name: invitations_historicallinkpolicy invitations_historicallinkpolicy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_historicallinkpolicy
    ADD CONSTRAINT invitations_historicallinkpolicy_pkey PRIMARY KEY (history_id);


--
-- Name: invitations_invitation invitations_invitation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_invitation
    ADD CONSTRAINT invitations_invitation_pkey PRIMARY KEY (id);


--
-- Name: invitations_invitation invitations_invitation_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_invitation
    ADD CONSTRAINT invitations_invitation_token_hash_key UNIQUE (token_hash);


--
-- Name: invitations_linkpolicy invitations_linkpolicy_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_linkpolicy
    ADD CONSTRAINT invitations_linkpolicy_key_key UNIQUE (key);


--
-- Name: invitations_linkpolicy invitations_linkpolicy_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_linkpolicy
    ADD CONSTRAINT invitations_linkpolicy_pkey PRIMARY KEY (id);


--
-- Name: mfa_authenticator mfa_authenticator_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mfa_authenticator
    ADD CONSTRAINT mfa_authenticator_pkey PRIMARY KEY (id);


--
-- Name: money_account money_account_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_account
    ADD CONSTRAINT money_account_pkey PRIMARY KEY (project_id);


--
-- Name: money_costestimate money_costestimate_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_costestimate
    ADD CONSTRAINT money_costestimate_pkey PRIMARY KEY (id);


--
-- Name: money_costestimateline money_costestimateline_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_costestimateline
    ADD CONSTRAINT money_costestimateline_pkey PRIMARY KEY (id);


--
-- Name: money_draw money_draw_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_draw_document_id_key UNIQUE (document_id);


--
-- Name: money_draw money_draw_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_draw_pkey PRIMARY KEY (id);


--
-- Name: money_entry money_entry_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_pkey PRIMARY KEY (id);


--
-- Name: money_entry money_entry_receipt_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_receipt_id_key UNIQUE (receipt_id);


--
-- Name: money_entry money_entry_reverses_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_reverses_id_key UNIQUE (reverses_id);


--
-- Name: money_escrowinterest money_escrowinterest_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_escrowinterest
    ADD CONSTRAINT money_escrowinterest_pkey PRIMARY KEY (id);


--
-- Name: money_feeline money_feeline_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_feeline
    ADD CONSTRAINT money_feeline_pkey PRIMARY KEY (id);


--
-- Name: money_feeschedule money_feeschedule_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_feeschedule
    ADD CONSTRAINT money_feeschedule_pkey PRIMARY KEY (id);


--
-- Name: money_guarantee money_guarantee_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_pkey PRIMARY KEY (id);


--
-- Name: money_guarantee money_guarantee_release_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_release_document_id_key UNIQUE (release_document_id);


--
-- Name: money_guaranteerequirement money_guaranteerequirement_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guaranteerequirement
    ADD CONSTRAINT money_guaranteerequirement_pkey PRIMARY KEY (id);


--
-- Name: money_historicalguarantee money_historicalguarantee_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_historicalguarantee
    ADD CONSTRAINT money_historicalguarantee_pkey PRIMARY KEY (history_id);


--
-- Name: money_historicalguaranteerequirement money_historicalguaranteerequirement_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_historicalguaranteerequirement
    ADD CONSTRAINT money_historicalguaranteerequirement_pkey PRIMARY KEY (history_id);


--
-- Name: money_invoice money_invoice_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoice
    ADD CONSTRAINT money_invoice_document_id_key UNIQUE (document_id);


--
-- Name: money_invoice money_invoice_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoice
    ADD CONSTRAINT money_invoice_pkey PRIMARY KEY (id);


--
-- Name: money_invoiceline money_invoiceline_entry_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoiceline
    ADD CONSTRAINT money_invoiceline_entry_id_key UNIQUE (entry_id);


--
-- Name: money_invoiceline money_invoiceline_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoiceline
    ADD CONSTRAINT money_invoiceline_pkey PRIMARY KEY (id);


--
-- Name: money_draw money_one_draw_per_notice; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_one_draw_per_notice UNIQUE (maintenance_notice_id);


--
-- Name: notifications_notification notifications_notification_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications_notification
    ADD CONSTRAINT notifications_notification_pkey PRIMARY KEY (id);


--
-- Name: notifications_notification notifications_once_per_event_and_address; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications_notification
    ADD CONSTRAINT notifications_once_per_event_and_address UNIQUE (event_key, address);


--
-- Name: money_guaranteerequirement one_requirement_each; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guaranteerequirement
    ADD CONSTRAINT one_requirement_each UNIQUE (project_id, purpose);


--
-- Name: inspections_practice practice_code_per_subject; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practice
    ADD CONSTRAINT practice_code_per_subject UNIQUE (subject_type_id, subject_id, code);


--
-- Name: registry_historicalownership registry_historicalownership_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_historicalownership
    ADD CONSTRAINT registry_historicalownership_pkey PRIMARY KEY (history_id);


--
-- Name: registry_historicalparty registry_historicalparty_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_historicalparty
    ADD CONSTRAINT registry_historicalparty_pkey PRIMARY KEY (history_id);


--
-- Name: registry_historicalproperty registry_historicalproperty_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_historicalproperty
    ADD CONSTRAINT registry_historicalproperty_pkey PRIMARY KEY (history_id);


--
-- Name: registry_ownership registry_ownership_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_ownership
    ADD CONSTRAINT registry_ownership_pkey PRIMARY KEY (id);


--
-- Name: registry_party registry_party_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_party
    ADD CONSTRAINT registry_party_pkey PRIMARY KEY (id);


--
-- Name: registry_property registry_property_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_property
    ADD CONSTRAINT registry_property_pkey PRIMARY KEY (id);


--
-- Name: registry_rollimport registry_rollimport_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_rollimport
    ADD CONSTRAINT registry_rollimport_pkey PRIMARY KEY (id);


--
-- Name: registry_street registry_street_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_street
    ADD CONSTRAINT registry_street_pkey PRIMARY KEY (id);


--
-- Name: deadlines_reminder reminder_once_per_kind_and_due; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_reminder
    ADD CONSTRAINT reminder_once_per_kind_and_due UNIQUE (deadline_id, kind, due_at);


--
-- Name: reports_adjustment reports_adjustment_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_adjustment
    ADD CONSTRAINT reports_adjustment_once UNIQUE (period_start, period_end, figure);


--
-- Name: reports_adjustment reports_adjustment_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_adjustment
    ADD CONSTRAINT reports_adjustment_pkey PRIMARY KEY (id);


--
-- Name: reports_historicaladjustment reports_historicaladjustment_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_historicaladjustment
    ADD CONSTRAINT reports_historicaladjustment_pkey PRIMARY KEY (history_id);


--
-- Name: reports_issuedreport reports_issued_version_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_issuedreport
    ADD CONSTRAINT reports_issued_version_once UNIQUE (period_start, period_end, version);


--
-- Name: reports_issuedreport reports_issuedreport_document_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_issuedreport
    ADD CONSTRAINT reports_issuedreport_document_id_key UNIQUE (document_id);


--
-- Name: reports_issuedreport reports_issuedreport_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_issuedreport
    ADD CONSTRAINT reports_issuedreport_pkey PRIMARY KEY (id);


--
-- Name: reports_searchentry reports_searchentry_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_searchentry
    ADD CONSTRAINT reports_searchentry_pkey PRIMARY KEY (id);


--
-- Name: reports_storedfigure reports_stored_figure_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_storedfigure
    ADD CONSTRAINT reports_stored_figure_once UNIQUE (period, key);


--
-- Name: reports_storedfigure reports_storedfigure_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_storedfigure
    ADD CONSTRAINT reports_storedfigure_pkey PRIMARY KEY (id);


--
-- Name: reports_tablestamp reports_table_stamp_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_tablestamp
    ADD CONSTRAINT reports_table_stamp_once UNIQUE (table_name, xid);


--
-- Name: reports_tablestamp reports_tablestamp_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_tablestamp
    ADD CONSTRAINT reports_tablestamp_pkey PRIMARY KEY (id);


--
-- Name: reports_tmdlapproval reports_tmdlapproval_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_tmdlapproval
    ADD CONSTRAINT reports_tmdlapproval_pkey PRIMARY KEY (id);


--
-- Name: reports_searchentry search_entry_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_searchentry
    ADD CONSTRAINT search_entry_once UNIQUE (kind, object_id);


--
-- Name: security_forbiddentally security_forbidden_once_a_minute_per_person; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_forbiddentally
    ADD CONSTRAINT security_forbidden_once_a_minute_per_person UNIQUE (who, minute);


--
-- Name: security_forbiddentally security_forbiddentally_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_forbiddentally
    ADD CONSTRAINT security_forbiddentally_event_id_key UNIQUE (event_id);


--
-- Name: security_forbiddentally security_forbiddentally_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_forbiddentally
    ADD CONSTRAINT security_forbiddentally_pkey PRIMARY KEY (id);


--
-- Name: security_limitcount security_limitcount_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_limitcount
    ADD CONSTRAINT security_limitcount_key_key UNIQUE (key);


--
-- Name: security_limitcount security_limitcount_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_limitcount
    ADD CONSTRAINT security_limitcount_pkey PRIMARY KEY (id);


--
-- Name: security_securityevent security_securityevent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_securityevent
    ADD CONSTRAINT security_securityevent_pkey PRIMARY KEY (id);


--
-- Name: inspections_sitelog site_log_one_per_subject; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelog
    ADD CONSTRAINT site_log_one_per_subject UNIQUE (subject_type_id, subject_id);


--
-- Name: inspections_stormevent storm_once_per_moment; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_stormevent
    ADD CONSTRAINT storm_once_per_moment UNIQUE (log_id, ended_at);


--
-- Name: swppp_checklistitem swppp_checklistitem_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_checklistitem
    ADD CONSTRAINT swppp_checklistitem_code_key UNIQUE (code);


--
-- Name: swppp_checklistitem swppp_checklistitem_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_checklistitem
    ADD CONSTRAINT swppp_checklistitem_pkey PRIMARY KEY (id);


--
-- Name: swppp_contractor swppp_contractor_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractor
    ADD CONSTRAINT swppp_contractor_pkey PRIMARY KEY (id);


--
-- Name: swppp_contractorcertification swppp_contractorcertification_invitation_id_73e5af88_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorcertification
    ADD CONSTRAINT swppp_contractorcertification_invitation_id_73e5af88_uniq UNIQUE (invitation_id);


--
-- Name: swppp_contractorcertification swppp_contractorcertification_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorcertification
    ADD CONSTRAINT swppp_contractorcertification_pkey PRIMARY KEY (id);


--
-- Name: swppp_contractorinvitation swppp_contractorinvitation_link_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorinvitation
    ADD CONSTRAINT swppp_contractorinvitation_link_id_key UNIQUE (link_id);


--
-- Name: swppp_contractorinvitation swppp_contractorinvitation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorinvitation
    ADD CONSTRAINT swppp_contractorinvitation_pkey PRIMARY KEY (id);


--
-- Name: swppp_engineerapproval swppp_engineerapproval_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_engineerapproval
    ADD CONSTRAINT swppp_engineerapproval_pkey PRIMARY KEY (id);


--
-- Name: swppp_finding swppp_finding_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_finding
    ADD CONSTRAINT swppp_finding_pkey PRIMARY KEY (id);


--
-- Name: swppp_findingresponse swppp_findingresponse_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_findingresponse
    ADD CONSTRAINT swppp_findingresponse_pkey PRIMARY KEY (id);


--
-- Name: swppp_historicalchecklistitem swppp_historicalchecklistitem_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalchecklistitem
    ADD CONSTRAINT swppp_historicalchecklistitem_pkey PRIMARY KEY (history_id);


--
-- Name: swppp_historicalmaintenanceinstrument swppp_historicalmaintenanceinstrument_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalmaintenanceinstrument
    ADD CONSTRAINT swppp_historicalmaintenanceinstrument_pkey PRIMARY KEY (history_id);


--
-- Name: swppp_historicalproject swppp_historicalproject_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalproject
    ADD CONSTRAINT swppp_historicalproject_pkey PRIMARY KEY (history_id);


--
-- Name: swppp_historicalsitecorrection swppp_historicalsitecorrection_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalsitecorrection
    ADD CONSTRAINT swppp_historicalsitecorrection_pkey PRIMARY KEY (history_id);


--
-- Name: swppp_historicalsubmission swppp_historicalsubmission_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalsubmission
    ADD CONSTRAINT swppp_historicalsubmission_pkey PRIMARY KEY (history_id);


--
-- Name: swppp_itemanswer swppp_itemanswer_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer
    ADD CONSTRAINT swppp_itemanswer_pkey PRIMARY KEY (id);


--
-- Name: swppp_itemanswer_uploads swppp_itemanswer_uploads_itemanswer_id_upload_id_e81b3a34_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer_uploads
    ADD CONSTRAINT swppp_itemanswer_uploads_itemanswer_id_upload_id_e81b3a34_uniq UNIQUE (itemanswer_id, upload_id);


--
-- Name: swppp_itemanswer_uploads swppp_itemanswer_uploads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer_uploads
    ADD CONSTRAINT swppp_itemanswer_uploads_pkey PRIMARY KEY (id);


--
-- Name: swppp_maintenanceinstrument swppp_maintenanceinstrument_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_maintenanceinstrument
    ADD CONSTRAINT swppp_maintenanceinstrument_pkey PRIMARY KEY (id);


--
-- Name: swppp_itemanswer swppp_one_answer_per_item; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer
    ADD CONSTRAINT swppp_one_answer_per_item UNIQUE (submission_id, item_id);


--
-- Name: swppp_finding swppp_one_finding_per_item; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_finding
    ADD CONSTRAINT swppp_one_finding_per_item UNIQUE (submission_id, item_id);


--
-- Name: swppp_findingresponse swppp_one_response_per_finding; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_findingresponse
    ADD CONSTRAINT swppp_one_response_per_finding UNIQUE (submission_id, finding_id);


--
-- Name: swppp_submission swppp_one_row_per_version; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_one_row_per_version UNIQUE (project_id, version);


--
-- Name: swppp_professionalsignature swppp_professionalsignature_link_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_professionalsignature
    ADD CONSTRAINT swppp_professionalsignature_link_id_key UNIQUE (link_id);


--
-- Name: swppp_professionalsignature swppp_professionalsignature_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_professionalsignature
    ADD CONSTRAINT swppp_professionalsignature_pkey PRIMARY KEY (id);


--
-- Name: swppp_project swppp_project_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_pkey PRIMARY KEY (id);


--
-- Name: swppp_project swppp_project_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_reference_key UNIQUE (reference);


--
-- Name: swppp_reviewcomment swppp_reviewcomment_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewcomment
    ADD CONSTRAINT swppp_reviewcomment_pkey PRIMARY KEY (id);


--
-- Name: swppp_reviewingbody swppp_reviewingbody_kind_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewingbody
    ADD CONSTRAINT swppp_reviewingbody_kind_key UNIQUE (kind);


--
-- Name: swppp_reviewingbody_members swppp_reviewingbody_memb_reviewingbody_id_user_id_262e3684_uniq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewingbody_members
    ADD CONSTRAINT swppp_reviewingbody_memb_reviewingbody_id_user_id_262e3684_uniq UNIQUE (reviewingbody_id, user_id);


--
-- Name: swppp_reviewingbody_members swppp_reviewingbody_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewingbody_members
    ADD CONSTRAINT swppp_reviewingbody_members_pkey PRIMARY KEY (id);


--
-- Name: swppp_reviewingbody swppp_reviewingbody_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewingbody
    ADD CONSTRAINT swppp_reviewingbody_pkey PRIMARY KEY (id);


--
-- Name: swppp_sitecorrection swppp_sitecorrection_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_sitecorrection
    ADD CONSTRAINT swppp_sitecorrection_pkey PRIMARY KEY (id);


--
-- Name: swppp_submission swppp_submission_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_pkey PRIMARY KEY (id);


--
-- Name: reports_tmdlapproval tmdl_approval_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_tmdlapproval
    ADD CONSTRAINT tmdl_approval_once UNIQUE (water_body, pollutant, approved_on);


--
-- Name: usersessions_usersession usersessions_usersession_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.usersessions_usersession
    ADD CONSTRAINT usersessions_usersession_pkey PRIMARY KEY (id);


--
-- Name: usersessions_usersession usersessions_usersession_session_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.usersessions_usersession
    ADD CONSTRAINT usersessions_usersession_session_key_key UNIQUE (session_key);


--
-- Name: account_emailaddress_email_03be32b2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX account_emailaddress_email_03be32b2 ON public.account_emailaddress USING btree (email);


--
-- Name: account_emailaddress_email_03be32b2_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX account_emailaddress_email_03be32b2_like ON public.account_emailaddress USING btree (email varchar_pattern_ops);


--
-- Name: account_emailaddress_user_id_2c513194; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX account_emailaddress_user_id_2c513194 ON public.account_emailaddress USING btree (user_id);


--
-- Name: account_emailconfirmation_email_address_id_5b7f8c58; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX account_emailconfirmation_email_address_id_5b7f8c58 ON public.account_emailconfirmation USING btree (email_address_id);


--
-- Name: account_emailconfirmation_key_f43612bd_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX account_emailconfirmation_key_f43612bd_like ON public.account_emailconfirmation USING btree (key varchar_pattern_ops);


--
-- Name: accounts_historicaluser_email_ae72eda2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_email_ae72eda2 ON public.accounts_historicaluser USING btree (email);


--
-- Name: accounts_historicaluser_email_ae72eda2_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_email_ae72eda2_like ON public.accounts_historicaluser USING btree (email varchar_pattern_ops);


--
-- Name: accounts_historicaluser_groups_group_id_3411bc7a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_groups_group_id_3411bc7a ON public.accounts_historicaluser_groups USING btree (group_id);


--
-- Name: accounts_historicaluser_groups_history_id_470236f2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_groups_history_id_470236f2 ON public.accounts_historicaluser_groups USING btree (history_id);


--
-- Name: accounts_historicaluser_groups_id_ecb6af8b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_groups_id_ecb6af8b ON public.accounts_historicaluser_groups USING btree (id);


--
-- Name: accounts_historicaluser_groups_user_id_76c806e4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_groups_user_id_76c806e4 ON public.accounts_historicaluser_groups USING btree (user_id);


--
-- Name: accounts_historicaluser_history_date_94c91976; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_history_date_94c91976 ON public.accounts_historicaluser USING btree (history_date);


--
-- Name: accounts_historicaluser_history_user_id_db1b2c5f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_history_user_id_db1b2c5f ON public.accounts_historicaluser USING btree (history_user_id);


--
-- Name: accounts_historicaluser_id_d7601895; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_id_d7601895 ON public.accounts_historicaluser USING btree (id);


--
-- Name: accounts_historicaluser_signature_image_id_b96ea8da; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_historicaluser_signature_image_id_b96ea8da ON public.accounts_historicaluser USING btree (signature_image_id);


--
-- Name: accounts_user_email_b2644a56_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_user_email_b2644a56_like ON public.accounts_user USING btree (email varchar_pattern_ops);


--
-- Name: accounts_user_groups_group_id_bd11a704; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_user_groups_group_id_bd11a704 ON public.accounts_user_groups USING btree (group_id);


--
-- Name: accounts_user_groups_user_id_52b62117; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_user_groups_user_id_52b62117 ON public.accounts_user_groups USING btree (user_id);


--
-- Name: accounts_user_signature_image_id_7bcd9e44; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_user_signature_image_id_7bcd9e44 ON public.accounts_user USING btree (signature_image_id);


--
-- Name: accounts_user_user_permissions_permission_id_113bb443; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_user_user_permissions_permission_id_113bb443 ON public.accounts_user_user_permissions USING btree (permission_id);


--
-- Name: accounts_user_user_permissions_user_id_e4f0a161; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_user_user_permissions_user_id_e4f0a161 ON public.accounts_user_user_permissions USING btree (user_id);


--
-- Name: api_apitoken_digest_42d9074b_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX api_apitoken_digest_42d9074b_like ON public.api_apitoken USING btree (digest varchar_pattern_ops);


--
-- Name: api_apitoken_user_id_9cffaf33; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX api_apitoken_user_id_9cffaf33 ON public.api_apitoken USING btree (user_id);


--
-- Name: appeal_decided_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX appeal_decided_idx ON public.enforcement_appeal USING btree (decided_on DESC, id DESC);


--
-- Name: appeal_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX appeal_search ON public.enforcement_appeal USING gin (to_tsvector('english'::regconfig, COALESCE(grounds, ''::text)));


--
-- Name: appeal_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX appeal_state_idx ON public.enforcement_appeal USING btree (state, received_at);


--
-- Name: audit_auditevent_actor_id_270bb4b7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_auditevent_actor_id_270bb4b7 ON public.audit_auditevent USING btree (actor_id);


--
-- Name: audit_auditevent_subject_type_id_a4ecf56f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_auditevent_subject_type_id_a4ecf56f ON public.audit_auditevent USING btree (subject_type_id);


--
-- Name: audit_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_subject_idx ON public.audit_auditevent USING btree (subject_type_id, subject_id, at DESC);


--
-- Name: auth_group_name_a6ea08ec_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auth_group_name_a6ea08ec_like ON public.auth_group USING btree (name varchar_pattern_ops);


--
-- Name: auth_group_permissions_group_id_b120cbf9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auth_group_permissions_group_id_b120cbf9 ON public.auth_group_permissions USING btree (group_id);


--
-- Name: auth_group_permissions_permission_id_84c5c92e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auth_group_permissions_permission_id_84c5c92e ON public.auth_group_permissions USING btree (permission_id);


--
-- Name: auth_permission_content_type_id_2f476e4b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auth_permission_content_type_id_2f476e4b ON public.auth_permission USING btree (content_type_id);


--
-- Name: bodies_body_chair_id_4d0fb18f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_body_chair_id_4d0fb18f ON public.bodies_body USING btree (chair_id);


--
-- Name: bodies_body_clerk_id_226fc739; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_body_clerk_id_226fc739 ON public.bodies_body USING btree (clerk_id);


--
-- Name: bodies_body_kind_705cac73_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_body_kind_705cac73_like ON public.bodies_body USING btree (kind varchar_pattern_ops);


--
-- Name: bodies_body_name_1901a2fc_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_body_name_1901a2fc_like ON public.bodies_body USING btree (name varchar_pattern_ops);


--
-- Name: bodies_historicalbody_chair_id_c3a44f9e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_chair_id_c3a44f9e ON public.bodies_historicalbody USING btree (chair_id);


--
-- Name: bodies_historicalbody_clerk_id_fe021769; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_clerk_id_fe021769 ON public.bodies_historicalbody USING btree (clerk_id);


--
-- Name: bodies_historicalbody_history_date_eb5538c5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_history_date_eb5538c5 ON public.bodies_historicalbody USING btree (history_date);


--
-- Name: bodies_historicalbody_history_user_id_3323ef0d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_history_user_id_3323ef0d ON public.bodies_historicalbody USING btree (history_user_id);


--
-- Name: bodies_historicalbody_id_17cb7c48; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_id_17cb7c48 ON public.bodies_historicalbody USING btree (id);


--
-- Name: bodies_historicalbody_kind_d26a539c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_kind_d26a539c ON public.bodies_historicalbody USING btree (kind);


--
-- Name: bodies_historicalbody_kind_d26a539c_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_kind_d26a539c_like ON public.bodies_historicalbody USING btree (kind varchar_pattern_ops);


--
-- Name: bodies_historicalbody_name_f209fe18; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_name_f209fe18 ON public.bodies_historicalbody USING btree (name);


--
-- Name: bodies_historicalbody_name_f209fe18_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalbody_name_f209fe18_like ON public.bodies_historicalbody USING btree (name varchar_pattern_ops);


--
-- Name: bodies_historicalmeeting_body_id_e3d80379; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmeeting_body_id_e3d80379 ON public.bodies_historicalmeeting USING btree (body_id);


--
-- Name: bodies_historicalmeeting_history_date_8e527a13; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmeeting_history_date_8e527a13 ON public.bodies_historicalmeeting USING btree (history_date);


--
-- Name: bodies_historicalmeeting_history_user_id_d338031a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmeeting_history_user_id_d338031a ON public.bodies_historicalmeeting USING btree (history_user_id);


--
-- Name: bodies_historicalmeeting_id_0a0fe8c7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmeeting_id_0a0fe8c7 ON public.bodies_historicalmeeting USING btree (id);


--
-- Name: bodies_historicalmeeting_recorded_by_id_a15ad815; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmeeting_recorded_by_id_a15ad815 ON public.bodies_historicalmeeting USING btree (recorded_by_id);


--
-- Name: bodies_historicalmembership_body_id_3e5bce27; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmembership_body_id_3e5bce27 ON public.bodies_historicalmembership USING btree (body_id);


--
-- Name: bodies_historicalmembership_history_date_41dc9c31; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmembership_history_date_41dc9c31 ON public.bodies_historicalmembership USING btree (history_date);


--
-- Name: bodies_historicalmembership_history_user_id_2c2f1c6f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmembership_history_user_id_2c2f1c6f ON public.bodies_historicalmembership USING btree (history_user_id);


--
-- Name: bodies_historicalmembership_id_d2353764; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmembership_id_d2353764 ON public.bodies_historicalmembership USING btree (id);


--
-- Name: bodies_historicalmembership_user_id_2df7d4e3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_historicalmembership_user_id_2df7d4e3 ON public.bodies_historicalmembership USING btree (user_id);


--
-- Name: bodies_meeting_body_id_257b65a3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_meeting_body_id_257b65a3 ON public.bodies_meeting USING btree (body_id);


--
-- Name: bodies_meeting_recorded_by_id_bfae85f2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_meeting_recorded_by_id_bfae85f2 ON public.bodies_meeting USING btree (recorded_by_id);


--
-- Name: bodies_membership_body_id_a9257e0c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_membership_body_id_a9257e0c ON public.bodies_membership USING btree (body_id);


--
-- Name: bodies_membership_user_id_960d876b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_membership_user_id_960d876b ON public.bodies_membership USING btree (user_id);


--
-- Name: bodies_membervote_membership_id_a237e356; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_membervote_membership_id_a237e356 ON public.bodies_membervote USING btree (membership_id);


--
-- Name: bodies_membervote_subject_type_id_140325cc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_membervote_subject_type_id_140325cc ON public.bodies_membervote USING btree (subject_type_id);


--
-- Name: bodies_vote_subj; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bodies_vote_subj ON public.bodies_membervote USING btree (subject_type_id, subject_id);


--
-- Name: calendar_historicalofficeclosure_created_by_id_c729c463; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalofficeclosure_created_by_id_c729c463 ON public.calendar_historicalofficeclosure USING btree (created_by_id);


--
-- Name: calendar_historicalofficeclosure_date_9e3422d7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalofficeclosure_date_9e3422d7 ON public.calendar_historicalofficeclosure USING btree (date);


--
-- Name: calendar_historicalofficeclosure_history_date_b55c2837; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalofficeclosure_history_date_b55c2837 ON public.calendar_historicalofficeclosure USING btree (history_date);


--
-- Name: calendar_historicalofficeclosure_history_user_id_b08407bb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalofficeclosure_history_user_id_b08407bb ON public.calendar_historicalofficeclosure USING btree (history_user_id);


--
-- Name: calendar_historicalofficeclosure_id_9631b6f7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalofficeclosure_id_9631b6f7 ON public.calendar_historicalofficeclosure USING btree (id);


--
-- Name: calendar_historicalproclaimedholiday_created_by_id_79991cfa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalproclaimedholiday_created_by_id_79991cfa ON public.calendar_historicalproclaimedholiday USING btree (created_by_id);


--
-- Name: calendar_historicalproclaimedholiday_date_b340c622; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalproclaimedholiday_date_b340c622 ON public.calendar_historicalproclaimedholiday USING btree (date);


--
-- Name: calendar_historicalproclaimedholiday_history_date_e712d248; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalproclaimedholiday_history_date_e712d248 ON public.calendar_historicalproclaimedholiday USING btree (history_date);


--
-- Name: calendar_historicalproclaimedholiday_history_user_id_45cfe80d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalproclaimedholiday_history_user_id_45cfe80d ON public.calendar_historicalproclaimedholiday USING btree (history_user_id);


--
-- Name: calendar_historicalproclaimedholiday_id_315810d2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_historicalproclaimedholiday_id_315810d2 ON public.calendar_historicalproclaimedholiday USING btree (id);


--
-- Name: calendar_officeclosure_created_by_id_908a12f8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_officeclosure_created_by_id_908a12f8 ON public.calendar_officeclosure USING btree (created_by_id);


--
-- Name: calendar_proclaimedholiday_created_by_id_9ee69803; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX calendar_proclaimedholiday_created_by_id_9ee69803 ON public.calendar_proclaimedholiday USING btree (created_by_id);


--
-- Name: clock_tally_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clock_tally_due_idx ON public.deadlines_clocktally USING btree (due_date);


--
-- Name: deadline_assignee_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadline_assignee_idx ON public.deadlines_deadline USING btree (responsible_user_id, status, due_at);


--
-- Name: deadline_due_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadline_due_date_idx ON public.deadlines_deadline USING btree (due_date) INCLUDE (id, rule_code, status, due_at, met_at, starts_at);


--
-- Name: deadline_rule_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadline_rule_idx ON public.deadlines_deadline USING btree (rule_code, status, due_at);


--
-- Name: deadline_status_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadline_status_due_idx ON public.deadlines_deadline USING btree (status, due_at);


--
-- Name: deadline_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadline_subject_idx ON public.deadlines_deadline USING btree (subject_type_id, subject_id);


--
-- Name: deadline_unresolved_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadline_unresolved_due_idx ON public.deadlines_deadline USING btree (due_at, id) WHERE ((status)::text = ANY ((ARRAY['open'::character varying, 'paused'::character varying, 'missed'::character varying])::text[]));


--
-- Name: deadline_unresolved_rule_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadline_unresolved_rule_idx ON public.deadlines_deadline USING btree (rule_code, due_at) INCLUDE (id) WHERE ((status)::text = ANY ((ARRAY['open'::character varying, 'paused'::character varying, 'missed'::character varying])::text[]));


--
-- Name: deadlines_deadline_responsible_user_id_1480ed54; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_deadline_responsible_user_id_1480ed54 ON public.deadlines_deadline USING btree (responsible_user_id);


--
-- Name: deadlines_deadline_subject_type_id_a0e70487; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_deadline_subject_type_id_a0e70487 ON public.deadlines_deadline USING btree (subject_type_id);


--
-- Name: deadlines_historicaldeadline_history_date_7cad70e1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicaldeadline_history_date_7cad70e1 ON public.deadlines_historicaldeadline USING btree (history_date);


--
-- Name: deadlines_historicaldeadline_history_user_id_9196d14a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicaldeadline_history_user_id_9196d14a ON public.deadlines_historicaldeadline USING btree (history_user_id);


--
-- Name: deadlines_historicaldeadline_id_01367e76; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicaldeadline_id_01367e76 ON public.deadlines_historicaldeadline USING btree (id);


--
-- Name: deadlines_historicaldeadline_responsible_user_id_4406976c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicaldeadline_responsible_user_id_4406976c ON public.deadlines_historicaldeadline USING btree (responsible_user_id);


--
-- Name: deadlines_historicaldeadline_subject_type_id_8841a26f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicaldeadline_subject_type_id_8841a26f ON public.deadlines_historicaldeadline USING btree (subject_type_id);


--
-- Name: deadlines_historicalpolicysetting_history_date_b6bf4413; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicalpolicysetting_history_date_b6bf4413 ON public.deadlines_historicalpolicysetting USING btree (history_date);


--
-- Name: deadlines_historicalpolicysetting_history_user_id_d9add4ab; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicalpolicysetting_history_user_id_d9add4ab ON public.deadlines_historicalpolicysetting USING btree (history_user_id);


--
-- Name: deadlines_historicalpolicysetting_id_919142c2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicalpolicysetting_id_919142c2 ON public.deadlines_historicalpolicysetting USING btree (id);


--
-- Name: deadlines_historicalpolicysetting_rule_code_354eaaf3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicalpolicysetting_rule_code_354eaaf3 ON public.deadlines_historicalpolicysetting USING btree (rule_code);


--
-- Name: deadlines_historicalpolicysetting_rule_code_354eaaf3_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_historicalpolicysetting_rule_code_354eaaf3_like ON public.deadlines_historicalpolicysetting USING btree (rule_code varchar_pattern_ops);


--
-- Name: deadlines_policysetting_rule_code_7938340e_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_policysetting_rule_code_7938340e_like ON public.deadlines_policysetting USING btree (rule_code varchar_pattern_ops);


--
-- Name: deadlines_reminder_deadline_id_fc0a4d89; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_reminder_deadline_id_fc0a4d89 ON public.deadlines_reminder USING btree (deadline_id);


--
-- Name: deadlines_sweepheartbeat_name_0ba47914_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deadlines_sweepheartbeat_name_0ba47914_like ON public.deadlines_sweepheartbeat USING btree (name varchar_pattern_ops);


--
-- Name: django_admin_log_content_type_id_c4bce8eb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_admin_log_content_type_id_c4bce8eb ON public.django_admin_log USING btree (content_type_id);


--
-- Name: django_admin_log_user_id_c564eba6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_admin_log_user_id_c564eba6 ON public.django_admin_log USING btree (user_id);


--
-- Name: django_celery_beat_periodictask_clocked_id_47a69f82; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_celery_beat_periodictask_clocked_id_47a69f82 ON public.django_celery_beat_periodictask USING btree (clocked_id);


--
-- Name: django_celery_beat_periodictask_crontab_id_d3cba168; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_celery_beat_periodictask_crontab_id_d3cba168 ON public.django_celery_beat_periodictask USING btree (crontab_id);


--
-- Name: django_celery_beat_periodictask_interval_id_a8ca27da; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_celery_beat_periodictask_interval_id_a8ca27da ON public.django_celery_beat_periodictask USING btree (interval_id);


--
-- Name: django_celery_beat_periodictask_name_265a36b7_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_celery_beat_periodictask_name_265a36b7_like ON public.django_celery_beat_periodictask USING btree (name varchar_pattern_ops);


--
-- Name: django_celery_beat_periodictask_solar_id_a87ce72c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_celery_beat_periodictask_solar_id_a87ce72c ON public.django_celery_beat_periodictask USING btree (solar_id);


--
-- Name: django_session_expire_date_a5c62663; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_session_expire_date_a5c62663 ON public.django_session USING btree (expire_date);


--
-- Name: django_session_session_key_c0390e0f_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX django_session_session_key_c0390e0f_like ON public.django_session USING btree (session_key varchar_pattern_ops);


--
-- Name: documents_issued_kind; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_issued_kind ON public.documents_issueddocument USING btree (kind, issued_at DESC);


--
-- Name: documents_issued_subject; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_issued_subject ON public.documents_issueddocument USING btree (subject_type_id, subject_id);


--
-- Name: documents_issueddocument_issued_by_id_5137e070; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_issueddocument_issued_by_id_5137e070 ON public.documents_issueddocument USING btree (issued_by_id);


--
-- Name: documents_issueddocument_number_a19e0003_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_issueddocument_number_a19e0003_like ON public.documents_issueddocument USING btree (number varchar_pattern_ops);


--
-- Name: documents_issueddocument_subject_type_id_27a919f7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_issueddocument_subject_type_id_27a919f7 ON public.documents_issueddocument USING btree (subject_type_id);


--
-- Name: documents_upload_by; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_upload_by ON public.documents_upload USING btree (uploaded_by_id, uploaded_at DESC);


--
-- Name: documents_upload_subject; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_upload_subject ON public.documents_upload USING btree (subject_type_id, subject_id);


--
-- Name: documents_upload_subject_type_id_3169a751; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_upload_subject_type_id_3169a751 ON public.documents_upload USING btree (subject_type_id);


--
-- Name: documents_upload_uploaded_by_id_cce596ee; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_upload_uploaded_by_id_cce596ee ON public.documents_upload USING btree (uploaded_by_id);


--
-- Name: enforcement_abatementcost_action_id_2bb13dc8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_abatementcost_action_id_2bb13dc8 ON public.enforcement_abatementcost USING btree (action_id);


--
-- Name: enforcement_abatementcost_charged_to_id_b2340907; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_abatementcost_charged_to_id_b2340907 ON public.enforcement_abatementcost USING btree (charged_to_id);


--
-- Name: enforcement_abatementcost_recorded_by_id_61c32b65; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_abatementcost_recorded_by_id_61c32b65 ON public.enforcement_abatementcost USING btree (recorded_by_id);


--
-- Name: enforcement_abatementcost_summary_id_89149b6c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_abatementcost_summary_id_89149b6c ON public.enforcement_abatementcost USING btree (summary_id);


--
-- Name: enforcement_addressee_notice_id_75a91124; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_addressee_notice_id_75a91124 ON public.enforcement_addressee USING btree (notice_id);


--
-- Name: enforcement_addressee_party_id_ca817388; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_addressee_party_id_ca817388 ON public.enforcement_addressee USING btree (party_id);


--
-- Name: enforcement_alternativeremedy_concurred_by_id_eb39c164; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_alternativeremedy_concurred_by_id_eb39c164 ON public.enforcement_alternativeremedy USING btree (concurred_by_id);


--
-- Name: enforcement_alternativeremedy_recommended_by_id_cd1157ff; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_alternativeremedy_recommended_by_id_cd1157ff ON public.enforcement_alternativeremedy USING btree (recommended_by_id);


--
-- Name: enforcement_alternativeremedy_violation_id_dbcd14df; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_alternativeremedy_violation_id_dbcd14df ON public.enforcement_alternativeremedy USING btree (violation_id);


--
-- Name: enforcement_appeal_appellant_id_3dcc6a42; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appeal_appellant_id_3dcc6a42 ON public.enforcement_appeal USING btree (appellant_id);


--
-- Name: enforcement_appeal_decided_by_id_cba1e8f1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appeal_decided_by_id_cba1e8f1 ON public.enforcement_appeal USING btree (decided_by_id);


--
-- Name: enforcement_appeal_filed_by_id_9e6440f3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appeal_filed_by_id_9e6440f3 ON public.enforcement_appeal USING btree (filed_by_id);


--
-- Name: enforcement_appeal_meeting_id_4b7eba11; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appeal_meeting_id_4b7eba11 ON public.enforcement_appeal USING btree (meeting_id);


--
-- Name: enforcement_appeal_notice_id_418a5ba8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appeal_notice_id_418a5ba8 ON public.enforcement_appeal USING btree (notice_id);


--
-- Name: enforcement_appeal_reference_8c1dfe8a_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appeal_reference_8c1dfe8a_like ON public.enforcement_appeal USING btree (reference varchar_pattern_ops);


--
-- Name: enforcement_appeal_scheduled_by_id_96ad165a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appeal_scheduled_by_id_96ad165a ON public.enforcement_appeal USING btree (scheduled_by_id);


--
-- Name: enforcement_appealpolicy_chapter_1fc8ae3a_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appealpolicy_chapter_1fc8ae3a_like ON public.enforcement_appealpolicy USING btree (chapter varchar_pattern_ops);


--
-- Name: enforcement_appellant_addressee_id_32609dbe; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appellant_addressee_id_32609dbe ON public.enforcement_appellant USING btree (addressee_id);


--
-- Name: enforcement_appellant_appeal_id_9c84e3f7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appellant_appeal_id_9c84e3f7 ON public.enforcement_appellant USING btree (appeal_id);


--
-- Name: enforcement_appellant_filed_by_id_92ed9708; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appellant_filed_by_id_92ed9708 ON public.enforcement_appellant USING btree (filed_by_id);


--
-- Name: enforcement_appellant_party_id_fd8109e2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_appellant_party_id_fd8109e2 ON public.enforcement_appellant USING btree (party_id);


--
-- Name: enforcement_correctiveaction_notice_id_76eb29fa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_correctiveaction_notice_id_76eb29fa ON public.enforcement_correctiveaction USING btree (notice_id);


--
-- Name: enforcement_correctiveaction_opened_by_id_c01ebdfb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_correctiveaction_opened_by_id_c01ebdfb ON public.enforcement_correctiveaction USING btree (opened_by_id);


--
-- Name: enforcement_evidence_recorded_by_id_8ce2a0a0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_evidence_recorded_by_id_8ce2a0a0 ON public.enforcement_evidence USING btree (recorded_by_id);


--
-- Name: enforcement_evidence_source_type_id_0dd22d3e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_evidence_source_type_id_0dd22d3e ON public.enforcement_evidence USING btree (source_type_id);


--
-- Name: enforcement_evidence_upload_id_010ad787; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_evidence_upload_id_010ad787 ON public.enforcement_evidence USING btree (upload_id);


--
-- Name: enforcement_evidence_violation_id_81273d1b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_evidence_violation_id_81273d1b ON public.enforcement_evidence USING btree (violation_id);


--
-- Name: enforcement_hearingnotice_appeal_id_713a5ac2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_hearingnotice_appeal_id_713a5ac2 ON public.enforcement_hearingnotice USING btree (appeal_id);


--
-- Name: enforcement_hearingnotice_consent_recorded_by_id_03e79ac0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_hearingnotice_consent_recorded_by_id_03e79ac0 ON public.enforcement_hearingnotice USING btree (consent_recorded_by_id);


--
-- Name: enforcement_hearingnoticepolicy_recorded_by_id_7e4f311d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_hearingnoticepolicy_recorded_by_id_7e4f311d ON public.enforcement_hearingnoticepolicy USING btree (recorded_by_id);


--
-- Name: enforcement_hearingnoticepolicy_resolution_c12b6967_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_hearingnoticepolicy_resolution_c12b6967_like ON public.enforcement_hearingnoticepolicy USING btree (resolution varchar_pattern_ops);


--
-- Name: enforcement_historicalabatementcost_action_id_4ae2b02d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalabatementcost_action_id_4ae2b02d ON public.enforcement_historicalabatementcost USING btree (action_id);


--
-- Name: enforcement_historicalabatementcost_charged_to_id_831a6ccd; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalabatementcost_charged_to_id_831a6ccd ON public.enforcement_historicalabatementcost USING btree (charged_to_id);


--
-- Name: enforcement_historicalabatementcost_history_date_5aa5246b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalabatementcost_history_date_5aa5246b ON public.enforcement_historicalabatementcost USING btree (history_date);


--
-- Name: enforcement_historicalabatementcost_history_user_id_a5829b8d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalabatementcost_history_user_id_a5829b8d ON public.enforcement_historicalabatementcost USING btree (history_user_id);


--
-- Name: enforcement_historicalabatementcost_id_ae966739; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalabatementcost_id_ae966739 ON public.enforcement_historicalabatementcost USING btree (id);


--
-- Name: enforcement_historicalabatementcost_recorded_by_id_460a6f1d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalabatementcost_recorded_by_id_460a6f1d ON public.enforcement_historicalabatementcost USING btree (recorded_by_id);


--
-- Name: enforcement_historicalabatementcost_summary_id_733ea5cd; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalabatementcost_summary_id_733ea5cd ON public.enforcement_historicalabatementcost USING btree (summary_id);


--
-- Name: enforcement_historicaladdressee_history_date_aa4d3af0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaladdressee_history_date_aa4d3af0 ON public.enforcement_historicaladdressee USING btree (history_date);


--
-- Name: enforcement_historicaladdressee_history_user_id_4457107f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaladdressee_history_user_id_4457107f ON public.enforcement_historicaladdressee USING btree (history_user_id);


--
-- Name: enforcement_historicaladdressee_id_4999fafe; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaladdressee_id_4999fafe ON public.enforcement_historicaladdressee USING btree (id);


--
-- Name: enforcement_historicaladdressee_notice_id_6d66e61d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaladdressee_notice_id_6d66e61d ON public.enforcement_historicaladdressee USING btree (notice_id);


--
-- Name: enforcement_historicaladdressee_party_id_719652fc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaladdressee_party_id_719652fc ON public.enforcement_historicaladdressee USING btree (party_id);


--
-- Name: enforcement_historicalalte_concurred_by_id_432119d3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalalte_concurred_by_id_432119d3 ON public.enforcement_historicalalternativeremedy USING btree (concurred_by_id);


--
-- Name: enforcement_historicalalte_history_user_id_11a81ff0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalalte_history_user_id_11a81ff0 ON public.enforcement_historicalalternativeremedy USING btree (history_user_id);


--
-- Name: enforcement_historicalalte_recommended_by_id_c2fe50ec; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalalte_recommended_by_id_c2fe50ec ON public.enforcement_historicalalternativeremedy USING btree (recommended_by_id);


--
-- Name: enforcement_historicalalternativeremedy_history_date_c6079793; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalalternativeremedy_history_date_c6079793 ON public.enforcement_historicalalternativeremedy USING btree (history_date);


--
-- Name: enforcement_historicalalternativeremedy_id_f60370eb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalalternativeremedy_id_f60370eb ON public.enforcement_historicalalternativeremedy USING btree (id);


--
-- Name: enforcement_historicalalternativeremedy_violation_id_e96d8d9c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalalternativeremedy_violation_id_e96d8d9c ON public.enforcement_historicalalternativeremedy USING btree (violation_id);


--
-- Name: enforcement_historicalappeal_appellant_id_eae638e5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_appellant_id_eae638e5 ON public.enforcement_historicalappeal USING btree (appellant_id);


--
-- Name: enforcement_historicalappeal_decided_by_id_15fdce87; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_decided_by_id_15fdce87 ON public.enforcement_historicalappeal USING btree (decided_by_id);


--
-- Name: enforcement_historicalappeal_decision_document_id_3392d54c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_decision_document_id_3392d54c ON public.enforcement_historicalappeal USING btree (decision_document_id);


--
-- Name: enforcement_historicalappeal_filed_by_id_32e28d23; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_filed_by_id_32e28d23 ON public.enforcement_historicalappeal USING btree (filed_by_id);


--
-- Name: enforcement_historicalappeal_history_date_416bb250; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_history_date_416bb250 ON public.enforcement_historicalappeal USING btree (history_date);


--
-- Name: enforcement_historicalappeal_history_user_id_a11082f9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_history_user_id_a11082f9 ON public.enforcement_historicalappeal USING btree (history_user_id);


--
-- Name: enforcement_historicalappeal_id_ae7161a8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_id_ae7161a8 ON public.enforcement_historicalappeal USING btree (id);


--
-- Name: enforcement_historicalappeal_meeting_id_50f1f112; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_meeting_id_50f1f112 ON public.enforcement_historicalappeal USING btree (meeting_id);


--
-- Name: enforcement_historicalappeal_notice_id_61b1906e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_notice_id_61b1906e ON public.enforcement_historicalappeal USING btree (notice_id);


--
-- Name: enforcement_historicalappeal_reference_2ebf08c5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_reference_2ebf08c5 ON public.enforcement_historicalappeal USING btree (reference);


--
-- Name: enforcement_historicalappeal_reference_2ebf08c5_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_reference_2ebf08c5_like ON public.enforcement_historicalappeal USING btree (reference varchar_pattern_ops);


--
-- Name: enforcement_historicalappeal_scheduled_by_id_78d6dc85; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappeal_scheduled_by_id_78d6dc85 ON public.enforcement_historicalappeal USING btree (scheduled_by_id);


--
-- Name: enforcement_historicalappealpolicy_chapter_689ea956; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappealpolicy_chapter_689ea956 ON public.enforcement_historicalappealpolicy USING btree (chapter);


--
-- Name: enforcement_historicalappealpolicy_chapter_689ea956_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappealpolicy_chapter_689ea956_like ON public.enforcement_historicalappealpolicy USING btree (chapter varchar_pattern_ops);


--
-- Name: enforcement_historicalappealpolicy_history_date_10998d1b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappealpolicy_history_date_10998d1b ON public.enforcement_historicalappealpolicy USING btree (history_date);


--
-- Name: enforcement_historicalappealpolicy_history_user_id_7f5d8640; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappealpolicy_history_user_id_7f5d8640 ON public.enforcement_historicalappealpolicy USING btree (history_user_id);


--
-- Name: enforcement_historicalappealpolicy_id_c354e0b7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappealpolicy_id_c354e0b7 ON public.enforcement_historicalappealpolicy USING btree (id);


--
-- Name: enforcement_historicalappellant_addressee_id_8f7ca986; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappellant_addressee_id_8f7ca986 ON public.enforcement_historicalappellant USING btree (addressee_id);


--
-- Name: enforcement_historicalappellant_appeal_id_f9672397; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappellant_appeal_id_f9672397 ON public.enforcement_historicalappellant USING btree (appeal_id);


--
-- Name: enforcement_historicalappellant_filed_by_id_9a34d62d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappellant_filed_by_id_9a34d62d ON public.enforcement_historicalappellant USING btree (filed_by_id);


--
-- Name: enforcement_historicalappellant_history_date_0725c795; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappellant_history_date_0725c795 ON public.enforcement_historicalappellant USING btree (history_date);


--
-- Name: enforcement_historicalappellant_history_user_id_93413818; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappellant_history_user_id_93413818 ON public.enforcement_historicalappellant USING btree (history_user_id);


--
-- Name: enforcement_historicalappellant_id_73383138; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappellant_id_73383138 ON public.enforcement_historicalappellant USING btree (id);


--
-- Name: enforcement_historicalappellant_party_id_02c89bf3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalappellant_party_id_02c89bf3 ON public.enforcement_historicalappellant USING btree (party_id);


--
-- Name: enforcement_historicalcorrectiveaction_history_date_ce416843; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalcorrectiveaction_history_date_ce416843 ON public.enforcement_historicalcorrectiveaction USING btree (history_date);


--
-- Name: enforcement_historicalcorrectiveaction_history_user_id_3337318f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalcorrectiveaction_history_user_id_3337318f ON public.enforcement_historicalcorrectiveaction USING btree (history_user_id);


--
-- Name: enforcement_historicalcorrectiveaction_id_48c06f0f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalcorrectiveaction_id_48c06f0f ON public.enforcement_historicalcorrectiveaction USING btree (id);


--
-- Name: enforcement_historicalcorrectiveaction_letter_id_2188dd9f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalcorrectiveaction_letter_id_2188dd9f ON public.enforcement_historicalcorrectiveaction USING btree (letter_id);


--
-- Name: enforcement_historicalcorrectiveaction_notice_id_d349fe66; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalcorrectiveaction_notice_id_d349fe66 ON public.enforcement_historicalcorrectiveaction USING btree (notice_id);


--
-- Name: enforcement_historicalcorrectiveaction_opened_by_id_5fe56230; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalcorrectiveaction_opened_by_id_5fe56230 ON public.enforcement_historicalcorrectiveaction USING btree (opened_by_id);


--
-- Name: enforcement_historicalhe_resolution_891c5f59_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalhe_resolution_891c5f59_like ON public.enforcement_historicalhearingnoticepolicy USING btree (resolution varchar_pattern_ops);


--
-- Name: enforcement_historicalhear_history_user_id_d8a692be; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalhear_history_user_id_d8a692be ON public.enforcement_historicalhearingnoticepolicy USING btree (history_user_id);


--
-- Name: enforcement_historicalhear_recorded_by_id_bd533200; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalhear_recorded_by_id_bd533200 ON public.enforcement_historicalhearingnoticepolicy USING btree (recorded_by_id);


--
-- Name: enforcement_historicalhearingnoticepolicy_history_date_14b7d254; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalhearingnoticepolicy_history_date_14b7d254 ON public.enforcement_historicalhearingnoticepolicy USING btree (history_date);


--
-- Name: enforcement_historicalhearingnoticepolicy_id_cc5a9aa6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalhearingnoticepolicy_id_cc5a9aa6 ON public.enforcement_historicalhearingnoticepolicy USING btree (id);


--
-- Name: enforcement_historicalhearingnoticepolicy_resolution_891c5f59; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalhearingnoticepolicy_resolution_891c5f59 ON public.enforcement_historicalhearingnoticepolicy USING btree (resolution);


--
-- Name: enforcement_historicalnoti_history_user_id_95df2b98; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoti_history_user_id_95df2b98 ON public.enforcement_historicalnoticeofviolation USING btree (history_user_id);


--
-- Name: enforcement_historicalnoticeofviolation_addressee_id_5ad595b5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_addressee_id_5ad595b5 ON public.enforcement_historicalnoticeofviolation USING btree (addressee_id);


--
-- Name: enforcement_historicalnoticeofviolation_document_id_6548c308; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_document_id_6548c308 ON public.enforcement_historicalnoticeofviolation USING btree (document_id);


--
-- Name: enforcement_historicalnoticeofviolation_history_date_775e8e2e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_history_date_775e8e2e ON public.enforcement_historicalnoticeofviolation USING btree (history_date);


--
-- Name: enforcement_historicalnoticeofviolation_id_e2d24939; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_id_e2d24939 ON public.enforcement_historicalnoticeofviolation USING btree (id);


--
-- Name: enforcement_historicalnoticeofviolation_issued_by_id_d4d8d5f6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_issued_by_id_d4d8d5f6 ON public.enforcement_historicalnoticeofviolation USING btree (issued_by_id);


--
-- Name: enforcement_historicalnoticeofviolation_number_3731df6b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_number_3731df6b ON public.enforcement_historicalnoticeofviolation USING btree (number);


--
-- Name: enforcement_historicalnoticeofviolation_number_3731df6b_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_number_3731df6b_like ON public.enforcement_historicalnoticeofviolation USING btree (number varchar_pattern_ops);


--
-- Name: enforcement_historicalnoticeofviolation_supersedes_id_de856027; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_supersedes_id_de856027 ON public.enforcement_historicalnoticeofviolation USING btree (supersedes_id);


--
-- Name: enforcement_historicalnoticeofviolation_violation_id_d3e1c914; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalnoticeofviolation_violation_id_d3e1c914 ON public.enforcement_historicalnoticeofviolation USING btree (violation_id);


--
-- Name: enforcement_historicaloccupancyhold_history_date_e3258d7c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloccupancyhold_history_date_e3258d7c ON public.enforcement_historicaloccupancyhold USING btree (history_date);


--
-- Name: enforcement_historicaloccupancyhold_history_user_id_91444acf; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloccupancyhold_history_user_id_91444acf ON public.enforcement_historicaloccupancyhold USING btree (history_user_id);


--
-- Name: enforcement_historicaloccupancyhold_id_733127bb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloccupancyhold_id_733127bb ON public.enforcement_historicaloccupancyhold USING btree (id);


--
-- Name: enforcement_historicaloccupancyhold_lifted_by_id_71c4b4a6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloccupancyhold_lifted_by_id_71c4b4a6 ON public.enforcement_historicaloccupancyhold USING btree (lifted_by_id);


--
-- Name: enforcement_historicaloccupancyhold_parcel_id_921a7ba4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloccupancyhold_parcel_id_921a7ba4 ON public.enforcement_historicaloccupancyhold USING btree (parcel_id);


--
-- Name: enforcement_historicaloccupancyhold_placed_by_id_04fe177d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloccupancyhold_placed_by_id_04fe177d ON public.enforcement_historicaloccupancyhold USING btree (placed_by_id);


--
-- Name: enforcement_historicaloccupancyhold_violation_id_f61ea0f5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloccupancyhold_violation_id_f61ea0f5 ON public.enforcement_historicaloccupancyhold USING btree (violation_id);


--
-- Name: enforcement_historicaloffense_history_date_b4df391e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloffense_history_date_b4df391e ON public.enforcement_historicaloffense USING btree (history_date);


--
-- Name: enforcement_historicaloffense_history_user_id_29e97b9c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloffense_history_user_id_29e97b9c ON public.enforcement_historicaloffense USING btree (history_user_id);


--
-- Name: enforcement_historicaloffense_id_30911dd5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloffense_id_30911dd5 ON public.enforcement_historicaloffense USING btree (id);


--
-- Name: enforcement_historicaloffense_party_id_4f70f996; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloffense_party_id_4f70f996 ON public.enforcement_historicaloffense USING btree (party_id);


--
-- Name: enforcement_historicaloffense_recorded_by_id_99bbaf7a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloffense_recorded_by_id_99bbaf7a ON public.enforcement_historicaloffense USING btree (recorded_by_id);


--
-- Name: enforcement_historicaloffense_referral_id_8a2a2ce6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloffense_referral_id_8a2a2ce6 ON public.enforcement_historicaloffense USING btree (referral_id);


--
-- Name: enforcement_historicaloffense_violation_id_c5328934; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicaloffense_violation_id_c5328934 ON public.enforcement_historicaloffense USING btree (violation_id);


--
-- Name: enforcement_historicalreferral_history_date_b144eddc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalreferral_history_date_b144eddc ON public.enforcement_historicalreferral USING btree (history_date);


--
-- Name: enforcement_historicalreferral_history_user_id_c406bc8c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalreferral_history_user_id_c406bc8c ON public.enforcement_historicalreferral USING btree (history_user_id);


--
-- Name: enforcement_historicalreferral_id_257f69fc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalreferral_id_257f69fc ON public.enforcement_historicalreferral USING btree (id);


--
-- Name: enforcement_historicalreferral_referred_by_id_0230f5b1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalreferral_referred_by_id_0230f5b1 ON public.enforcement_historicalreferral USING btree (referred_by_id);


--
-- Name: enforcement_historicalreferral_violation_id_4066d313; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalreferral_violation_id_4066d313 ON public.enforcement_historicalreferral USING btree (violation_id);


--
-- Name: enforcement_historicalremedytask_history_date_c5950890; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalremedytask_history_date_c5950890 ON public.enforcement_historicalremedytask USING btree (history_date);


--
-- Name: enforcement_historicalremedytask_history_user_id_cc3930dc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalremedytask_history_user_id_cc3930dc ON public.enforcement_historicalremedytask USING btree (history_user_id);


--
-- Name: enforcement_historicalremedytask_id_857e72ee; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalremedytask_id_857e72ee ON public.enforcement_historicalremedytask USING btree (id);


--
-- Name: enforcement_historicalremedytask_remedy_id_a036884a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalremedytask_remedy_id_a036884a ON public.enforcement_historicalremedytask USING btree (remedy_id);


--
-- Name: enforcement_historicalservedletter_addressee_id_2aefac6b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_addressee_id_2aefac6b ON public.enforcement_historicalservedletter USING btree (addressee_id);


--
-- Name: enforcement_historicalservedletter_document_id_2cf8f9a8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_document_id_2cf8f9a8 ON public.enforcement_historicalservedletter USING btree (document_id);


--
-- Name: enforcement_historicalservedletter_history_date_683674ff; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_history_date_683674ff ON public.enforcement_historicalservedletter USING btree (history_date);


--
-- Name: enforcement_historicalservedletter_history_user_id_4202224f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_history_user_id_4202224f ON public.enforcement_historicalservedletter USING btree (history_user_id);


--
-- Name: enforcement_historicalservedletter_id_b06b0a0b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_id_b06b0a0b ON public.enforcement_historicalservedletter USING btree (id);


--
-- Name: enforcement_historicalservedletter_issued_by_id_7a7f0451; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_issued_by_id_7a7f0451 ON public.enforcement_historicalservedletter USING btree (issued_by_id);


--
-- Name: enforcement_historicalservedletter_number_5938f943; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_number_5938f943 ON public.enforcement_historicalservedletter USING btree (number);


--
-- Name: enforcement_historicalservedletter_number_5938f943_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_number_5938f943_like ON public.enforcement_historicalservedletter USING btree (number varchar_pattern_ops);


--
-- Name: enforcement_historicalservedletter_parcel_id_5b6eba31; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_parcel_id_5b6eba31 ON public.enforcement_historicalservedletter USING btree (parcel_id);


--
-- Name: enforcement_historicalservedletter_subject_type_id_b700cfb9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservedletter_subject_type_id_b700cfb9 ON public.enforcement_historicalservedletter USING btree (subject_type_id);


--
-- Name: enforcement_historicalservicerecord_addressee_id_fa2f9332; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservicerecord_addressee_id_fa2f9332 ON public.enforcement_historicalservicerecord USING btree (addressee_id);


--
-- Name: enforcement_historicalservicerecord_document_id_e62568be; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservicerecord_document_id_e62568be ON public.enforcement_historicalservicerecord USING btree (document_id);


--
-- Name: enforcement_historicalservicerecord_history_date_513921ce; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservicerecord_history_date_513921ce ON public.enforcement_historicalservicerecord USING btree (history_date);


--
-- Name: enforcement_historicalservicerecord_history_user_id_3b8d91be; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservicerecord_history_user_id_3b8d91be ON public.enforcement_historicalservicerecord USING btree (history_user_id);


--
-- Name: enforcement_historicalservicerecord_id_a16d0455; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservicerecord_id_a16d0455 ON public.enforcement_historicalservicerecord USING btree (id);


--
-- Name: enforcement_historicalservicerecord_recorded_by_id_6ce814cd; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalservicerecord_recorded_by_id_6ce814cd ON public.enforcement_historicalservicerecord USING btree (recorded_by_id);


--
-- Name: enforcement_historicalstop_confirming_upload_id_9ab16d21; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstop_confirming_upload_id_9ab16d21 ON public.enforcement_historicalstopworkorder USING btree (confirming_upload_id);


--
-- Name: enforcement_historicalstopworkorder_addressee_id_f4a648e6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_addressee_id_f4a648e6 ON public.enforcement_historicalstopworkorder USING btree (addressee_id);


--
-- Name: enforcement_historicalstopworkorder_document_id_d57b59ef; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_document_id_d57b59ef ON public.enforcement_historicalstopworkorder USING btree (document_id);


--
-- Name: enforcement_historicalstopworkorder_history_date_e1710565; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_history_date_e1710565 ON public.enforcement_historicalstopworkorder USING btree (history_date);


--
-- Name: enforcement_historicalstopworkorder_history_user_id_7e508c76; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_history_user_id_7e508c76 ON public.enforcement_historicalstopworkorder USING btree (history_user_id);


--
-- Name: enforcement_historicalstopworkorder_id_1bd4be51; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_id_1bd4be51 ON public.enforcement_historicalstopworkorder USING btree (id);


--
-- Name: enforcement_historicalstopworkorder_issued_by_id_d8efa148; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_issued_by_id_d8efa148 ON public.enforcement_historicalstopworkorder USING btree (issued_by_id);


--
-- Name: enforcement_historicalstopworkorder_lift_document_id_bfdf1489; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_lift_document_id_bfdf1489 ON public.enforcement_historicalstopworkorder USING btree (lift_document_id);


--
-- Name: enforcement_historicalstopworkorder_lifted_by_id_f3a851b1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_lifted_by_id_f3a851b1 ON public.enforcement_historicalstopworkorder USING btree (lifted_by_id);


--
-- Name: enforcement_historicalstopworkorder_number_b352f18c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_number_b352f18c ON public.enforcement_historicalstopworkorder USING btree (number);


--
-- Name: enforcement_historicalstopworkorder_number_b352f18c_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_number_b352f18c_like ON public.enforcement_historicalstopworkorder USING btree (number varchar_pattern_ops);


--
-- Name: enforcement_historicalstopworkorder_violation_id_fd348b95; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalstopworkorder_violation_id_fd348b95 ON public.enforcement_historicalstopworkorder USING btree (violation_id);


--
-- Name: enforcement_historicalsummaryabatement_history_date_a5435b7e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalsummaryabatement_history_date_a5435b7e ON public.enforcement_historicalsummaryabatement USING btree (history_date);


--
-- Name: enforcement_historicalsummaryabatement_history_user_id_237c4125; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalsummaryabatement_history_user_id_237c4125 ON public.enforcement_historicalsummaryabatement USING btree (history_user_id);


--
-- Name: enforcement_historicalsummaryabatement_id_b771de4e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalsummaryabatement_id_b771de4e ON public.enforcement_historicalsummaryabatement USING btree (id);


--
-- Name: enforcement_historicalsummaryabatement_recorded_by_id_bc4c0ac5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalsummaryabatement_recorded_by_id_bc4c0ac5 ON public.enforcement_historicalsummaryabatement USING btree (recorded_by_id);


--
-- Name: enforcement_historicalsummaryabatement_violation_id_44052f8c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalsummaryabatement_violation_id_44052f8c ON public.enforcement_historicalsummaryabatement USING btree (violation_id);


--
-- Name: enforcement_historicalviolation_found_by_id_51471e87; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_found_by_id_51471e87 ON public.enforcement_historicalviolation USING btree (found_by_id);


--
-- Name: enforcement_historicalviolation_history_date_48c2a550; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_history_date_48c2a550 ON public.enforcement_historicalviolation USING btree (history_date);


--
-- Name: enforcement_historicalviolation_history_user_id_a0823b96; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_history_user_id_a0823b96 ON public.enforcement_historicalviolation USING btree (history_user_id);


--
-- Name: enforcement_historicalviolation_id_6ae374c2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_id_6ae374c2 ON public.enforcement_historicalviolation USING btree (id);


--
-- Name: enforcement_historicalviolation_parcel_id_2da430b8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_parcel_id_2da430b8 ON public.enforcement_historicalviolation USING btree (parcel_id);


--
-- Name: enforcement_historicalviolation_party_id_9d8ed7ac; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_party_id_9d8ed7ac ON public.enforcement_historicalviolation USING btree (party_id);


--
-- Name: enforcement_historicalviolation_reference_319cfe13; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_reference_319cfe13 ON public.enforcement_historicalviolation USING btree (reference);


--
-- Name: enforcement_historicalviolation_reference_319cfe13_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_reference_319cfe13_like ON public.enforcement_historicalviolation USING btree (reference varchar_pattern_ops);


--
-- Name: enforcement_historicalviolation_subject_type_id_faac7eb0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_historicalviolation_subject_type_id_faac7eb0 ON public.enforcement_historicalviolation USING btree (subject_type_id);


--
-- Name: enforcement_noticeofviolat_noticeofviolation_id_0022dbe1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolat_noticeofviolation_id_0022dbe1 ON public.enforcement_noticeofviolation_also_to USING btree (noticeofviolation_id);


--
-- Name: enforcement_noticeofviolat_noticeofviolation_id_b35855cb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolat_noticeofviolation_id_b35855cb ON public.enforcement_noticeofviolation_copied_to USING btree (noticeofviolation_id);


--
-- Name: enforcement_noticeofviolation_addressee_id_affa2658; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolation_addressee_id_affa2658 ON public.enforcement_noticeofviolation USING btree (addressee_id);


--
-- Name: enforcement_noticeofviolation_also_to_party_id_cc60c7ca; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolation_also_to_party_id_cc60c7ca ON public.enforcement_noticeofviolation_also_to USING btree (party_id);


--
-- Name: enforcement_noticeofviolation_copied_to_party_id_e49587ab; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolation_copied_to_party_id_e49587ab ON public.enforcement_noticeofviolation_copied_to USING btree (party_id);


--
-- Name: enforcement_noticeofviolation_issued_by_id_7935f8aa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolation_issued_by_id_7935f8aa ON public.enforcement_noticeofviolation USING btree (issued_by_id);


--
-- Name: enforcement_noticeofviolation_number_ef3f906e_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolation_number_ef3f906e_like ON public.enforcement_noticeofviolation USING btree (number varchar_pattern_ops);


--
-- Name: enforcement_noticeofviolation_violation_id_e0333acb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_noticeofviolation_violation_id_e0333acb ON public.enforcement_noticeofviolation USING btree (violation_id);


--
-- Name: enforcement_occupancyhold_lifted_by_id_a2486f1b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_occupancyhold_lifted_by_id_a2486f1b ON public.enforcement_occupancyhold USING btree (lifted_by_id);


--
-- Name: enforcement_occupancyhold_parcel_id_47ae5f61; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_occupancyhold_parcel_id_47ae5f61 ON public.enforcement_occupancyhold USING btree (parcel_id);


--
-- Name: enforcement_occupancyhold_placed_by_id_db435396; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_occupancyhold_placed_by_id_db435396 ON public.enforcement_occupancyhold USING btree (placed_by_id);


--
-- Name: enforcement_occupancyhold_violation_id_cda56abb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_occupancyhold_violation_id_cda56abb ON public.enforcement_occupancyhold USING btree (violation_id);


--
-- Name: enforcement_offense_party_id_e488cd54; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_offense_party_id_e488cd54 ON public.enforcement_offense USING btree (party_id);


--
-- Name: enforcement_offense_recorded_by_id_1722bf17; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_offense_recorded_by_id_1722bf17 ON public.enforcement_offense USING btree (recorded_by_id);


--
-- Name: enforcement_offense_violation_id_0b84cc7f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_offense_violation_id_0b84cc7f ON public.enforcement_offense USING btree (violation_id);


--
-- Name: enforcement_provision_code_ed9f7068_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_provision_code_ed9f7068_like ON public.enforcement_provision USING btree (code varchar_pattern_ops);


--
-- Name: enforcement_referral_referred_by_id_bd63f0b5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_referral_referred_by_id_bd63f0b5 ON public.enforcement_referral USING btree (referred_by_id);


--
-- Name: enforcement_referral_violation_id_258c599a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_referral_violation_id_258c599a ON public.enforcement_referral USING btree (violation_id);


--
-- Name: enforcement_remedytask_remedy_id_b1b6ca5c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_remedytask_remedy_id_b1b6ca5c ON public.enforcement_remedytask USING btree (remedy_id);


--
-- Name: enforcement_servedletter_addressee_id_bb468562; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servedletter_addressee_id_bb468562 ON public.enforcement_servedletter USING btree (addressee_id);


--
-- Name: enforcement_servedletter_copied_to_party_id_63a04f60; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servedletter_copied_to_party_id_63a04f60 ON public.enforcement_servedletter_copied_to USING btree (party_id);


--
-- Name: enforcement_servedletter_copied_to_servedletter_id_19f49fd9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servedletter_copied_to_servedletter_id_19f49fd9 ON public.enforcement_servedletter_copied_to USING btree (servedletter_id);


--
-- Name: enforcement_servedletter_issued_by_id_e2cb04e4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servedletter_issued_by_id_e2cb04e4 ON public.enforcement_servedletter USING btree (issued_by_id);


--
-- Name: enforcement_servedletter_number_e352b859_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servedletter_number_e352b859_like ON public.enforcement_servedletter USING btree (number varchar_pattern_ops);


--
-- Name: enforcement_servedletter_parcel_id_5e17e904; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servedletter_parcel_id_5e17e904 ON public.enforcement_servedletter USING btree (parcel_id);


--
-- Name: enforcement_servedletter_subject_type_id_78335f00; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servedletter_subject_type_id_78335f00 ON public.enforcement_servedletter USING btree (subject_type_id);


--
-- Name: enforcement_servicerecord_addressee_id_9ac1c52d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servicerecord_addressee_id_9ac1c52d ON public.enforcement_servicerecord USING btree (addressee_id);


--
-- Name: enforcement_servicerecord_document_id_f1703713; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servicerecord_document_id_f1703713 ON public.enforcement_servicerecord USING btree (document_id);


--
-- Name: enforcement_servicerecord_recorded_by_id_d03abf89; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_servicerecord_recorded_by_id_d03abf89 ON public.enforcement_servicerecord USING btree (recorded_by_id);


--
-- Name: enforcement_stopworkorder_addressee_id_d08d1c46; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_addressee_id_d08d1c46 ON public.enforcement_stopworkorder USING btree (addressee_id);


--
-- Name: enforcement_stopworkorder_confirming_upload_id_5a5179fc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_confirming_upload_id_5a5179fc ON public.enforcement_stopworkorder USING btree (confirming_upload_id);


--
-- Name: enforcement_stopworkorder_copied_to_party_id_50545ba2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_copied_to_party_id_50545ba2 ON public.enforcement_stopworkorder_copied_to USING btree (party_id);


--
-- Name: enforcement_stopworkorder_copied_to_stopworkorder_id_91bd5c19; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_copied_to_stopworkorder_id_91bd5c19 ON public.enforcement_stopworkorder_copied_to USING btree (stopworkorder_id);


--
-- Name: enforcement_stopworkorder_issued_by_id_48a312c3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_issued_by_id_48a312c3 ON public.enforcement_stopworkorder USING btree (issued_by_id);


--
-- Name: enforcement_stopworkorder_lifted_by_id_bb022141; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_lifted_by_id_bb022141 ON public.enforcement_stopworkorder USING btree (lifted_by_id);


--
-- Name: enforcement_stopworkorder_number_77486d7a_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_number_77486d7a_like ON public.enforcement_stopworkorder USING btree (number varchar_pattern_ops);


--
-- Name: enforcement_stopworkorder_violation_id_f9af5997; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_stopworkorder_violation_id_f9af5997 ON public.enforcement_stopworkorder USING btree (violation_id);


--
-- Name: enforcement_summaryabatement_recorded_by_id_7c9c477b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_summaryabatement_recorded_by_id_7c9c477b ON public.enforcement_summaryabatement USING btree (recorded_by_id);


--
-- Name: enforcement_summaryabatement_violation_id_bd3f6002; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_summaryabatement_violation_id_bd3f6002 ON public.enforcement_summaryabatement USING btree (violation_id);


--
-- Name: enforcement_violation_found_by_id_8ab4ef84; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_found_by_id_8ab4ef84 ON public.enforcement_violation USING btree (found_by_id);


--
-- Name: enforcement_violation_parcel_id_0f4d6267; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_parcel_id_0f4d6267 ON public.enforcement_violation USING btree (parcel_id);


--
-- Name: enforcement_violation_party_id_5da3d58e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_party_id_5da3d58e ON public.enforcement_violation USING btree (party_id);


--
-- Name: enforcement_violation_provisions_provision_id_74ca728f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_provisions_provision_id_74ca728f ON public.enforcement_violation_provisions USING btree (provision_id);


--
-- Name: enforcement_violation_provisions_provision_id_74ca728f_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_provisions_provision_id_74ca728f_like ON public.enforcement_violation_provisions USING btree (provision_id varchar_pattern_ops);


--
-- Name: enforcement_violation_provisions_violation_id_72d52bbf; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_provisions_violation_id_72d52bbf ON public.enforcement_violation_provisions USING btree (violation_id);


--
-- Name: enforcement_violation_reference_05a3955a_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_reference_05a3955a_like ON public.enforcement_violation USING btree (reference varchar_pattern_ops);


--
-- Name: enforcement_violation_subject_type_id_166db268; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX enforcement_violation_subject_type_id_166db268 ON public.enforcement_violation USING btree (subject_type_id);


--
-- Name: fee_schedule_resolution_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX fee_schedule_resolution_once ON public.money_feeschedule USING btree (lower((resolution)::text));


--
-- Name: illicit_accessaction_acted_by_id_25e6b16c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_accessaction_acted_by_id_25e6b16c ON public.illicit_accessaction USING btree (acted_by_id);


--
-- Name: illicit_accessaction_case_id_49109fbc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_accessaction_case_id_49109fbc ON public.illicit_accessaction USING btree (case_id);


--
-- Name: illicit_accessaction_parcel_id_26818286; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_accessaction_parcel_id_26818286 ON public.illicit_accessaction USING btree (parcel_id);


--
-- Name: illicit_accessaction_party_id_c88a6ae3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_accessaction_party_id_c88a6ae3 ON public.illicit_accessaction USING btree (party_id);


--
-- Name: illicit_agencyexemption_parcel_id_daf6ca1c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_agencyexemption_parcel_id_daf6ca1c ON public.illicit_agencyexemption USING btree (parcel_id);


--
-- Name: illicit_agencyexemption_party_id_acb0383d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_agencyexemption_party_id_acb0383d ON public.illicit_agencyexemption USING btree (party_id);


--
-- Name: illicit_agencyexemption_recorded_by_id_e3fc87d8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_agencyexemption_recorded_by_id_e3fc87d8 ON public.illicit_agencyexemption USING btree (recorded_by_id);


--
-- Name: illicit_apiclient_issued_by_id_3450cc44; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_apiclient_issued_by_id_3450cc44 ON public.illicit_apiclient USING btree (issued_by_id);


--
-- Name: illicit_apiclient_key_hash_8c66b06f_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_apiclient_key_hash_8c66b06f_like ON public.illicit_apiclient USING btree (key_hash varchar_pattern_ops);


--
-- Name: illicit_authorization_case_id_66375aed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_authorization_case_id_66375aed ON public.illicit_authorization USING btree (case_id);


--
-- Name: illicit_authorization_parcel_id_b677b0e6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_authorization_parcel_id_b677b0e6 ON public.illicit_authorization USING btree (parcel_id);


--
-- Name: illicit_authorization_party_id_4a6f2890; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_authorization_party_id_4a6f2890 ON public.illicit_authorization USING btree (party_id);


--
-- Name: illicit_authorization_recorded_by_id_55ee3211; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_authorization_recorded_by_id_55ee3211 ON public.illicit_authorization USING btree (recorded_by_id);


--
-- Name: illicit_case_agency_exemption_id_cbf17c47; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_agency_exemption_id_cbf17c47 ON public.illicit_case USING btree (agency_exemption_id);


--
-- Name: illicit_case_exemption_id_3e77e2b2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_exemption_id_3e77e2b2 ON public.illicit_case USING btree (exemption_id);


--
-- Name: illicit_case_opened_by_id_7b486c4a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_opened_by_id_7b486c4a ON public.illicit_case USING btree (opened_by_id);


--
-- Name: illicit_case_opened_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_opened_idx ON public.illicit_case USING btree (opened_at DESC, id DESC);


--
-- Name: illicit_case_operator_id_d3a8c5e1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_operator_id_d3a8c5e1 ON public.illicit_case USING btree (operator_id);


--
-- Name: illicit_case_outfall_id_cbf5b37b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_outfall_id_cbf5b37b ON public.illicit_case USING btree (outfall_id);


--
-- Name: illicit_case_owner_id_65950daa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_owner_id_65950daa ON public.illicit_case USING btree (owner_id);


--
-- Name: illicit_case_parcel_id_c21c068d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_parcel_id_c21c068d ON public.illicit_case USING btree (parcel_id);


--
-- Name: illicit_case_reference_a9aa432e_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_reference_a9aa432e_like ON public.illicit_case USING btree (reference varchar_pattern_ops);


--
-- Name: illicit_case_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_search ON public.illicit_case USING gin (to_tsvector('english'::regconfig, ((((((((COALESCE(summary, ''::text) || ' '::text) || (COALESCE(address, ''::character varying))::text) || ' '::text) || COALESCE(source, ''::text)) || ' '::text) || (COALESCE(pollutants, ''::character varying))::text) || ' '::text) || (COALESCE(receiving_water, ''::character varying))::text)));


--
-- Name: illicit_case_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_case_state_idx ON public.illicit_case USING btree (state, opened_at DESC);


--
-- Name: illicit_delegation_delegate_id_546401ad; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_delegation_delegate_id_546401ad ON public.illicit_delegation USING btree (delegate_id);


--
-- Name: illicit_delegation_delegated_by_id_fa805010; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_delegation_delegated_by_id_fa805010 ON public.illicit_delegation USING btree (delegated_by_id);


--
-- Name: illicit_entry_case_id_92849f37; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_entry_case_id_92849f37 ON public.illicit_entry USING btree (case_id);


--
-- Name: illicit_entry_recorded_by_id_3879cea4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_entry_recorded_by_id_3879cea4 ON public.illicit_entry USING btree (recorded_by_id);


--
-- Name: illicit_historicalaccessaction_acted_by_id_7125546e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalaccessaction_acted_by_id_7125546e ON public.illicit_historicalaccessaction USING btree (acted_by_id);


--
-- Name: illicit_historicalaccessaction_case_id_f9ba270c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalaccessaction_case_id_f9ba270c ON public.illicit_historicalaccessaction USING btree (case_id);


--
-- Name: illicit_historicalaccessaction_history_date_56a052a2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalaccessaction_history_date_56a052a2 ON public.illicit_historicalaccessaction USING btree (history_date);


--
-- Name: illicit_historicalaccessaction_history_user_id_df8e5910; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalaccessaction_history_user_id_df8e5910 ON public.illicit_historicalaccessaction USING btree (history_user_id);


--
-- Name: illicit_historicalaccessaction_id_75ad52a2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalaccessaction_id_75ad52a2 ON public.illicit_historicalaccessaction USING btree (id);


--
-- Name: illicit_historicalaccessaction_parcel_id_b4b5c21b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalaccessaction_parcel_id_b4b5c21b ON public.illicit_historicalaccessaction USING btree (parcel_id);


--
-- Name: illicit_historicalaccessaction_party_id_9f41c6fa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalaccessaction_party_id_9f41c6fa ON public.illicit_historicalaccessaction USING btree (party_id);


--
-- Name: illicit_historicalcase_agency_exemption_id_4a00d436; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_agency_exemption_id_4a00d436 ON public.illicit_historicalcase USING btree (agency_exemption_id);


--
-- Name: illicit_historicalcase_exemption_id_b113232d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_exemption_id_b113232d ON public.illicit_historicalcase USING btree (exemption_id);


--
-- Name: illicit_historicalcase_history_date_a2efc4b0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_history_date_a2efc4b0 ON public.illicit_historicalcase USING btree (history_date);


--
-- Name: illicit_historicalcase_history_user_id_fa43de59; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_history_user_id_fa43de59 ON public.illicit_historicalcase USING btree (history_user_id);


--
-- Name: illicit_historicalcase_id_0913f872; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_id_0913f872 ON public.illicit_historicalcase USING btree (id);


--
-- Name: illicit_historicalcase_opened_by_id_b86dc838; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_opened_by_id_b86dc838 ON public.illicit_historicalcase USING btree (opened_by_id);


--
-- Name: illicit_historicalcase_operator_id_19d9a547; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_operator_id_19d9a547 ON public.illicit_historicalcase USING btree (operator_id);


--
-- Name: illicit_historicalcase_outfall_id_6bd0052e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_outfall_id_6bd0052e ON public.illicit_historicalcase USING btree (outfall_id);


--
-- Name: illicit_historicalcase_owner_id_106e80ff; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_owner_id_106e80ff ON public.illicit_historicalcase USING btree (owner_id);


--
-- Name: illicit_historicalcase_parcel_id_f084e860; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_parcel_id_f084e860 ON public.illicit_historicalcase USING btree (parcel_id);


--
-- Name: illicit_historicalcase_reference_dfbf5cd7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_reference_dfbf5cd7 ON public.illicit_historicalcase USING btree (reference);


--
-- Name: illicit_historicalcase_reference_dfbf5cd7_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalcase_reference_dfbf5cd7_like ON public.illicit_historicalcase USING btree (reference varchar_pattern_ops);


--
-- Name: illicit_historicalorder_case_id_d9f69257; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalorder_case_id_d9f69257 ON public.illicit_historicalorder USING btree (case_id);


--
-- Name: illicit_historicalorder_history_date_2b006f4c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalorder_history_date_2b006f4c ON public.illicit_historicalorder USING btree (history_date);


--
-- Name: illicit_historicalorder_history_user_id_8330f6de; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalorder_history_user_id_8330f6de ON public.illicit_historicalorder USING btree (history_user_id);


--
-- Name: illicit_historicalorder_id_e7c57290; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalorder_id_e7c57290 ON public.illicit_historicalorder USING btree (id);


--
-- Name: illicit_historicalorder_issued_by_id_cebca480; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalorder_issued_by_id_cebca480 ON public.illicit_historicalorder USING btree (issued_by_id);


--
-- Name: illicit_historicalorder_party_id_c9324032; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalorder_party_id_c9324032 ON public.illicit_historicalorder USING btree (party_id);


--
-- Name: illicit_historicalorder_verified_by_id_a0808243; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalorder_verified_by_id_a0808243 ON public.illicit_historicalorder USING btree (verified_by_id);


--
-- Name: illicit_historicaloutfall_code_7b5a60f9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicaloutfall_code_7b5a60f9 ON public.illicit_historicaloutfall USING btree (code);


--
-- Name: illicit_historicaloutfall_code_7b5a60f9_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicaloutfall_code_7b5a60f9_like ON public.illicit_historicaloutfall USING btree (code varchar_pattern_ops);


--
-- Name: illicit_historicaloutfall_history_date_92de1833; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicaloutfall_history_date_92de1833 ON public.illicit_historicaloutfall USING btree (history_date);


--
-- Name: illicit_historicaloutfall_history_user_id_3f512f94; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicaloutfall_history_user_id_3f512f94 ON public.illicit_historicaloutfall USING btree (history_user_id);


--
-- Name: illicit_historicaloutfall_id_181eb913; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicaloutfall_id_181eb913 ON public.illicit_historicaloutfall USING btree (id);


--
-- Name: illicit_historicalreport_api_client_id_9a889d04; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_api_client_id_9a889d04 ON public.illicit_historicalreport USING btree (api_client_id);


--
-- Name: illicit_historicalreport_case_id_7e14bbea; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_case_id_7e14bbea ON public.illicit_historicalreport USING btree (case_id);


--
-- Name: illicit_historicalreport_description_reviewed_by_id_d777e156; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_description_reviewed_by_id_d777e156 ON public.illicit_historicalreport USING btree (description_reviewed_by_id);


--
-- Name: illicit_historicalreport_history_date_ffdf60ea; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_history_date_ffdf60ea ON public.illicit_historicalreport USING btree (history_date);


--
-- Name: illicit_historicalreport_history_user_id_9bac57fe; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_history_user_id_9bac57fe ON public.illicit_historicalreport USING btree (history_user_id);


--
-- Name: illicit_historicalreport_id_a67e2b61; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_id_a67e2b61 ON public.illicit_historicalreport USING btree (id);


--
-- Name: illicit_historicalreport_location_reviewed_by_id_42566635; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_location_reviewed_by_id_42566635 ON public.illicit_historicalreport USING btree (location_reviewed_by_id);


--
-- Name: illicit_historicalreport_reference_3d71f81e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_reference_3d71f81e ON public.illicit_historicalreport USING btree (reference);


--
-- Name: illicit_historicalreport_reference_3d71f81e_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_reference_3d71f81e_like ON public.illicit_historicalreport USING btree (reference varchar_pattern_ops);


--
-- Name: illicit_historicalreport_triaged_by_id_7e159645; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalreport_triaged_by_id_7e159645 ON public.illicit_historicalreport USING btree (triaged_by_id);


--
-- Name: illicit_historicalspill_case_id_caa4881d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalspill_case_id_caa4881d ON public.illicit_historicalspill USING btree (case_id);


--
-- Name: illicit_historicalspill_history_date_c7354456; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalspill_history_date_c7354456 ON public.illicit_historicalspill USING btree (history_date);


--
-- Name: illicit_historicalspill_history_user_id_54506780; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalspill_history_user_id_54506780 ON public.illicit_historicalspill USING btree (history_user_id);


--
-- Name: illicit_historicalspill_id_73c70f73; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_historicalspill_id_73c70f73 ON public.illicit_historicalspill USING btree (id);


--
-- Name: illicit_order_case_id_88cd65a4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_order_case_id_88cd65a4 ON public.illicit_order USING btree (case_id);


--
-- Name: illicit_order_issued_by_id_7e63f5c3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_order_issued_by_id_7e63f5c3 ON public.illicit_order USING btree (issued_by_id);


--
-- Name: illicit_order_party_id_385985f1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_order_party_id_385985f1 ON public.illicit_order USING btree (party_id);


--
-- Name: illicit_order_verified_by_id_62cc6f90; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_order_verified_by_id_62cc6f90 ON public.illicit_order USING btree (verified_by_id);


--
-- Name: illicit_orderresponse_order_id_f96d849e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_orderresponse_order_id_f96d849e ON public.illicit_orderresponse USING btree (order_id);


--
-- Name: illicit_orderresponse_recorded_by_id_3730a626; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_orderresponse_recorded_by_id_3730a626 ON public.illicit_orderresponse USING btree (recorded_by_id);


--
-- Name: illicit_outfall_code_5342a85e_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_outfall_code_5342a85e_like ON public.illicit_outfall USING btree (code varchar_pattern_ops);


--
-- Name: illicit_report_api_client_id_4174f7a8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_api_client_id_4174f7a8 ON public.illicit_report USING btree (api_client_id);


--
-- Name: illicit_report_case_id_93ffd1f8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_case_id_93ffd1f8 ON public.illicit_report USING btree (case_id);


--
-- Name: illicit_report_description_reviewed_by_id_be4fd48c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_description_reviewed_by_id_be4fd48c ON public.illicit_report USING btree (description_reviewed_by_id);


--
-- Name: illicit_report_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_kind_idx ON public.illicit_report USING btree (kind, requested_at DESC);


--
-- Name: illicit_report_location_reviewed_by_id_4d26c26a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_location_reviewed_by_id_4d26c26a ON public.illicit_report USING btree (location_reviewed_by_id);


--
-- Name: illicit_report_reference_4427312a_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_reference_4427312a_like ON public.illicit_report USING btree (reference varchar_pattern_ops);


--
-- Name: illicit_report_requested_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_requested_idx ON public.illicit_report USING btree (requested_at DESC, id DESC);


--
-- Name: illicit_report_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_search ON public.illicit_report USING gin (to_tsvector('english'::regconfig, ((COALESCE(description, ''::text) || ' '::text) || (COALESCE(address, ''::character varying))::text)));


--
-- Name: illicit_report_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_state_idx ON public.illicit_report USING btree (state, requested_at);


--
-- Name: illicit_report_triaged_by_id_31b41b12; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_report_triaged_by_id_31b41b12 ON public.illicit_report USING btree (triaged_by_id);


--
-- Name: illicit_reportupdate_report_id_371b0ed3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_reportupdate_report_id_371b0ed3 ON public.illicit_reportupdate USING btree (report_id);


--
-- Name: illicit_screening_case_id_81c9a5fa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_screening_case_id_81c9a5fa ON public.illicit_screening USING btree (case_id);


--
-- Name: illicit_screening_outfall_id_99ced698; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_screening_outfall_id_99ced698 ON public.illicit_screening USING btree (outfall_id);


--
-- Name: illicit_screening_screened_by_id_890f7e7e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX illicit_screening_screened_by_id_890f7e7e ON public.illicit_screening USING btree (screened_by_id);


--
-- Name: inspection_completed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspection_completed_idx ON public.inspections_inspection USING btree (chapter, completed_at) INCLUDE (kind, result) WHERE ((state)::text = 'completed'::text);


--
-- Name: inspection_inspector_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspection_inspector_idx ON public.inspections_inspection USING btree (inspector_id, scheduled_for);


--
-- Name: inspection_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspection_search ON public.inspections_inspection USING gin (to_tsvector('english'::regconfig, ((COALESCE(summary, ''::text) || ' '::text) || (COALESCE(subject_label, ''::character varying))::text)));


--
-- Name: inspection_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspection_state_idx ON public.inspections_inspection USING btree (state, scheduled_for);


--
-- Name: inspection_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspection_subject_idx ON public.inspections_inspection USING btree (subject_type_id, subject_id);


--
-- Name: inspections_accessrefusal_inspection_id_257d53c1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_accessrefusal_inspection_id_257d53c1 ON public.inspections_accessrefusal USING btree (inspection_id);


--
-- Name: inspections_accessrefusal_party_id_0c6d12a7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_accessrefusal_party_id_0c6d12a7 ON public.inspections_accessrefusal USING btree (party_id);


--
-- Name: inspections_accessrefusal_recorded_by_id_0afbad42; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_accessrefusal_recorded_by_id_0afbad42 ON public.inspections_accessrefusal USING btree (recorded_by_id);


--
-- Name: inspections_asbuiltplan_document_id_3b40c10f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_asbuiltplan_document_id_3b40c10f ON public.inspections_asbuiltplan USING btree (document_id);


--
-- Name: inspections_asbuiltplan_reviewed_by_id_24cade4e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_asbuiltplan_reviewed_by_id_24cade4e ON public.inspections_asbuiltplan USING btree (reviewed_by_id);


--
-- Name: inspections_asbuiltplan_subject_type_id_9c2c83a7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_asbuiltplan_subject_type_id_9c2c83a7 ON public.inspections_asbuiltplan USING btree (subject_type_id);


--
-- Name: inspections_asbuiltplan_submitted_by_id_0a1f0d4a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_asbuiltplan_submitted_by_id_0a1f0d4a ON public.inspections_asbuiltplan USING btree (submitted_by_id);


--
-- Name: inspections_calendarfeed_token_hash_4d05db5d_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_calendarfeed_token_hash_4d05db5d_like ON public.inspections_calendarfeed USING btree (token_hash varchar_pattern_ops);


--
-- Name: inspections_finalacceptance_accepted_by_id_5048aff2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_finalacceptance_accepted_by_id_5048aff2 ON public.inspections_finalacceptance USING btree (accepted_by_id);


--
-- Name: inspections_finalacceptance_as_built_id_50ff78a9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_finalacceptance_as_built_id_50ff78a9 ON public.inspections_finalacceptance USING btree (as_built_id);


--
-- Name: inspections_finalacceptance_subject_type_id_c249e105; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_finalacceptance_subject_type_id_c249e105 ON public.inspections_finalacceptance USING btree (subject_type_id);


--
-- Name: inspections_finding_inspection_id_7cbb4bc1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_finding_inspection_id_7cbb4bc1 ON public.inspections_finding USING btree (inspection_id);


--
-- Name: inspections_historicalaccessrefusal_history_date_f25a57e9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalaccessrefusal_history_date_f25a57e9 ON public.inspections_historicalaccessrefusal USING btree (history_date);


--
-- Name: inspections_historicalaccessrefusal_history_user_id_3ecf5b68; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalaccessrefusal_history_user_id_3ecf5b68 ON public.inspections_historicalaccessrefusal USING btree (history_user_id);


--
-- Name: inspections_historicalaccessrefusal_id_71ea6596; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalaccessrefusal_id_71ea6596 ON public.inspections_historicalaccessrefusal USING btree (id);


--
-- Name: inspections_historicalaccessrefusal_inspection_id_06758c64; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalaccessrefusal_inspection_id_06758c64 ON public.inspections_historicalaccessrefusal USING btree (inspection_id);


--
-- Name: inspections_historicalaccessrefusal_party_id_40b80464; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalaccessrefusal_party_id_40b80464 ON public.inspections_historicalaccessrefusal USING btree (party_id);


--
-- Name: inspections_historicalaccessrefusal_recorded_by_id_20e5eabb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalaccessrefusal_recorded_by_id_20e5eabb ON public.inspections_historicalaccessrefusal USING btree (recorded_by_id);


--
-- Name: inspections_historicalaccessrefusal_violation_id_40c3f169; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalaccessrefusal_violation_id_40c3f169 ON public.inspections_historicalaccessrefusal USING btree (violation_id);


--
-- Name: inspections_historicalasbuiltplan_document_id_9a507c68; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalasbuiltplan_document_id_9a507c68 ON public.inspections_historicalasbuiltplan USING btree (document_id);


--
-- Name: inspections_historicalasbuiltplan_history_date_cbdd38ab; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalasbuiltplan_history_date_cbdd38ab ON public.inspections_historicalasbuiltplan USING btree (history_date);


--
-- Name: inspections_historicalasbuiltplan_history_user_id_8586b73a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalasbuiltplan_history_user_id_8586b73a ON public.inspections_historicalasbuiltplan USING btree (history_user_id);


--
-- Name: inspections_historicalasbuiltplan_id_5a26c149; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalasbuiltplan_id_5a26c149 ON public.inspections_historicalasbuiltplan USING btree (id);


--
-- Name: inspections_historicalasbuiltplan_reviewed_by_id_6c815506; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalasbuiltplan_reviewed_by_id_6c815506 ON public.inspections_historicalasbuiltplan USING btree (reviewed_by_id);


--
-- Name: inspections_historicalasbuiltplan_subject_type_id_10dee1ff; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalasbuiltplan_subject_type_id_10dee1ff ON public.inspections_historicalasbuiltplan USING btree (subject_type_id);


--
-- Name: inspections_historicalasbuiltplan_submitted_by_id_56c8d206; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalasbuiltplan_submitted_by_id_56c8d206 ON public.inspections_historicalasbuiltplan USING btree (submitted_by_id);


--
-- Name: inspections_historicalfinding_history_date_c48d36dd; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalfinding_history_date_c48d36dd ON public.inspections_historicalfinding USING btree (history_date);


--
-- Name: inspections_historicalfinding_history_user_id_e1ce46f2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalfinding_history_user_id_e1ce46f2 ON public.inspections_historicalfinding USING btree (history_user_id);


--
-- Name: inspections_historicalfinding_id_4df4a568; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalfinding_id_4df4a568 ON public.inspections_historicalfinding USING btree (id);


--
-- Name: inspections_historicalfinding_inspection_id_211dd4ce; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalfinding_inspection_id_211dd4ce ON public.inspections_historicalfinding USING btree (inspection_id);


--
-- Name: inspections_historicalinsp_history_user_id_511fe13b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinsp_history_user_id_511fe13b ON public.inspections_historicalinspectionrequest USING btree (history_user_id);


--
-- Name: inspections_historicalinsp_late_accepted_by_id_c7f19a00; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinsp_late_accepted_by_id_c7f19a00 ON public.inspections_historicalinspectionrequest USING btree (late_accepted_by_id);


--
-- Name: inspections_historicalinsp_requested_by_id_b8ead11d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinsp_requested_by_id_b8ead11d ON public.inspections_historicalinspectionrequest USING btree (requested_by_id);


--
-- Name: inspections_historicalinsp_subject_type_id_092177c6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinsp_subject_type_id_092177c6 ON public.inspections_historicalinspectionrequest USING btree (subject_type_id);


--
-- Name: inspections_historicalinsp_withdrawn_by_id_0140fe09; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinsp_withdrawn_by_id_0140fe09 ON public.inspections_historicalinspectionrequest USING btree (withdrawn_by_id);


--
-- Name: inspections_historicalinspection_created_by_id_f0a71ee5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_created_by_id_f0a71ee5 ON public.inspections_historicalinspection USING btree (created_by_id);


--
-- Name: inspections_historicalinspection_history_date_7fa79c58; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_history_date_7fa79c58 ON public.inspections_historicalinspection USING btree (history_date);


--
-- Name: inspections_historicalinspection_history_user_id_7b399226; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_history_user_id_7b399226 ON public.inspections_historicalinspection USING btree (history_user_id);


--
-- Name: inspections_historicalinspection_id_dd098dd1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_id_dd098dd1 ON public.inspections_historicalinspection USING btree (id);


--
-- Name: inspections_historicalinspection_inspector_id_d93020b1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_inspector_id_d93020b1 ON public.inspections_historicalinspection USING btree (inspector_id);


--
-- Name: inspections_historicalinspection_parcel_id_d2ee9d46; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_parcel_id_d2ee9d46 ON public.inspections_historicalinspection USING btree (parcel_id);


--
-- Name: inspections_historicalinspection_reference_43051cc4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_reference_43051cc4 ON public.inspections_historicalinspection USING btree (reference);


--
-- Name: inspections_historicalinspection_reference_43051cc4_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_reference_43051cc4_like ON public.inspections_historicalinspection USING btree (reference varchar_pattern_ops);


--
-- Name: inspections_historicalinspection_reinspection_of_id_c6080cc9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_reinspection_of_id_c6080cc9 ON public.inspections_historicalinspection USING btree (reinspection_of_id);


--
-- Name: inspections_historicalinspection_subject_type_id_406a7099; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspection_subject_type_id_406a7099 ON public.inspections_historicalinspection USING btree (subject_type_id);


--
-- Name: inspections_historicalinspectionrequest_history_date_4c04fc38; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspectionrequest_history_date_4c04fc38 ON public.inspections_historicalinspectionrequest USING btree (history_date);


--
-- Name: inspections_historicalinspectionrequest_id_0e9a6600; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspectionrequest_id_0e9a6600 ON public.inspections_historicalinspectionrequest USING btree (id);


--
-- Name: inspections_historicalinspectionrequest_inspection_id_7643dcac; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspectionrequest_inspection_id_7643dcac ON public.inspections_historicalinspectionrequest USING btree (inspection_id);


--
-- Name: inspections_historicalinspectionrequest_parcel_id_b986f9ac; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspectionrequest_parcel_id_b986f9ac ON public.inspections_historicalinspectionrequest USING btree (parcel_id);


--
-- Name: inspections_historicalinspectionrequest_reference_18d2a063; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspectionrequest_reference_18d2a063 ON public.inspections_historicalinspectionrequest USING btree (reference);


--
-- Name: inspections_historicalinspectionrequest_reference_18d2a063_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalinspectionrequest_reference_18d2a063_like ON public.inspections_historicalinspectionrequest USING btree (reference varchar_pattern_ops);


--
-- Name: inspections_historicalpractice_added_by_id_e85ec9b2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_added_by_id_e85ec9b2 ON public.inspections_historicalpractice USING btree (added_by_id);


--
-- Name: inspections_historicalpractice_as_built_id_e9bfb0b8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_as_built_id_e9bfb0b8 ON public.inspections_historicalpractice USING btree (as_built_id);


--
-- Name: inspections_historicalpractice_history_date_d1697ca9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_history_date_d1697ca9 ON public.inspections_historicalpractice USING btree (history_date);


--
-- Name: inspections_historicalpractice_history_user_id_b66417ec; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_history_user_id_b66417ec ON public.inspections_historicalpractice USING btree (history_user_id);


--
-- Name: inspections_historicalpractice_id_98fb8e57; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_id_98fb8e57 ON public.inspections_historicalpractice USING btree (id);


--
-- Name: inspections_historicalpractice_owner_id_2c10408d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_owner_id_2c10408d ON public.inspections_historicalpractice USING btree (owner_id);


--
-- Name: inspections_historicalpractice_parcel_id_a7eefd8f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_parcel_id_a7eefd8f ON public.inspections_historicalpractice USING btree (parcel_id);


--
-- Name: inspections_historicalpractice_subject_type_id_e8fb689f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalpractice_subject_type_id_e8fb689f ON public.inspections_historicalpractice USING btree (subject_type_id);


--
-- Name: inspections_historicalworkhold_found_by_id_9429df59; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_found_by_id_9429df59 ON public.inspections_historicalworkhold USING btree (found_by_id);


--
-- Name: inspections_historicalworkhold_history_date_4d4b8156; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_history_date_4d4b8156 ON public.inspections_historicalworkhold USING btree (history_date);


--
-- Name: inspections_historicalworkhold_history_user_id_25ada3a7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_history_user_id_25ada3a7 ON public.inspections_historicalworkhold USING btree (history_user_id);


--
-- Name: inspections_historicalworkhold_id_1f6c7733; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_id_1f6c7733 ON public.inspections_historicalworkhold USING btree (id);


--
-- Name: inspections_historicalworkhold_lifted_by_id_d3c9463e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_lifted_by_id_d3c9463e ON public.inspections_historicalworkhold USING btree (lifted_by_id);


--
-- Name: inspections_historicalworkhold_notice_id_153e7efb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_notice_id_153e7efb ON public.inspections_historicalworkhold USING btree (notice_id);


--
-- Name: inspections_historicalworkhold_parcel_id_b47242d3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_parcel_id_b47242d3 ON public.inspections_historicalworkhold USING btree (parcel_id);


--
-- Name: inspections_historicalworkhold_subject_type_id_0167c856; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_subject_type_id_0167c856 ON public.inspections_historicalworkhold USING btree (subject_type_id);


--
-- Name: inspections_historicalworkhold_violation_id_a76ba269; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_historicalworkhold_violation_id_a76ba269 ON public.inspections_historicalworkhold USING btree (violation_id);


--
-- Name: inspections_inspection_created_by_id_23948284; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspection_created_by_id_23948284 ON public.inspections_inspection USING btree (created_by_id);


--
-- Name: inspections_inspection_inspector_id_aaec4b84; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspection_inspector_id_aaec4b84 ON public.inspections_inspection USING btree (inspector_id);


--
-- Name: inspections_inspection_parcel_id_f55b4bcb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspection_parcel_id_f55b4bcb ON public.inspections_inspection USING btree (parcel_id);


--
-- Name: inspections_inspection_reference_595cc8ff_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspection_reference_595cc8ff_like ON public.inspections_inspection USING btree (reference varchar_pattern_ops);


--
-- Name: inspections_inspection_reinspection_of_id_85017f38; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspection_reinspection_of_id_85017f38 ON public.inspections_inspection USING btree (reinspection_of_id);


--
-- Name: inspections_inspection_subject_type_id_e90e3236; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspection_subject_type_id_e90e3236 ON public.inspections_inspection USING btree (subject_type_id);


--
-- Name: inspections_inspectionrequest_late_accepted_by_id_dcfd86bc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspectionrequest_late_accepted_by_id_dcfd86bc ON public.inspections_inspectionrequest USING btree (late_accepted_by_id);


--
-- Name: inspections_inspectionrequest_parcel_id_fd44eb80; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspectionrequest_parcel_id_fd44eb80 ON public.inspections_inspectionrequest USING btree (parcel_id);


--
-- Name: inspections_inspectionrequest_reference_e72bc443_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspectionrequest_reference_e72bc443_like ON public.inspections_inspectionrequest USING btree (reference varchar_pattern_ops);


--
-- Name: inspections_inspectionrequest_requested_by_id_c72017a4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspectionrequest_requested_by_id_c72017a4 ON public.inspections_inspectionrequest USING btree (requested_by_id);


--
-- Name: inspections_inspectionrequest_subject_type_id_0aa9958b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspectionrequest_subject_type_id_0aa9958b ON public.inspections_inspectionrequest USING btree (subject_type_id);


--
-- Name: inspections_inspectionrequest_withdrawn_by_id_9a25d14a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_inspectionrequest_withdrawn_by_id_9a25d14a ON public.inspections_inspectionrequest USING btree (withdrawn_by_id);


--
-- Name: inspections_maintenancenotice_addressee_id_bca42720; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_maintenancenotice_addressee_id_bca42720 ON public.inspections_maintenancenotice USING btree (addressee_id);


--
-- Name: inspections_maintenancenotice_inspection_id_864c3a93; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_maintenancenotice_inspection_id_864c3a93 ON public.inspections_maintenancenotice USING btree (inspection_id);


--
-- Name: inspections_maintenancenotice_issued_by_id_9dba0d6c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_maintenancenotice_issued_by_id_9dba0d6c ON public.inspections_maintenancenotice USING btree (issued_by_id);


--
-- Name: inspections_maintenancenotice_practice_id_b8de6629; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_maintenancenotice_practice_id_b8de6629 ON public.inspections_maintenancenotice USING btree (practice_id);


--
-- Name: inspections_photo_added_by_id_782107ff; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_photo_added_by_id_782107ff ON public.inspections_photo USING btree (added_by_id);


--
-- Name: inspections_photo_inspection_id_541529fe; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_photo_inspection_id_541529fe ON public.inspections_photo USING btree (inspection_id);


--
-- Name: inspections_practice_added_by_id_c76363b4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_practice_added_by_id_c76363b4 ON public.inspections_practice USING btree (added_by_id);


--
-- Name: inspections_practice_as_built_id_59ca45f7; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_practice_as_built_id_59ca45f7 ON public.inspections_practice USING btree (as_built_id);


--
-- Name: inspections_practice_owner_id_6bc22845; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_practice_owner_id_6bc22845 ON public.inspections_practice USING btree (owner_id);


--
-- Name: inspections_practice_parcel_id_b16d13bb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_practice_parcel_id_b16d13bb ON public.inspections_practice USING btree (parcel_id);


--
-- Name: inspections_practice_subject_type_id_4439699d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_practice_subject_type_id_4439699d ON public.inspections_practice USING btree (subject_type_id);


--
-- Name: inspections_practiceinspection_practice_id_b10dd3c8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_practiceinspection_practice_id_b10dd3c8 ON public.inspections_practiceinspection USING btree (practice_id);


--
-- Name: inspections_sitelog_opened_by_id_bba21aac; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_sitelog_opened_by_id_bba21aac ON public.inspections_sitelog USING btree (opened_by_id);


--
-- Name: inspections_sitelog_parcel_id_ddf16528; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_sitelog_parcel_id_ddf16528 ON public.inspections_sitelog USING btree (parcel_id);


--
-- Name: inspections_sitelog_subject_type_id_1c33fbc3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_sitelog_subject_type_id_1c33fbc3 ON public.inspections_sitelog USING btree (subject_type_id);


--
-- Name: inspections_sitelogentry_entered_by_id_53c65ea8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_sitelogentry_entered_by_id_53c65ea8 ON public.inspections_sitelogentry USING btree (entered_by_id);


--
-- Name: inspections_sitelogentry_log_id_1a9b243c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_sitelogentry_log_id_1a9b243c ON public.inspections_sitelogentry USING btree (log_id);


--
-- Name: inspections_sitelogentry_storms_sitelogentry_id_3bae3208; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_sitelogentry_storms_sitelogentry_id_3bae3208 ON public.inspections_sitelogentry_storms USING btree (sitelogentry_id);


--
-- Name: inspections_sitelogentry_storms_stormevent_id_f3b13d3e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_sitelogentry_storms_stormevent_id_f3b13d3e ON public.inspections_sitelogentry_storms USING btree (stormevent_id);


--
-- Name: inspections_stormevent_log_id_398c940b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_stormevent_log_id_398c940b ON public.inspections_stormevent USING btree (log_id);


--
-- Name: inspections_stormevent_recorded_by_id_77c043f9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_stormevent_recorded_by_id_77c043f9 ON public.inspections_stormevent USING btree (recorded_by_id);


--
-- Name: inspections_workhold_lifted_by_id_922e8028; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_workhold_lifted_by_id_922e8028 ON public.inspections_workhold USING btree (lifted_by_id);


--
-- Name: inspections_workhold_parcel_id_0b3cc186; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_workhold_parcel_id_0b3cc186 ON public.inspections_workhold USING btree (parcel_id);


--
-- Name: inspections_workhold_subject_type_id_a869a958; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_workhold_subject_type_id_a869a958 ON public.inspections_workhold USING btree (subject_type_id);


--
-- Name: inspections_workhold_violation_id_6412358a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspections_workhold_violation_id_6412358a ON public.inspections_workhold USING btree (violation_id);


--
-- Name: inspreq_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspreq_state_idx ON public.inspections_inspectionrequest USING btree (state, requested_at DESC);


--
-- Name: inspreq_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inspreq_subject_idx ON public.inspections_inspectionrequest USING btree (subject_type_id, subject_id);


--
-- Name: invitation_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitation_subject_idx ON public.invitations_invitation USING btree (subject_type_id, subject_id, created_at);


--
-- Name: invitations_historicallinkpolicy_history_date_a889b803; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_historicallinkpolicy_history_date_a889b803 ON public.invitations_historicallinkpolicy USING btree (history_date);


--
-- Name: invitations_historicallinkpolicy_history_user_id_d2d24453; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_historicallinkpolicy_history_user_id_d2d24453 ON public.invitations_historicallinkpolicy USING btree (history_user_id);


--
-- Name: invitations_historicallinkpolicy_id_3b8286bc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_historicallinkpolicy_id_3b8286bc ON public.invitations_historicallinkpolicy USING btree (id);


--
-- Name: invitations_historicallinkpolicy_key_d4292e76; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_historicallinkpolicy_key_d4292e76 ON public.invitations_historicallinkpolicy USING btree (key);


--
-- Name: invitations_historicallinkpolicy_key_d4292e76_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_historicallinkpolicy_key_d4292e76_like ON public.invitations_historicallinkpolicy USING btree (key varchar_pattern_ops);


--
-- Name: invitations_invitation_created_by_id_c289ec39; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_invitation_created_by_id_c289ec39 ON public.invitations_invitation USING btree (created_by_id);


--
-- Name: invitations_invitation_subject_type_id_e9b2eeb5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_invitation_subject_type_id_e9b2eeb5 ON public.invitations_invitation USING btree (subject_type_id);


--
-- Name: invitations_invitation_token_hash_d06c1965_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_invitation_token_hash_d06c1965_like ON public.invitations_invitation USING btree (token_hash varchar_pattern_ops);


--
-- Name: invitations_invitation_withdrawn_by_id_7b26cb5d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_invitation_withdrawn_by_id_7b26cb5d ON public.invitations_invitation USING btree (withdrawn_by_id);


--
-- Name: invitations_linkpolicy_key_047d7b4a_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_linkpolicy_key_047d7b4a_like ON public.invitations_linkpolicy USING btree (key varchar_pattern_ops);


--
-- Name: issued_document_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX issued_document_search ON public.documents_issueddocument USING gin (to_tsvector('english'::regconfig, (COALESCE(title, ''::character varying))::text));


--
-- Name: mfa_authenticator_user_id_0c3a50c0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mfa_authenticator_user_id_0c3a50c0 ON public.mfa_authenticator USING btree (user_id);


--
-- Name: money_account_may_owe_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_account_may_owe_idx ON public.money_account USING btree (project_id) WHERE ((balance > (0)::numeric) OR (negative_fees > 0));


--
-- Name: money_costestimate_accepted_by_id_4a290442; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_costestimate_accepted_by_id_4a290442 ON public.money_costestimate USING btree (accepted_by_id);


--
-- Name: money_costestimate_project_id_18eb44a3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_costestimate_project_id_18eb44a3 ON public.money_costestimate USING btree (project_id);


--
-- Name: money_costestimate_submitted_by_id_4ae0e832; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_costestimate_submitted_by_id_4ae0e832 ON public.money_costestimate USING btree (submitted_by_id);


--
-- Name: money_costestimateline_estimate_id_ca5d5000; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_costestimateline_estimate_id_ca5d5000 ON public.money_costestimateline USING btree (estimate_id);


--
-- Name: money_draw_guarantee_id_0a0a36f4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_draw_guarantee_id_0a0a36f4 ON public.money_draw USING btree (guarantee_id);


--
-- Name: money_draw_inspection_id_fc48418e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_draw_inspection_id_fc48418e ON public.money_draw USING btree (inspection_id);


--
-- Name: money_draw_maintenance_notice_id_cd75b5d4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_draw_maintenance_notice_id_cd75b5d4 ON public.money_draw USING btree (maintenance_notice_id);


--
-- Name: money_draw_recorded_by_id_9e6b35b4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_draw_recorded_by_id_9e6b35b4 ON public.money_draw USING btree (recorded_by_id);


--
-- Name: money_entry_fee_line_id_272c8b47; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_entry_fee_line_id_272c8b47 ON public.money_entry USING btree (fee_line_id);


--
-- Name: money_entry_payer_id_4bcd01df; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_entry_payer_id_4bcd01df ON public.money_entry USING btree (payer_id);


--
-- Name: money_entry_project_e48dd4_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_entry_project_e48dd4_idx ON public.money_entry USING btree (project_id, kind);


--
-- Name: money_entry_project_id_e3581046; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_entry_project_id_e3581046 ON public.money_entry USING btree (project_id);


--
-- Name: money_entry_recorded_by_id_c7f16647; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_entry_recorded_by_id_c7f16647 ON public.money_entry USING btree (recorded_by_id);


--
-- Name: money_entry_source_type_id_837a220a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_entry_source_type_id_837a220a ON public.money_entry USING btree (source_type_id);


--
-- Name: money_escrowinterest_guarantee_id_62318c12; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_escrowinterest_guarantee_id_62318c12 ON public.money_escrowinterest USING btree (guarantee_id);


--
-- Name: money_escrowinterest_recorded_by_id_278ad3d2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_escrowinterest_recorded_by_id_278ad3d2 ON public.money_escrowinterest USING btree (recorded_by_id);


--
-- Name: money_feeline_schedule_id_0e17055e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_feeline_schedule_id_0e17055e ON public.money_feeline USING btree (schedule_id);


--
-- Name: money_feeschedule_recorded_by_id_7c774701; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_feeschedule_recorded_by_id_7c774701 ON public.money_feeschedule USING btree (recorded_by_id);


--
-- Name: money_guarantee_decided_by_id_07ec52bc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_guarantee_decided_by_id_07ec52bc ON public.money_guarantee USING btree (decided_by_id);


--
-- Name: money_guarantee_document_id_6f67f3c1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_guarantee_document_id_6f67f3c1 ON public.money_guarantee USING btree (document_id);


--
-- Name: money_guarantee_posted_by_id_77d8c5de; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_guarantee_posted_by_id_77d8c5de ON public.money_guarantee USING btree (posted_by_id);


--
-- Name: money_guarantee_released_by_id_6013eb91; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_guarantee_released_by_id_6013eb91 ON public.money_guarantee USING btree (released_by_id);


--
-- Name: money_guarantee_requirement_id_8289c5e8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_guarantee_requirement_id_8289c5e8 ON public.money_guarantee USING btree (requirement_id);


--
-- Name: money_guaranteerequirement_project_id_b0d36c92; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_guaranteerequirement_project_id_b0d36c92 ON public.money_guaranteerequirement USING btree (project_id);


--
-- Name: money_guaranteerequirement_required_by_id_e714ae8c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_guaranteerequirement_required_by_id_e714ae8c ON public.money_guaranteerequirement USING btree (required_by_id);


--
-- Name: money_historicalguarantee_decided_by_id_7b362bce; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_decided_by_id_7b362bce ON public.money_historicalguarantee USING btree (decided_by_id);


--
-- Name: money_historicalguarantee_document_id_3cc46e9d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_document_id_3cc46e9d ON public.money_historicalguarantee USING btree (document_id);


--
-- Name: money_historicalguarantee_history_date_9a67eee9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_history_date_9a67eee9 ON public.money_historicalguarantee USING btree (history_date);


--
-- Name: money_historicalguarantee_history_user_id_67d808a2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_history_user_id_67d808a2 ON public.money_historicalguarantee USING btree (history_user_id);


--
-- Name: money_historicalguarantee_id_bf2444c8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_id_bf2444c8 ON public.money_historicalguarantee USING btree (id);


--
-- Name: money_historicalguarantee_posted_by_id_1a026cb0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_posted_by_id_1a026cb0 ON public.money_historicalguarantee USING btree (posted_by_id);


--
-- Name: money_historicalguarantee_release_document_id_f9d2e5c1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_release_document_id_f9d2e5c1 ON public.money_historicalguarantee USING btree (release_document_id);


--
-- Name: money_historicalguarantee_released_by_id_43285ed2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_released_by_id_43285ed2 ON public.money_historicalguarantee USING btree (released_by_id);


--
-- Name: money_historicalguarantee_requirement_id_f79bf91d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguarantee_requirement_id_f79bf91d ON public.money_historicalguarantee USING btree (requirement_id);


--
-- Name: money_historicalguaranteerequirement_history_date_d953b1cd; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguaranteerequirement_history_date_d953b1cd ON public.money_historicalguaranteerequirement USING btree (history_date);


--
-- Name: money_historicalguaranteerequirement_history_user_id_0129b107; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguaranteerequirement_history_user_id_0129b107 ON public.money_historicalguaranteerequirement USING btree (history_user_id);


--
-- Name: money_historicalguaranteerequirement_id_d9290458; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguaranteerequirement_id_d9290458 ON public.money_historicalguaranteerequirement USING btree (id);


--
-- Name: money_historicalguaranteerequirement_project_id_ff400250; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguaranteerequirement_project_id_ff400250 ON public.money_historicalguaranteerequirement USING btree (project_id);


--
-- Name: money_historicalguaranteerequirement_required_by_id_5b8af6de; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_historicalguaranteerequirement_required_by_id_5b8af6de ON public.money_historicalguaranteerequirement USING btree (required_by_id);


--
-- Name: money_invoice_issued_by_id_9506a00a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_invoice_issued_by_id_9506a00a ON public.money_invoice USING btree (issued_by_id);


--
-- Name: money_invoice_payer_id_f3fe5bf3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_invoice_payer_id_f3fe5bf3 ON public.money_invoice USING btree (payer_id);


--
-- Name: money_invoice_project_id_23240e2c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_invoice_project_id_23240e2c ON public.money_invoice USING btree (project_id);


--
-- Name: money_invoiceline_invoice_id_6aabd37a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX money_invoiceline_invoice_id_6aabd37a ON public.money_invoiceline USING btree (invoice_id);


--
-- Name: money_one_entry_per_payment_form; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX money_one_entry_per_payment_form ON public.money_entry USING btree (idempotency_key) WHERE (idempotency_key IS NOT NULL);


--
-- Name: money_one_fee_per_source_and_service; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX money_one_fee_per_source_and_service ON public.money_entry USING btree (source_type_id, source_id, service) WHERE ((kind)::text = 'fee'::text);


--
-- Name: money_one_payment_per_check_number; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX money_one_payment_per_check_number ON public.money_entry USING btree (payer_id, method, reference) WHERE (((kind)::text = 'payment'::text) AND (NOT ((reference)::text = ''::text)));


--
-- Name: notice_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notice_search ON public.enforcement_noticeofviolation USING gin (to_tsvector('english'::regconfig, ((((((COALESCE(nature, ''::text) || ' '::text) || COALESCE(measures, ''::text)) || ' '::text) || (COALESCE(addressee_name, ''::character varying))::text) || ' '::text) || (COALESCE(addressee_address, ''::character varying))::text)));


--
-- Name: notifications_inbox_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_inbox_idx ON public.notifications_notification USING btree (recipient_id, created_at DESC);


--
-- Name: notifications_notification_recipient_id_d055f3f0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_notification_recipient_id_d055f3f0 ON public.notifications_notification USING btree (recipient_id);


--
-- Name: notifications_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_pending_idx ON public.notifications_notification USING btree (created_at) WHERE ((email_status)::text = 'pending'::text);


--
-- Name: nov_issued_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX nov_issued_idx ON public.enforcement_noticeofviolation USING btree (issued_at DESC, id DESC);


--
-- Name: nov_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX nov_state_idx ON public.enforcement_noticeofviolation USING btree (state, issued_at DESC);


--
-- Name: order_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX order_search ON public.enforcement_stopworkorder USING gin (to_tsvector('english'::regconfig, ((((COALESCE(reasons, ''::text) || ' '::text) || (COALESCE(addressee_name, ''::character varying))::text) || ' '::text) || (COALESCE(addressee_address, ''::character varying))::text)));


--
-- Name: party_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX party_search ON public.registry_party USING gin (to_tsvector('english'::regconfig, (((((COALESCE(name, ''::character varying))::text || ' '::text) || (COALESCE(organization, ''::character varying))::text) || ' '::text) || (COALESCE(email, ''::character varying))::text)));


--
-- Name: property_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX property_search ON public.registry_property USING gin (to_tsvector('english'::regconfig, (((((COALESCE(street_address, ''::character varying))::text || ' '::text) || (COALESCE(sbl, ''::character varying))::text) || ' '::text) || (COALESCE(city, ''::character varying))::text)));


--
-- Name: registry_historicalownership_history_date_479fe5ac; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalownership_history_date_479fe5ac ON public.registry_historicalownership USING btree (history_date);


--
-- Name: registry_historicalownership_history_user_id_f90870c6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalownership_history_user_id_f90870c6 ON public.registry_historicalownership USING btree (history_user_id);


--
-- Name: registry_historicalownership_id_4fea8d5a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalownership_id_4fea8d5a ON public.registry_historicalownership USING btree (id);


--
-- Name: registry_historicalownership_parcel_id_67818f1d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalownership_parcel_id_67818f1d ON public.registry_historicalownership USING btree (parcel_id);


--
-- Name: registry_historicalownership_party_id_5df81414; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalownership_party_id_5df81414 ON public.registry_historicalownership USING btree (party_id);


--
-- Name: registry_historicalparty_history_date_aa235170; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalparty_history_date_aa235170 ON public.registry_historicalparty USING btree (history_date);


--
-- Name: registry_historicalparty_history_user_id_57919ec0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalparty_history_user_id_57919ec0 ON public.registry_historicalparty USING btree (history_user_id);


--
-- Name: registry_historicalparty_id_da073183; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalparty_id_da073183 ON public.registry_historicalparty USING btree (id);


--
-- Name: registry_historicalparty_user_id_86ef564e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalparty_user_id_86ef564e ON public.registry_historicalparty USING btree (user_id);


--
-- Name: registry_historicalproperty_history_date_a2ba13dd; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalproperty_history_date_a2ba13dd ON public.registry_historicalproperty USING btree (history_date);


--
-- Name: registry_historicalproperty_history_user_id_4785a7b0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalproperty_history_user_id_4785a7b0 ON public.registry_historicalproperty USING btree (history_user_id);


--
-- Name: registry_historicalproperty_id_20630c50; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_historicalproperty_id_20630c50 ON public.registry_historicalproperty USING btree (id);


--
-- Name: registry_owner_current; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_owner_current ON public.registry_ownership USING btree (parcel_id, conveyed_on);


--
-- Name: registry_ownership_parcel_id_f1ac835e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_ownership_parcel_id_f1ac835e ON public.registry_ownership USING btree (parcel_id);


--
-- Name: registry_ownership_party_id_60728635; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_ownership_party_id_60728635 ON public.registry_ownership USING btree (party_id);


--
-- Name: registry_party_email_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_party_email_trgm ON public.registry_party USING gin (upper((email)::text) public.gin_trgm_ops);


--
-- Name: registry_party_name_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_party_name_order ON public.registry_party USING btree (name, id);


--
-- Name: registry_party_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_party_name_trgm ON public.registry_party USING gin (upper((name)::text) public.gin_trgm_ops);


--
-- Name: registry_party_name_upper; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_party_name_upper ON public.registry_party USING btree (upper((name)::text));


--
-- Name: registry_party_org_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_party_org_trgm ON public.registry_party USING gin (upper((organization)::text) public.gin_trgm_ops);


--
-- Name: registry_party_user_id_f8112e72; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_party_user_id_f8112e72 ON public.registry_party USING btree (user_id);


--
-- Name: registry_prop_addr_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_prop_addr_order ON public.registry_property USING btree (street_address, id);


--
-- Name: registry_prop_addr_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_prop_addr_trgm ON public.registry_property USING gin (upper((street_address)::text) public.gin_trgm_ops);


--
-- Name: registry_prop_addr_upper; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_prop_addr_upper ON public.registry_property USING btree (upper((street_address)::text));


--
-- Name: registry_prop_sbl_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_prop_sbl_trgm ON public.registry_property USING gin (upper((sbl)::text) public.gin_trgm_ops);


--
-- Name: registry_property_unique_sbl; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX registry_property_unique_sbl ON public.registry_property USING btree (upper((sbl)::text)) WHERE (NOT ((sbl)::text = ''::text));


--
-- Name: registry_rollimport_created_by_id_6cff81fa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registry_rollimport_created_by_id_6cff81fa ON public.registry_rollimport USING btree (created_by_id);


--
-- Name: registry_street_name_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX registry_street_name_unique ON public.registry_street USING btree (upper((name)::text));


--
-- Name: reports_adjustment_made_by_id_955365bb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_adjustment_made_by_id_955365bb ON public.reports_adjustment USING btree (made_by_id);


--
-- Name: reports_historicaladjustment_history_date_c44ca671; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_historicaladjustment_history_date_c44ca671 ON public.reports_historicaladjustment USING btree (history_date);


--
-- Name: reports_historicaladjustment_history_user_id_8e7c9da3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_historicaladjustment_history_user_id_8e7c9da3 ON public.reports_historicaladjustment USING btree (history_user_id);


--
-- Name: reports_historicaladjustment_id_878ca945; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_historicaladjustment_id_878ca945 ON public.reports_historicaladjustment USING btree (id);


--
-- Name: reports_historicaladjustment_made_by_id_d410a88c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_historicaladjustment_made_by_id_d410a88c ON public.reports_historicaladjustment USING btree (made_by_id);


--
-- Name: reports_issuedreport_issued_by_id_3092ed76; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_issuedreport_issued_by_id_3092ed76 ON public.reports_issuedreport USING btree (issued_by_id);


--
-- Name: reports_tmdlapproval_recorded_by_id_25b2b460; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_tmdlapproval_recorded_by_id_25b2b460 ON public.reports_tmdlapproval USING btree (recorded_by_id);


--
-- Name: search_entry_kind_document; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX search_entry_kind_document ON public.reports_searchentry USING gin (kind, document);


--
-- Name: search_entry_ref; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX search_entry_ref ON public.reports_searchentry USING btree (ref text_pattern_ops);


--
-- Name: search_entry_ref2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX search_entry_ref2 ON public.reports_searchentry USING btree (ref2 text_pattern_ops);


--
-- Name: security_event_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX security_event_at ON public.security_securityevent USING btree (at DESC, id DESC);


--
-- Name: security_event_kind; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX security_event_kind ON public.security_securityevent USING btree (kind, at DESC);


--
-- Name: security_event_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX security_event_user ON public.security_securityevent USING btree (user_id, at DESC);


--
-- Name: security_limitcount_expires_at_26fbc219; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX security_limitcount_expires_at_26fbc219 ON public.security_limitcount USING btree (expires_at);


--
-- Name: security_limitcount_key_0bdcd254_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX security_limitcount_key_0bdcd254_like ON public.security_limitcount USING btree (key varchar_pattern_ops);


--
-- Name: security_securityevent_actor_id_352505d8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX security_securityevent_actor_id_352505d8 ON public.security_securityevent USING btree (actor_id);


--
-- Name: security_securityevent_user_id_1ff27a5a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX security_securityevent_user_id_1ff27a5a ON public.security_securityevent USING btree (user_id);


--
-- Name: served_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX served_state_idx ON public.enforcement_servedletter USING btree (state, issued_at DESC);


--
-- Name: served_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX served_subject_idx ON public.enforcement_servedletter USING btree (subject_type_id, subject_id);


--
-- Name: site_log_entry_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_log_entry_idx ON public.inspections_sitelogentry USING btree (log_id, inspected_at DESC);


--
-- Name: swo_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swo_state_idx ON public.enforcement_stopworkorder USING btree (state, issued_at DESC);


--
-- Name: swppp_checklistitem_added_by_id_bfba1ff6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_checklistitem_added_by_id_bfba1ff6 ON public.swppp_checklistitem USING btree (added_by_id);


--
-- Name: swppp_checklistitem_code_02ac314b_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_checklistitem_code_02ac314b_like ON public.swppp_checklistitem USING btree (code varchar_pattern_ops);


--
-- Name: swppp_contractor_identified_by_id_39f71514; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_contractor_identified_by_id_39f71514 ON public.swppp_contractor USING btree (identified_by_id);


--
-- Name: swppp_contractor_project_id_f3b15b25; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_contractor_project_id_f3b15b25 ON public.swppp_contractor USING btree (project_id);


--
-- Name: swppp_contractor_work_recorded_by_id_2e3b14a1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_contractor_work_recorded_by_id_2e3b14a1 ON public.swppp_contractor USING btree (work_recorded_by_id);


--
-- Name: swppp_contractorcertification_contractor_id_122fe9e1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_contractorcertification_contractor_id_122fe9e1 ON public.swppp_contractorcertification USING btree (contractor_id);


--
-- Name: swppp_contractorcertification_project_id_f36257d0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_contractorcertification_project_id_f36257d0 ON public.swppp_contractorcertification USING btree (project_id);


--
-- Name: swppp_contractorinvitation_contractor_id_062c02bf; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_contractorinvitation_contractor_id_062c02bf ON public.swppp_contractorinvitation USING btree (contractor_id);


--
-- Name: swppp_contractorinvitation_project_id_00a34ef2; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_contractorinvitation_project_id_00a34ef2 ON public.swppp_contractorinvitation USING btree (project_id);


--
-- Name: swppp_engineerapproval_project_id_35683ac4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_engineerapproval_project_id_35683ac4 ON public.swppp_engineerapproval USING btree (project_id);


--
-- Name: swppp_engineerapproval_recorded_by_id_34650c56; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_engineerapproval_recorded_by_id_34650c56 ON public.swppp_engineerapproval USING btree (recorded_by_id);


--
-- Name: swppp_finding_item_id_f00de0df; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_finding_item_id_f00de0df ON public.swppp_finding USING btree (item_id);


--
-- Name: swppp_finding_reviewer_id_380462a3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_finding_reviewer_id_380462a3 ON public.swppp_finding USING btree (reviewer_id);


--
-- Name: swppp_finding_submission_id_efcc51a3; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_finding_submission_id_efcc51a3 ON public.swppp_finding USING btree (submission_id);


--
-- Name: swppp_findingresponse_finding_id_cd548118; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_findingresponse_finding_id_cd548118 ON public.swppp_findingresponse USING btree (finding_id);


--
-- Name: swppp_findingresponse_submission_id_9e83b26d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_findingresponse_submission_id_9e83b26d ON public.swppp_findingresponse USING btree (submission_id);


--
-- Name: swppp_historicalchecklistitem_added_by_id_38424d5f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalchecklistitem_added_by_id_38424d5f ON public.swppp_historicalchecklistitem USING btree (added_by_id);


--
-- Name: swppp_historicalchecklistitem_code_b42a2dc9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalchecklistitem_code_b42a2dc9 ON public.swppp_historicalchecklistitem USING btree (code);


--
-- Name: swppp_historicalchecklistitem_code_b42a2dc9_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalchecklistitem_code_b42a2dc9_like ON public.swppp_historicalchecklistitem USING btree (code varchar_pattern_ops);


--
-- Name: swppp_historicalchecklistitem_history_date_70c60e1a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalchecklistitem_history_date_70c60e1a ON public.swppp_historicalchecklistitem USING btree (history_date);


--
-- Name: swppp_historicalchecklistitem_history_user_id_67cc61bc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalchecklistitem_history_user_id_67cc61bc ON public.swppp_historicalchecklistitem USING btree (history_user_id);


--
-- Name: swppp_historicalchecklistitem_id_58dfddef; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalchecklistitem_id_58dfddef ON public.swppp_historicalchecklistitem USING btree (id);


--
-- Name: swppp_historicalmaintenanceinstrument_document_id_8864a130; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalmaintenanceinstrument_document_id_8864a130 ON public.swppp_historicalmaintenanceinstrument USING btree (document_id);


--
-- Name: swppp_historicalmaintenanceinstrument_history_date_5c5fea83; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalmaintenanceinstrument_history_date_5c5fea83 ON public.swppp_historicalmaintenanceinstrument USING btree (history_date);


--
-- Name: swppp_historicalmaintenanceinstrument_history_user_id_b292ee4b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalmaintenanceinstrument_history_user_id_b292ee4b ON public.swppp_historicalmaintenanceinstrument USING btree (history_user_id);


--
-- Name: swppp_historicalmaintenanceinstrument_id_02ba5c50; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalmaintenanceinstrument_id_02ba5c50 ON public.swppp_historicalmaintenanceinstrument USING btree (id);


--
-- Name: swppp_historicalmaintenanceinstrument_project_id_515d876b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalmaintenanceinstrument_project_id_515d876b ON public.swppp_historicalmaintenanceinstrument USING btree (project_id);


--
-- Name: swppp_historicalmaintenanceinstrument_recorded_by_id_849e7a65; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalmaintenanceinstrument_recorded_by_id_849e7a65 ON public.swppp_historicalmaintenanceinstrument USING btree (recorded_by_id);


--
-- Name: swppp_historicalproject_applicant_id_d6f7f8d0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_applicant_id_d6f7f8d0 ON public.swppp_historicalproject USING btree (applicant_id);


--
-- Name: swppp_historicalproject_applicant_party_id_06f7c062; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_applicant_party_id_06f7c062 ON public.swppp_historicalproject USING btree (applicant_party_id);


--
-- Name: swppp_historicalproject_closed_by_id_2f131156; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_closed_by_id_2f131156 ON public.swppp_historicalproject USING btree (closed_by_id);


--
-- Name: swppp_historicalproject_developer_party_id_7bb10a2d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_developer_party_id_7bb10a2d ON public.swppp_historicalproject USING btree (developer_party_id);


--
-- Name: swppp_historicalproject_exemption_decided_by_id_716b65e0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_exemption_decided_by_id_716b65e0 ON public.swppp_historicalproject USING btree (exemption_decided_by_id);


--
-- Name: swppp_historicalproject_history_date_26d82663; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_history_date_26d82663 ON public.swppp_historicalproject USING btree (history_date);


--
-- Name: swppp_historicalproject_history_user_id_e8921f16; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_history_user_id_e8921f16 ON public.swppp_historicalproject USING btree (history_user_id);


--
-- Name: swppp_historicalproject_id_f3f8a64c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_id_f3f8a64c ON public.swppp_historicalproject USING btree (id);


--
-- Name: swppp_historicalproject_parcel_id_bd9f41fc; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_parcel_id_bd9f41fc ON public.swppp_historicalproject USING btree (parcel_id);


--
-- Name: swppp_historicalproject_reference_e33bca50; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_reference_e33bca50 ON public.swppp_historicalproject USING btree (reference);


--
-- Name: swppp_historicalproject_reference_e33bca50_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_reference_e33bca50_like ON public.swppp_historicalproject USING btree (reference varchar_pattern_ops);


--
-- Name: swppp_historicalproject_review_path_decided_by_id_3199a69b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_review_path_decided_by_id_3199a69b ON public.swppp_historicalproject USING btree (review_path_decided_by_id);


--
-- Name: swppp_historicalproject_reviewing_body_id_64b5737f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_reviewing_body_id_64b5737f ON public.swppp_historicalproject USING btree (reviewing_body_id);


--
-- Name: swppp_historicalproject_site_confirmed_by_id_af832a60; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalproject_site_confirmed_by_id_af832a60 ON public.swppp_historicalproject USING btree (site_confirmed_by_id);


--
-- Name: swppp_historicalsitecorrection_decided_by_id_6e807a2b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsitecorrection_decided_by_id_6e807a2b ON public.swppp_historicalsitecorrection USING btree (decided_by_id);


--
-- Name: swppp_historicalsitecorrection_history_date_46ec9fc9; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsitecorrection_history_date_46ec9fc9 ON public.swppp_historicalsitecorrection USING btree (history_date);


--
-- Name: swppp_historicalsitecorrection_history_user_id_9850d8d1; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsitecorrection_history_user_id_9850d8d1 ON public.swppp_historicalsitecorrection USING btree (history_user_id);


--
-- Name: swppp_historicalsitecorrection_id_e40b8692; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsitecorrection_id_e40b8692 ON public.swppp_historicalsitecorrection USING btree (id);


--
-- Name: swppp_historicalsitecorrection_project_id_bf191a2d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsitecorrection_project_id_bf191a2d ON public.swppp_historicalsitecorrection USING btree (project_id);


--
-- Name: swppp_historicalsitecorrection_requested_by_id_7ab21798; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsitecorrection_requested_by_id_7ab21798 ON public.swppp_historicalsitecorrection USING btree (requested_by_id);


--
-- Name: swppp_historicalsubmission_body_acted_by_id_eec93809; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_body_acted_by_id_eec93809 ON public.swppp_historicalsubmission USING btree (body_acted_by_id);


--
-- Name: swppp_historicalsubmission_certification_id_ec8bb643; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_certification_id_ec8bb643 ON public.swppp_historicalsubmission USING btree (certification_id);


--
-- Name: swppp_historicalsubmission_history_date_c6b5b4e5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_history_date_c6b5b4e5 ON public.swppp_historicalsubmission USING btree (history_date);


--
-- Name: swppp_historicalsubmission_history_user_id_3e2873a4; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_history_user_id_3e2873a4 ON public.swppp_historicalsubmission USING btree (history_user_id);


--
-- Name: swppp_historicalsubmission_id_113ffec0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_id_113ffec0 ON public.swppp_historicalsubmission USING btree (id);


--
-- Name: swppp_historicalsubmission_letter_id_91c6a9a8; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_letter_id_91c6a9a8 ON public.swppp_historicalsubmission USING btree (letter_id);


--
-- Name: swppp_historicalsubmission_path_confirmed_by_id_9588db6f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_path_confirmed_by_id_9588db6f ON public.swppp_historicalsubmission USING btree (path_confirmed_by_id);


--
-- Name: swppp_historicalsubmission_project_id_0609bc9d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_project_id_0609bc9d ON public.swppp_historicalsubmission USING btree (project_id);


--
-- Name: swppp_historicalsubmission_recommendation_letter_id_3b16d7aa; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_recommendation_letter_id_3b16d7aa ON public.swppp_historicalsubmission USING btree (recommendation_letter_id);


--
-- Name: swppp_historicalsubmission_reviewing_body_id_b893d7ff; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_reviewing_body_id_b893d7ff ON public.swppp_historicalsubmission USING btree (reviewing_body_id);


--
-- Name: swppp_historicalsubmission_smo_acted_by_id_dc58568e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_historicalsubmission_smo_acted_by_id_dc58568e ON public.swppp_historicalsubmission USING btree (smo_acted_by_id);


--
-- Name: swppp_itemanswer_item_id_160f17ac; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_itemanswer_item_id_160f17ac ON public.swppp_itemanswer USING btree (item_id);


--
-- Name: swppp_itemanswer_submission_id_2aef088a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_itemanswer_submission_id_2aef088a ON public.swppp_itemanswer USING btree (submission_id);


--
-- Name: swppp_itemanswer_uploads_itemanswer_id_db889cdb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_itemanswer_uploads_itemanswer_id_db889cdb ON public.swppp_itemanswer_uploads USING btree (itemanswer_id);


--
-- Name: swppp_itemanswer_uploads_upload_id_87554eeb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_itemanswer_uploads_upload_id_87554eeb ON public.swppp_itemanswer_uploads USING btree (upload_id);


--
-- Name: swppp_maintenanceinstrument_document_id_fb96f329; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_maintenanceinstrument_document_id_fb96f329 ON public.swppp_maintenanceinstrument USING btree (document_id);


--
-- Name: swppp_maintenanceinstrument_project_id_8f30c18a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_maintenanceinstrument_project_id_8f30c18a ON public.swppp_maintenanceinstrument USING btree (project_id);


--
-- Name: swppp_maintenanceinstrument_recorded_by_id_9b4f649c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_maintenanceinstrument_recorded_by_id_9b4f649c ON public.swppp_maintenanceinstrument USING btree (recorded_by_id);


--
-- Name: swppp_one_open_site_correction; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX swppp_one_open_site_correction ON public.swppp_sitecorrection USING btree (project_id) WHERE ((state)::text = 'open'::text);


--
-- Name: swppp_professionalsignature_signed_by_id_0ccba63a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_professionalsignature_signed_by_id_0ccba63a ON public.swppp_professionalsignature USING btree (signed_by_id);


--
-- Name: swppp_professionalsignature_submission_id_38038934; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_professionalsignature_submission_id_38038934 ON public.swppp_professionalsignature USING btree (submission_id);


--
-- Name: swppp_project_applicant_id_3592e474; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_applicant_id_3592e474 ON public.swppp_project USING btree (applicant_id);


--
-- Name: swppp_project_applicant_party_id_b628cb3c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_applicant_party_id_b628cb3c ON public.swppp_project USING btree (applicant_party_id);


--
-- Name: swppp_project_closed_by_id_a6cb921b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_closed_by_id_a6cb921b ON public.swppp_project USING btree (closed_by_id);


--
-- Name: swppp_project_developer_party_id_69612af5; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_developer_party_id_69612af5 ON public.swppp_project USING btree (developer_party_id);


--
-- Name: swppp_project_exemption_decided_by_id_7a8f08b6; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_exemption_decided_by_id_7a8f08b6 ON public.swppp_project USING btree (exemption_decided_by_id);


--
-- Name: swppp_project_parcel_id_29b42913; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_parcel_id_29b42913 ON public.swppp_project USING btree (parcel_id);


--
-- Name: swppp_project_reference_3cec71fd_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_reference_3cec71fd_like ON public.swppp_project USING btree (reference varchar_pattern_ops);


--
-- Name: swppp_project_review_path_decided_by_id_09f98447; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_review_path_decided_by_id_09f98447 ON public.swppp_project USING btree (review_path_decided_by_id);


--
-- Name: swppp_project_reviewing_body_id_c05f63bb; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_reviewing_body_id_c05f63bb ON public.swppp_project USING btree (reviewing_body_id);


--
-- Name: swppp_project_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_search ON public.swppp_project USING gin (to_tsvector('english'::regconfig, (((COALESCE(title, ''::character varying))::text || ' '::text) || COALESCE(description, ''::text))));


--
-- Name: swppp_project_site_confirmed_by_id_988fa918; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_project_site_confirmed_by_id_988fa918 ON public.swppp_project USING btree (site_confirmed_by_id);


--
-- Name: swppp_queue_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_queue_idx ON public.swppp_submission USING btree (state, received_at);


--
-- Name: swppp_reviewcomment_author_id_02f0d01b; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_reviewcomment_author_id_02f0d01b ON public.swppp_reviewcomment USING btree (author_id);


--
-- Name: swppp_reviewcomment_submission_id_3d57c207; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_reviewcomment_submission_id_3d57c207 ON public.swppp_reviewcomment USING btree (submission_id);


--
-- Name: swppp_reviewingbody_chair_id_8fabd22f; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_reviewingbody_chair_id_8fabd22f ON public.swppp_reviewingbody USING btree (chair_id);


--
-- Name: swppp_reviewingbody_kind_2d77f7b5_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_reviewingbody_kind_2d77f7b5_like ON public.swppp_reviewingbody USING btree (kind varchar_pattern_ops);


--
-- Name: swppp_reviewingbody_members_reviewingbody_id_85c4c52a; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_reviewingbody_members_reviewingbody_id_85c4c52a ON public.swppp_reviewingbody_members USING btree (reviewingbody_id);


--
-- Name: swppp_reviewingbody_members_user_id_12b950fe; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_reviewingbody_members_user_id_12b950fe ON public.swppp_reviewingbody_members USING btree (user_id);


--
-- Name: swppp_site_unconfirmed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_site_unconfirmed ON public.swppp_project USING btree (created_at) WHERE ((site_basis)::text = ''::text);


--
-- Name: swppp_sitecorrection_decided_by_id_bc8ece81; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_sitecorrection_decided_by_id_bc8ece81 ON public.swppp_sitecorrection USING btree (decided_by_id);


--
-- Name: swppp_sitecorrection_project_id_62e63b0e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_sitecorrection_project_id_62e63b0e ON public.swppp_sitecorrection USING btree (project_id);


--
-- Name: swppp_sitecorrection_requested_by_id_4fe37989; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_sitecorrection_requested_by_id_4fe37989 ON public.swppp_sitecorrection USING btree (requested_by_id);


--
-- Name: swppp_submission_body_acted_by_id_a0ed35a0; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_body_acted_by_id_a0ed35a0 ON public.swppp_submission USING btree (body_acted_by_id);


--
-- Name: swppp_submission_certification_id_356675ca; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_certification_id_356675ca ON public.swppp_submission USING btree (certification_id);


--
-- Name: swppp_submission_letter_id_2bddb954; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_letter_id_2bddb954 ON public.swppp_submission USING btree (letter_id);


--
-- Name: swppp_submission_path_confirmed_by_id_055f2a4c; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_path_confirmed_by_id_055f2a4c ON public.swppp_submission USING btree (path_confirmed_by_id);


--
-- Name: swppp_submission_project_id_4e1afa35; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_project_id_4e1afa35 ON public.swppp_submission USING btree (project_id);


--
-- Name: swppp_submission_recommendation_letter_id_ead74e78; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_recommendation_letter_id_ead74e78 ON public.swppp_submission USING btree (recommendation_letter_id);


--
-- Name: swppp_submission_reviewing_body_id_b54b3c9e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_reviewing_body_id_b54b3c9e ON public.swppp_submission USING btree (reviewing_body_id);


--
-- Name: swppp_submission_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_search ON public.swppp_submission USING gin (to_tsvector('english'::regconfig, ((((COALESCE(phasing_justification, ''::text) || ' '::text) || COALESCE(smo_reasons, ''::text)) || ' '::text) || COALESCE(body_reasons, ''::text))));


--
-- Name: swppp_submission_smo_acted_by_id_5bfe699e; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX swppp_submission_smo_acted_by_id_5bfe699e ON public.swppp_submission USING btree (smo_acted_by_id);


--
-- Name: unique_authenticator_type; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX unique_authenticator_type ON public.mfa_authenticator USING btree (user_id, type) WHERE ((type)::text = ANY ((ARRAY['totp'::character varying, 'recovery_codes'::character varying])::text[]));


--
-- Name: unique_primary_email; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX unique_primary_email ON public.account_emailaddress USING btree (user_id, "primary") WHERE "primary";


--
-- Name: unique_verified_email; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX unique_verified_email ON public.account_emailaddress USING btree (email) WHERE verified;


--
-- Name: usersessions_usersession_session_key_fd35de43_like; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX usersessions_usersession_session_key_fd35de43_like ON public.usersessions_usersession USING btree (session_key varchar_pattern_ops);


--
-- Name: usersessions_usersession_user_id_af5e0a6d; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX usersessions_usersession_user_id_af5e0a6d ON public.usersessions_usersession USING btree (user_id);


--
-- Name: violation_chapter_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX violation_chapter_idx ON public.enforcement_violation USING btree (chapter, found_at DESC);


--
-- Name: violation_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX violation_search ON public.enforcement_violation USING gin (to_tsvector('english'::regconfig, ((COALESCE(description, ''::text) || ' '::text) || (COALESCE(subject_label, ''::character varying))::text)));


--
-- Name: violation_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX violation_subject_idx ON public.enforcement_violation USING btree (subject_type_id, subject_id);


--
-- Name: workhold_subject_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX workhold_subject_idx ON public.inspections_workhold USING btree (subject_type_id, subject_id, state);


--
-- Name: deadlines_deadline deadlines_deadline_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER deadlines_deadline_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.deadlines_deadline FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: deadlines_deadline deadlines_tally_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER deadlines_tally_delete AFTER DELETE ON public.deadlines_deadline REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.deadlines_clock_tally();


--
-- Name: deadlines_deadline deadlines_tally_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER deadlines_tally_insert AFTER INSERT ON public.deadlines_deadline REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.deadlines_clock_tally();


--
-- Name: deadlines_deadline deadlines_tally_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER deadlines_tally_update AFTER UPDATE ON public.deadlines_deadline REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.deadlines_clock_tally();


--
-- Name: documents_issueddocument documents_issueddocument_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_issueddocument_immutable BEFORE DELETE OR UPDATE ON public.documents_issueddocument FOR EACH ROW EXECUTE FUNCTION public.documents_refuse_change();


--
-- Name: documents_strippedcopy documents_strippedcopy_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_strippedcopy_immutable BEFORE DELETE OR UPDATE ON public.documents_strippedcopy FOR EACH ROW EXECUTE FUNCTION public.documents_stripped_refuse_change();


--
-- Name: documents_upload documents_upload_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_upload_immutable BEFORE DELETE OR UPDATE ON public.documents_upload FOR EACH ROW EXECUTE FUNCTION public.documents_refuse_change();


--
-- Name: enforcement_correctiveaction enforcement_correctiveaction_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enforcement_correctiveaction_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.enforcement_correctiveaction FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: enforcement_noticeofviolation enforcement_noticeofviolation_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enforcement_noticeofviolation_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.enforcement_noticeofviolation FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: enforcement_offense enforcement_offense_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enforcement_offense_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.enforcement_offense FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: enforcement_referral enforcement_referral_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enforcement_referral_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.enforcement_referral FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: enforcement_stopworkorder enforcement_stopworkorder_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enforcement_stopworkorder_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.enforcement_stopworkorder FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: enforcement_violation_provisions enforcement_violation_provisions_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enforcement_violation_provisions_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.enforcement_violation_provisions FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: enforcement_violation enforcement_violation_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enforcement_violation_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.enforcement_violation FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: illicit_accessaction illicit_accessaction_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER illicit_accessaction_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.illicit_accessaction FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: illicit_case illicit_case_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER illicit_case_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.illicit_case FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: illicit_order illicit_order_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER illicit_order_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.illicit_order FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: illicit_outfall illicit_outfall_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER illicit_outfall_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.illicit_outfall FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: illicit_report illicit_report_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER illicit_report_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.illicit_report FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: illicit_screening illicit_screening_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER illicit_screening_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.illicit_screening FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: illicit_spill illicit_spill_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER illicit_spill_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.illicit_spill FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_asbuiltplan inspections_asbuiltplan_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_asbuiltplan_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_asbuiltplan FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_finalacceptance inspections_finalacceptance_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_finalacceptance_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_finalacceptance FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_inspection inspections_inspection_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_inspection_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_inspection FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_maintenancenotice inspections_maintenancenotice_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_maintenancenotice_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_maintenancenotice FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_practice inspections_practice_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_practice_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_practice FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_practiceinspection inspections_practiceinspection_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_practiceinspection_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_practiceinspection FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_sitelog inspections_sitelog_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_sitelog_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_sitelog FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: inspections_stormevent inspections_stormevent_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inspections_stormevent_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inspections_stormevent FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: money_draw money_draw_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_draw_immutable BEFORE DELETE OR UPDATE ON public.money_draw FOR EACH ROW EXECUTE FUNCTION public.money_refuse_change();


--
-- Name: money_entry money_entry_account; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_entry_account AFTER INSERT ON public.money_entry REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.money_account_booked();


--
-- Name: money_entry money_entry_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_entry_immutable BEFORE DELETE OR UPDATE ON public.money_entry FOR EACH ROW EXECUTE FUNCTION public.money_refuse_change();


--
-- Name: money_escrowinterest money_escrowinterest_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_escrowinterest_immutable BEFORE DELETE OR UPDATE ON public.money_escrowinterest FOR EACH ROW EXECUTE FUNCTION public.money_refuse_change();


--
-- Name: money_feeline money_feeline_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_feeline_immutable BEFORE DELETE OR UPDATE ON public.money_feeline FOR EACH ROW EXECUTE FUNCTION public.money_refuse_change();


--
-- Name: money_feeschedule money_feeschedule_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_feeschedule_immutable BEFORE DELETE OR UPDATE ON public.money_feeschedule FOR EACH ROW EXECUTE FUNCTION public.money_refuse_change();


--
-- Name: money_invoice money_invoice_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_invoice_immutable BEFORE DELETE OR UPDATE ON public.money_invoice FOR EACH ROW EXECUTE FUNCTION public.money_refuse_change();


--
-- Name: money_invoiceline money_invoiceline_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER money_invoiceline_immutable BEFORE DELETE OR UPDATE ON public.money_invoiceline FOR EACH ROW EXECUTE FUNCTION public.money_refuse_change();


--
-- Name: security_securityevent security_securityevent_immutable; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER security_securityevent_immutable BEFORE DELETE OR UPDATE ON public.security_securityevent FOR EACH ROW EXECUTE FUNCTION public.security_refuse_change();


--
-- Name: swppp_contractor swppp_contractor_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER swppp_contractor_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.swppp_contractor FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: swppp_maintenanceinstrument swppp_maintenanceinstrument_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER swppp_maintenanceinstrument_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.swppp_maintenanceinstrument FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: swppp_project swppp_project_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER swppp_project_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.swppp_project FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: swppp_submission swppp_submission_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER swppp_submission_stamp AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.swppp_submission FOR EACH STATEMENT EXECUTE FUNCTION public.reports_table_stamp();


--
-- Name: account_emailaddress account_emailaddress_user_id_2c513194_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_emailaddress
    ADD CONSTRAINT account_emailaddress_user_id_2c513194_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: account_emailconfirmation account_emailconfirm_email_address_id_5b7f8c58_fk_account_e; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_emailconfirmation
    ADD CONSTRAINT account_emailconfirm_email_address_id_5b7f8c58_fk_account_e FOREIGN KEY (email_address_id) REFERENCES public.account_emailaddress(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: accounts_historicaluser accounts_historicalu_history_user_id_db1b2c5f_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_historicaluser
    ADD CONSTRAINT accounts_historicalu_history_user_id_db1b2c5f_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: accounts_user_groups accounts_user_groups_group_id_bd11a704_fk_auth_group_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_groups
    ADD CONSTRAINT accounts_user_groups_group_id_bd11a704_fk_auth_group_id FOREIGN KEY (group_id) REFERENCES public.auth_group(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: accounts_user_groups accounts_user_groups_user_id_52b62117_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_groups
    ADD CONSTRAINT accounts_user_groups_user_id_52b62117_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: accounts_user accounts_user_signature_image_id_7bcd9e44_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user
    ADD CONSTRAINT accounts_user_signature_image_id_7bcd9e44_fk_documents FOREIGN KEY (signature_image_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: accounts_user_user_permissions accounts_user_user_p_permission_id_113bb443_fk_auth_perm; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_user_permissions
    ADD CONSTRAINT accounts_user_user_p_permission_id_113bb443_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES public.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: accounts_user_user_permissions accounts_user_user_p_user_id_e4f0a161_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts_user_user_permissions
    ADD CONSTRAINT accounts_user_user_p_user_id_e4f0a161_fk_accounts_ FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: api_apitoken api_apitoken_user_id_9cffaf33_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_apitoken
    ADD CONSTRAINT api_apitoken_user_id_9cffaf33_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: audit_auditevent audit_auditevent_actor_id_270bb4b7_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_auditevent
    ADD CONSTRAINT audit_auditevent_actor_id_270bb4b7_fk_accounts_user_id FOREIGN KEY (actor_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: audit_auditevent audit_auditevent_subject_type_id_a4ecf56f_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_auditevent
    ADD CONSTRAINT audit_auditevent_subject_type_id_a4ecf56f_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: auth_group_permissions auth_group_permissio_permission_id_84c5c92e_fk_auth_perm; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_group_permissions
    ADD CONSTRAINT auth_group_permissio_permission_id_84c5c92e_fk_auth_perm FOREIGN KEY (permission_id) REFERENCES public.auth_permission(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: auth_group_permissions auth_group_permissions_group_id_b120cbf9_fk_auth_group_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_group_permissions
    ADD CONSTRAINT auth_group_permissions_group_id_b120cbf9_fk_auth_group_id FOREIGN KEY (group_id) REFERENCES public.auth_group(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: auth_permission auth_permission_content_type_id_2f476e4b_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_permission
    ADD CONSTRAINT auth_permission_content_type_id_2f476e4b_fk_django_co FOREIGN KEY (content_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_body bodies_body_chair_id_4d0fb18f_fk_bodies_membership_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_body
    ADD CONSTRAINT bodies_body_chair_id_4d0fb18f_fk_bodies_membership_id FOREIGN KEY (chair_id) REFERENCES public.bodies_membership(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_body bodies_body_clerk_id_226fc739_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_body
    ADD CONSTRAINT bodies_body_clerk_id_226fc739_fk_accounts_user_id FOREIGN KEY (clerk_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_historicalbody bodies_historicalbod_history_user_id_3323ef0d_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_historicalbody
    ADD CONSTRAINT bodies_historicalbod_history_user_id_3323ef0d_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_historicalmeeting bodies_historicalmee_history_user_id_d338031a_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_historicalmeeting
    ADD CONSTRAINT bodies_historicalmee_history_user_id_d338031a_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_historicalmembership bodies_historicalmem_history_user_id_2c2f1c6f_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_historicalmembership
    ADD CONSTRAINT bodies_historicalmem_history_user_id_2c2f1c6f_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_meeting bodies_meeting_body_id_257b65a3_fk_bodies_body_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_meeting
    ADD CONSTRAINT bodies_meeting_body_id_257b65a3_fk_bodies_body_id FOREIGN KEY (body_id) REFERENCES public.bodies_body(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_meeting bodies_meeting_recorded_by_id_bfae85f2_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_meeting
    ADD CONSTRAINT bodies_meeting_recorded_by_id_bfae85f2_fk_accounts_user_id FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_membership bodies_membership_body_id_a9257e0c_fk_bodies_body_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_membership
    ADD CONSTRAINT bodies_membership_body_id_a9257e0c_fk_bodies_body_id FOREIGN KEY (body_id) REFERENCES public.bodies_body(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_membership bodies_membership_user_id_960d876b_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_membership
    ADD CONSTRAINT bodies_membership_user_id_960d876b_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_membervote bodies_membervote_membership_id_a237e356_fk_bodies_me; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_membervote
    ADD CONSTRAINT bodies_membervote_membership_id_a237e356_fk_bodies_me FOREIGN KEY (membership_id) REFERENCES public.bodies_membership(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: bodies_membervote bodies_membervote_subject_type_id_140325cc_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bodies_membervote
    ADD CONSTRAINT bodies_membervote_subject_type_id_140325cc_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: calendar_historicalofficeclosure calendar_historicalo_history_user_id_b08407bb_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_historicalofficeclosure
    ADD CONSTRAINT calendar_historicalo_history_user_id_b08407bb_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: calendar_historicalproclaimedholiday calendar_historicalp_history_user_id_45cfe80d_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_historicalproclaimedholiday
    ADD CONSTRAINT calendar_historicalp_history_user_id_45cfe80d_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: calendar_officeclosure calendar_officeclosu_created_by_id_908a12f8_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_officeclosure
    ADD CONSTRAINT calendar_officeclosu_created_by_id_908a12f8_fk_accounts_ FOREIGN KEY (created_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: calendar_proclaimedholiday calendar_proclaimedh_created_by_id_9ee69803_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_proclaimedholiday
    ADD CONSTRAINT calendar_proclaimedh_created_by_id_9ee69803_fk_accounts_ FOREIGN KEY (created_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: deadlines_deadline deadlines_deadline_responsible_user_id_1480ed54_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_deadline
    ADD CONSTRAINT deadlines_deadline_responsible_user_id_1480ed54_fk_accounts_ FOREIGN KEY (responsible_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: deadlines_deadline deadlines_deadline_subject_type_id_a0e70487_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_deadline
    ADD CONSTRAINT deadlines_deadline_subject_type_id_a0e70487_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: deadlines_historicaldeadline deadlines_historical_history_user_id_9196d14a_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_historicaldeadline
    ADD CONSTRAINT deadlines_historical_history_user_id_9196d14a_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: deadlines_historicalpolicysetting deadlines_historical_history_user_id_d9add4ab_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_historicalpolicysetting
    ADD CONSTRAINT deadlines_historical_history_user_id_d9add4ab_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: deadlines_reminder deadlines_reminder_deadline_id_fc0a4d89_fk_deadlines; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadlines_reminder
    ADD CONSTRAINT deadlines_reminder_deadline_id_fc0a4d89_fk_deadlines FOREIGN KEY (deadline_id) REFERENCES public.deadlines_deadline(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: django_admin_log django_admin_log_content_type_id_c4bce8eb_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_admin_log
    ADD CONSTRAINT django_admin_log_content_type_id_c4bce8eb_fk_django_co FOREIGN KEY (content_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: django_admin_log django_admin_log_user_id_c564eba6_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_admin_log
    ADD CONSTRAINT django_admin_log_user_id_c564eba6_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: django_celery_beat_periodictask django_celery_beat_p_clocked_id_47a69f82_fk_django_ce; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_periodictask
    ADD CONSTRAINT django_celery_beat_p_clocked_id_47a69f82_fk_django_ce FOREIGN KEY (clocked_id) REFERENCES public.django_celery_beat_clockedschedule(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: django_celery_beat_periodictask django_celery_beat_p_crontab_id_d3cba168_fk_django_ce; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_periodictask
    ADD CONSTRAINT django_celery_beat_p_crontab_id_d3cba168_fk_django_ce FOREIGN KEY (crontab_id) REFERENCES public.django_celery_beat_crontabschedule(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: django_celery_beat_periodictask django_celery_beat_p_interval_id_a8ca27da_fk_django_ce; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_periodictask
    ADD CONSTRAINT django_celery_beat_p_interval_id_a8ca27da_fk_django_ce FOREIGN KEY (interval_id) REFERENCES public.django_celery_beat_intervalschedule(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: django_celery_beat_periodictask django_celery_beat_p_solar_id_a87ce72c_fk_django_ce; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.django_celery_beat_periodictask
    ADD CONSTRAINT django_celery_beat_p_solar_id_a87ce72c_fk_django_ce FOREIGN KEY (solar_id) REFERENCES public.django_celery_beat_solarschedule(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: documents_issueddocument documents_issueddocu_issued_by_id_5137e070_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_issueddocument
    ADD CONSTRAINT documents_issueddocu_issued_by_id_5137e070_fk_accounts_ FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: documents_issueddocument documents_issueddocu_subject_type_id_27a919f7_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_issueddocument
    ADD CONSTRAINT documents_issueddocu_subject_type_id_27a919f7_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: documents_issueddocument documents_issueddocu_supersedes_id_7d75f2ff_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_issueddocument
    ADD CONSTRAINT documents_issueddocu_supersedes_id_7d75f2ff_fk_documents FOREIGN KEY (supersedes_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: documents_strippedcopy documents_strippedco_upload_id_12ffd715_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_strippedcopy
    ADD CONSTRAINT documents_strippedco_upload_id_12ffd715_fk_documents FOREIGN KEY (upload_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: documents_upload documents_upload_subject_type_id_3169a751_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_upload
    ADD CONSTRAINT documents_upload_subject_type_id_3169a751_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: documents_upload documents_upload_uploaded_by_id_cce596ee_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents_upload
    ADD CONSTRAINT documents_upload_uploaded_by_id_cce596ee_fk_accounts_user_id FOREIGN KEY (uploaded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_abatementcost enforcement_abatemen_action_id_2bb13dc8_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_abatementcost
    ADD CONSTRAINT enforcement_abatemen_action_id_2bb13dc8_fk_enforceme FOREIGN KEY (action_id) REFERENCES public.enforcement_correctiveaction(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_abatementcost enforcement_abatemen_charged_to_id_b2340907_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_abatementcost
    ADD CONSTRAINT enforcement_abatemen_charged_to_id_b2340907_fk_registry_ FOREIGN KEY (charged_to_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_abatementcost enforcement_abatemen_recorded_by_id_61c32b65_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_abatementcost
    ADD CONSTRAINT enforcement_abatemen_recorded_by_id_61c32b65_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_abatementcost enforcement_abatemen_summary_id_89149b6c_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_abatementcost
    ADD CONSTRAINT enforcement_abatemen_summary_id_89149b6c_fk_enforceme FOREIGN KEY (summary_id) REFERENCES public.enforcement_summaryabatement(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_addressee enforcement_addresse_notice_id_75a91124_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_addressee
    ADD CONSTRAINT enforcement_addresse_notice_id_75a91124_fk_enforceme FOREIGN KEY (notice_id) REFERENCES public.enforcement_noticeofviolation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_addressee enforcement_addressee_party_id_ca817388_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_addressee
    ADD CONSTRAINT enforcement_addressee_party_id_ca817388_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_alternativeremedy enforcement_alternat_concurred_by_id_eb39c164_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_alternativeremedy
    ADD CONSTRAINT enforcement_alternat_concurred_by_id_eb39c164_fk_accounts_ FOREIGN KEY (concurred_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_alternativeremedy enforcement_alternat_recommended_by_id_cd1157ff_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_alternativeremedy
    ADD CONSTRAINT enforcement_alternat_recommended_by_id_cd1157ff_fk_accounts_ FOREIGN KEY (recommended_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_alternativeremedy enforcement_alternat_violation_id_dbcd14df_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_alternativeremedy
    ADD CONSTRAINT enforcement_alternat_violation_id_dbcd14df_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appeal enforcement_appeal_appellant_id_3dcc6a42_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_appellant_id_3dcc6a42_fk_registry_party_id FOREIGN KEY (appellant_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appeal enforcement_appeal_decided_by_id_cba1e8f1_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_decided_by_id_cba1e8f1_fk_accounts_user_id FOREIGN KEY (decided_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appeal enforcement_appeal_decision_document_id_1eff2e2b_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_decision_document_id_1eff2e2b_fk_documents FOREIGN KEY (decision_document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appeal enforcement_appeal_filed_by_id_9e6440f3_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_filed_by_id_9e6440f3_fk_accounts_user_id FOREIGN KEY (filed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appeal enforcement_appeal_meeting_id_4b7eba11_fk_bodies_meeting_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_meeting_id_4b7eba11_fk_bodies_meeting_id FOREIGN KEY (meeting_id) REFERENCES public.bodies_meeting(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appeal enforcement_appeal_notice_id_418a5ba8_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_notice_id_418a5ba8_fk_enforceme FOREIGN KEY (notice_id) REFERENCES public.enforcement_noticeofviolation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appeal enforcement_appeal_scheduled_by_id_96ad165a_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appeal
    ADD CONSTRAINT enforcement_appeal_scheduled_by_id_96ad165a_fk_accounts_user_id FOREIGN KEY (scheduled_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appellant enforcement_appellan_addressee_id_32609dbe_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appellant
    ADD CONSTRAINT enforcement_appellan_addressee_id_32609dbe_fk_enforceme FOREIGN KEY (addressee_id) REFERENCES public.enforcement_addressee(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appellant enforcement_appellan_appeal_id_9c84e3f7_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appellant
    ADD CONSTRAINT enforcement_appellan_appeal_id_9c84e3f7_fk_enforceme FOREIGN KEY (appeal_id) REFERENCES public.enforcement_appeal(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appellant enforcement_appellant_filed_by_id_92ed9708_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appellant
    ADD CONSTRAINT enforcement_appellant_filed_by_id_92ed9708_fk_accounts_user_id FOREIGN KEY (filed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_appellant enforcement_appellant_party_id_fd8109e2_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_appellant
    ADD CONSTRAINT enforcement_appellant_party_id_fd8109e2_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_correctiveaction enforcement_correcti_letter_id_a1c772db_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_correctiveaction
    ADD CONSTRAINT enforcement_correcti_letter_id_a1c772db_fk_documents FOREIGN KEY (letter_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_correctiveaction enforcement_correcti_notice_id_76eb29fa_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_correctiveaction
    ADD CONSTRAINT enforcement_correcti_notice_id_76eb29fa_fk_enforceme FOREIGN KEY (notice_id) REFERENCES public.enforcement_noticeofviolation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_correctiveaction enforcement_correcti_opened_by_id_c01ebdfb_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_correctiveaction
    ADD CONSTRAINT enforcement_correcti_opened_by_id_c01ebdfb_fk_accounts_ FOREIGN KEY (opened_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_evidence enforcement_evidence_recorded_by_id_8ce2a0a0_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_evidence
    ADD CONSTRAINT enforcement_evidence_recorded_by_id_8ce2a0a0_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_evidence enforcement_evidence_source_type_id_0dd22d3e_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_evidence
    ADD CONSTRAINT enforcement_evidence_source_type_id_0dd22d3e_fk_django_co FOREIGN KEY (source_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_evidence enforcement_evidence_upload_id_010ad787_fk_documents_upload_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_evidence
    ADD CONSTRAINT enforcement_evidence_upload_id_010ad787_fk_documents_upload_id FOREIGN KEY (upload_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_evidence enforcement_evidence_violation_id_81273d1b_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_evidence
    ADD CONSTRAINT enforcement_evidence_violation_id_81273d1b_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_hearingnotice enforcement_hearingn_appeal_id_713a5ac2_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnotice
    ADD CONSTRAINT enforcement_hearingn_appeal_id_713a5ac2_fk_enforceme FOREIGN KEY (appeal_id) REFERENCES public.enforcement_appeal(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_hearingnotice enforcement_hearingn_consent_recorded_by__03e79ac0_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnotice
    ADD CONSTRAINT enforcement_hearingn_consent_recorded_by__03e79ac0_fk_accounts_ FOREIGN KEY (consent_recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_hearingnotice enforcement_hearingn_document_id_edcc439f_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnotice
    ADD CONSTRAINT enforcement_hearingn_document_id_edcc439f_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_hearingnoticepolicy enforcement_hearingn_recorded_by_id_7e4f311d_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_hearingnoticepolicy
    ADD CONSTRAINT enforcement_hearingn_recorded_by_id_7e4f311d_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalalternativeremedy enforcement_historic_history_user_id_11a81ff0_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalalternativeremedy
    ADD CONSTRAINT enforcement_historic_history_user_id_11a81ff0_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalsummaryabatement enforcement_historic_history_user_id_237c4125_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalsummaryabatement
    ADD CONSTRAINT enforcement_historic_history_user_id_237c4125_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicaloffense enforcement_historic_history_user_id_29e97b9c_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicaloffense
    ADD CONSTRAINT enforcement_historic_history_user_id_29e97b9c_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalcorrectiveaction enforcement_historic_history_user_id_3337318f_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalcorrectiveaction
    ADD CONSTRAINT enforcement_historic_history_user_id_3337318f_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalservicerecord enforcement_historic_history_user_id_3b8d91be_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalservicerecord
    ADD CONSTRAINT enforcement_historic_history_user_id_3b8d91be_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalservedletter enforcement_historic_history_user_id_4202224f_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalservedletter
    ADD CONSTRAINT enforcement_historic_history_user_id_4202224f_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicaladdressee enforcement_historic_history_user_id_4457107f_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicaladdressee
    ADD CONSTRAINT enforcement_historic_history_user_id_4457107f_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalstopworkorder enforcement_historic_history_user_id_7e508c76_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalstopworkorder
    ADD CONSTRAINT enforcement_historic_history_user_id_7e508c76_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalappealpolicy enforcement_historic_history_user_id_7f5d8640_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalappealpolicy
    ADD CONSTRAINT enforcement_historic_history_user_id_7f5d8640_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicaloccupancyhold enforcement_historic_history_user_id_91444acf_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicaloccupancyhold
    ADD CONSTRAINT enforcement_historic_history_user_id_91444acf_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalappellant enforcement_historic_history_user_id_93413818_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalappellant
    ADD CONSTRAINT enforcement_historic_history_user_id_93413818_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalnoticeofviolation enforcement_historic_history_user_id_95df2b98_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalnoticeofviolation
    ADD CONSTRAINT enforcement_historic_history_user_id_95df2b98_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalviolation enforcement_historic_history_user_id_a0823b96_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalviolation
    ADD CONSTRAINT enforcement_historic_history_user_id_a0823b96_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalappeal enforcement_historic_history_user_id_a11082f9_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalappeal
    ADD CONSTRAINT enforcement_historic_history_user_id_a11082f9_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalabatementcost enforcement_historic_history_user_id_a5829b8d_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalabatementcost
    ADD CONSTRAINT enforcement_historic_history_user_id_a5829b8d_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalreferral enforcement_historic_history_user_id_c406bc8c_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalreferral
    ADD CONSTRAINT enforcement_historic_history_user_id_c406bc8c_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalremedytask enforcement_historic_history_user_id_cc3930dc_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalremedytask
    ADD CONSTRAINT enforcement_historic_history_user_id_cc3930dc_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_historicalhearingnoticepolicy enforcement_historic_history_user_id_d8a692be_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_historicalhearingnoticepolicy
    ADD CONSTRAINT enforcement_historic_history_user_id_d8a692be_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation enforcement_noticeof_addressee_id_affa2658_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeof_addressee_id_affa2658_fk_registry_ FOREIGN KEY (addressee_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation enforcement_noticeof_document_id_65e7124b_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeof_document_id_65e7124b_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation enforcement_noticeof_issued_by_id_7935f8aa_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeof_issued_by_id_7935f8aa_fk_accounts_ FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation_also_to enforcement_noticeof_noticeofviolation_id_0022dbe1_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_also_to
    ADD CONSTRAINT enforcement_noticeof_noticeofviolation_id_0022dbe1_fk_enforceme FOREIGN KEY (noticeofviolation_id) REFERENCES public.enforcement_noticeofviolation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation_copied_to enforcement_noticeof_noticeofviolation_id_b35855cb_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_copied_to
    ADD CONSTRAINT enforcement_noticeof_noticeofviolation_id_b35855cb_fk_enforceme FOREIGN KEY (noticeofviolation_id) REFERENCES public.enforcement_noticeofviolation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation_also_to enforcement_noticeof_party_id_cc60c7ca_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_also_to
    ADD CONSTRAINT enforcement_noticeof_party_id_cc60c7ca_fk_registry_ FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation_copied_to enforcement_noticeof_party_id_e49587ab_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation_copied_to
    ADD CONSTRAINT enforcement_noticeof_party_id_e49587ab_fk_registry_ FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation enforcement_noticeof_supersedes_id_3fef8c2a_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeof_supersedes_id_3fef8c2a_fk_enforceme FOREIGN KEY (supersedes_id) REFERENCES public.enforcement_noticeofviolation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_noticeofviolation enforcement_noticeof_violation_id_e0333acb_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_noticeofviolation
    ADD CONSTRAINT enforcement_noticeof_violation_id_e0333acb_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_occupancyhold enforcement_occupanc_lifted_by_id_a2486f1b_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_occupancyhold
    ADD CONSTRAINT enforcement_occupanc_lifted_by_id_a2486f1b_fk_accounts_ FOREIGN KEY (lifted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_occupancyhold enforcement_occupanc_parcel_id_47ae5f61_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_occupancyhold
    ADD CONSTRAINT enforcement_occupanc_parcel_id_47ae5f61_fk_registry_ FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_occupancyhold enforcement_occupanc_placed_by_id_db435396_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_occupancyhold
    ADD CONSTRAINT enforcement_occupanc_placed_by_id_db435396_fk_accounts_ FOREIGN KEY (placed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_occupancyhold enforcement_occupanc_violation_id_cda56abb_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_occupancyhold
    ADD CONSTRAINT enforcement_occupanc_violation_id_cda56abb_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_offense enforcement_offense_party_id_e488cd54_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_offense
    ADD CONSTRAINT enforcement_offense_party_id_e488cd54_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_offense enforcement_offense_recorded_by_id_1722bf17_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_offense
    ADD CONSTRAINT enforcement_offense_recorded_by_id_1722bf17_fk_accounts_user_id FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_offense enforcement_offense_referral_id_380194a8_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_offense
    ADD CONSTRAINT enforcement_offense_referral_id_380194a8_fk_enforceme FOREIGN KEY (referral_id) REFERENCES public.enforcement_referral(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_offense enforcement_offense_violation_id_0b84cc7f_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_offense
    ADD CONSTRAINT enforcement_offense_violation_id_0b84cc7f_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_referral enforcement_referral_referred_by_id_bd63f0b5_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_referral
    ADD CONSTRAINT enforcement_referral_referred_by_id_bd63f0b5_fk_accounts_ FOREIGN KEY (referred_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_referral enforcement_referral_violation_id_258c599a_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_referral
    ADD CONSTRAINT enforcement_referral_violation_id_258c599a_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_remedytask enforcement_remedyta_remedy_id_b1b6ca5c_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_remedytask
    ADD CONSTRAINT enforcement_remedyta_remedy_id_b1b6ca5c_fk_enforceme FOREIGN KEY (remedy_id) REFERENCES public.enforcement_alternativeremedy(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servedletter enforcement_servedle_addressee_id_bb468562_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedle_addressee_id_bb468562_fk_registry_ FOREIGN KEY (addressee_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servedletter enforcement_servedle_document_id_537c56fc_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedle_document_id_537c56fc_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servedletter enforcement_servedle_issued_by_id_e2cb04e4_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedle_issued_by_id_e2cb04e4_fk_accounts_ FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servedletter enforcement_servedle_parcel_id_5e17e904_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedle_parcel_id_5e17e904_fk_registry_ FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servedletter_copied_to enforcement_servedle_party_id_63a04f60_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter_copied_to
    ADD CONSTRAINT enforcement_servedle_party_id_63a04f60_fk_registry_ FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servedletter_copied_to enforcement_servedle_servedletter_id_19f49fd9_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter_copied_to
    ADD CONSTRAINT enforcement_servedle_servedletter_id_19f49fd9_fk_enforceme FOREIGN KEY (servedletter_id) REFERENCES public.enforcement_servedletter(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servedletter enforcement_servedle_subject_type_id_78335f00_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servedletter
    ADD CONSTRAINT enforcement_servedle_subject_type_id_78335f00_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servicerecord enforcement_servicer_addressee_id_9ac1c52d_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servicerecord
    ADD CONSTRAINT enforcement_servicer_addressee_id_9ac1c52d_fk_enforceme FOREIGN KEY (addressee_id) REFERENCES public.enforcement_addressee(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servicerecord enforcement_servicer_document_id_f1703713_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servicerecord
    ADD CONSTRAINT enforcement_servicer_document_id_f1703713_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_servicerecord enforcement_servicer_recorded_by_id_d03abf89_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_servicerecord
    ADD CONSTRAINT enforcement_servicer_recorded_by_id_d03abf89_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder enforcement_stopwork_addressee_id_d08d1c46_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopwork_addressee_id_d08d1c46_fk_registry_ FOREIGN KEY (addressee_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder enforcement_stopwork_confirming_upload_id_5a5179fc_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopwork_confirming_upload_id_5a5179fc_fk_documents FOREIGN KEY (confirming_upload_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder enforcement_stopwork_document_id_28d0d0d1_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopwork_document_id_28d0d0d1_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder enforcement_stopwork_issued_by_id_48a312c3_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopwork_issued_by_id_48a312c3_fk_accounts_ FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder enforcement_stopwork_lift_document_id_d2aef029_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopwork_lift_document_id_d2aef029_fk_documents FOREIGN KEY (lift_document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder enforcement_stopwork_lifted_by_id_bb022141_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopwork_lifted_by_id_bb022141_fk_accounts_ FOREIGN KEY (lifted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder_copied_to enforcement_stopwork_party_id_50545ba2_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder_copied_to
    ADD CONSTRAINT enforcement_stopwork_party_id_50545ba2_fk_registry_ FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder_copied_to enforcement_stopwork_stopworkorder_id_91bd5c19_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder_copied_to
    ADD CONSTRAINT enforcement_stopwork_stopworkorder_id_91bd5c19_fk_enforceme FOREIGN KEY (stopworkorder_id) REFERENCES public.enforcement_stopworkorder(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_stopworkorder enforcement_stopwork_violation_id_f9af5997_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_stopworkorder
    ADD CONSTRAINT enforcement_stopwork_violation_id_f9af5997_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_summaryabatement enforcement_summarya_recorded_by_id_7c9c477b_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_summaryabatement
    ADD CONSTRAINT enforcement_summarya_recorded_by_id_7c9c477b_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_summaryabatement enforcement_summarya_violation_id_bd3f6002_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_summaryabatement
    ADD CONSTRAINT enforcement_summarya_violation_id_bd3f6002_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_violation enforcement_violatio_parcel_id_0f4d6267_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation
    ADD CONSTRAINT enforcement_violatio_parcel_id_0f4d6267_fk_registry_ FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_violation_provisions enforcement_violatio_provision_id_74ca728f_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation_provisions
    ADD CONSTRAINT enforcement_violatio_provision_id_74ca728f_fk_enforceme FOREIGN KEY (provision_id) REFERENCES public.enforcement_provision(code) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_violation enforcement_violatio_subject_type_id_166db268_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation
    ADD CONSTRAINT enforcement_violatio_subject_type_id_166db268_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_violation_provisions enforcement_violatio_violation_id_72d52bbf_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation_provisions
    ADD CONSTRAINT enforcement_violatio_violation_id_72d52bbf_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_violation enforcement_violation_found_by_id_8ab4ef84_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation
    ADD CONSTRAINT enforcement_violation_found_by_id_8ab4ef84_fk_accounts_user_id FOREIGN KEY (found_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: enforcement_violation enforcement_violation_party_id_5da3d58e_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.enforcement_violation
    ADD CONSTRAINT enforcement_violation_party_id_5da3d58e_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_accessaction illicit_accessaction_acted_by_id_25e6b16c_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_accessaction
    ADD CONSTRAINT illicit_accessaction_acted_by_id_25e6b16c_fk_accounts_user_id FOREIGN KEY (acted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_accessaction illicit_accessaction_case_id_49109fbc_fk_illicit_case_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_accessaction
    ADD CONSTRAINT illicit_accessaction_case_id_49109fbc_fk_illicit_case_id FOREIGN KEY (case_id) REFERENCES public.illicit_case(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_accessaction illicit_accessaction_parcel_id_26818286_fk_registry_property_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_accessaction
    ADD CONSTRAINT illicit_accessaction_parcel_id_26818286_fk_registry_property_id FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_accessaction illicit_accessaction_party_id_c88a6ae3_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_accessaction
    ADD CONSTRAINT illicit_accessaction_party_id_c88a6ae3_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_agencyexemption illicit_agencyexempt_parcel_id_daf6ca1c_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_agencyexemption
    ADD CONSTRAINT illicit_agencyexempt_parcel_id_daf6ca1c_fk_registry_ FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_agencyexemption illicit_agencyexempt_recorded_by_id_e3fc87d8_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_agencyexemption
    ADD CONSTRAINT illicit_agencyexempt_recorded_by_id_e3fc87d8_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_agencyexemption illicit_agencyexemption_party_id_acb0383d_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_agencyexemption
    ADD CONSTRAINT illicit_agencyexemption_party_id_acb0383d_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_apiclient illicit_apiclient_issued_by_id_3450cc44_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_apiclient
    ADD CONSTRAINT illicit_apiclient_issued_by_id_3450cc44_fk_accounts_user_id FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_authorization illicit_authorizatio_parcel_id_b677b0e6_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_authorization
    ADD CONSTRAINT illicit_authorizatio_parcel_id_b677b0e6_fk_registry_ FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_authorization illicit_authorizatio_recorded_by_id_55ee3211_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_authorization
    ADD CONSTRAINT illicit_authorizatio_recorded_by_id_55ee3211_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_authorization illicit_authorization_case_id_66375aed_fk_illicit_case_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_authorization
    ADD CONSTRAINT illicit_authorization_case_id_66375aed_fk_illicit_case_id FOREIGN KEY (case_id) REFERENCES public.illicit_case(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_authorization illicit_authorization_party_id_4a6f2890_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_authorization
    ADD CONSTRAINT illicit_authorization_party_id_4a6f2890_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_case illicit_case_agency_exemption_id_cbf17c47_fk_illicit_a; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_agency_exemption_id_cbf17c47_fk_illicit_a FOREIGN KEY (agency_exemption_id) REFERENCES public.illicit_agencyexemption(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_case illicit_case_exemption_id_3e77e2b2_fk_illicit_authorization_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_exemption_id_3e77e2b2_fk_illicit_authorization_id FOREIGN KEY (exemption_id) REFERENCES public.illicit_authorization(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_case illicit_case_opened_by_id_7b486c4a_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_opened_by_id_7b486c4a_fk_accounts_user_id FOREIGN KEY (opened_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_case illicit_case_operator_id_d3a8c5e1_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_operator_id_d3a8c5e1_fk_registry_party_id FOREIGN KEY (operator_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_case illicit_case_outfall_id_cbf5b37b_fk_illicit_outfall_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_outfall_id_cbf5b37b_fk_illicit_outfall_id FOREIGN KEY (outfall_id) REFERENCES public.illicit_outfall(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_case illicit_case_owner_id_65950daa_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_owner_id_65950daa_fk_registry_party_id FOREIGN KEY (owner_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_case illicit_case_parcel_id_c21c068d_fk_registry_property_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_case
    ADD CONSTRAINT illicit_case_parcel_id_c21c068d_fk_registry_property_id FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_delegation illicit_delegation_delegate_id_546401ad_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_delegation
    ADD CONSTRAINT illicit_delegation_delegate_id_546401ad_fk_accounts_user_id FOREIGN KEY (delegate_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_delegation illicit_delegation_delegated_by_id_fa805010_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_delegation
    ADD CONSTRAINT illicit_delegation_delegated_by_id_fa805010_fk_accounts_user_id FOREIGN KEY (delegated_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_entry illicit_entry_case_id_92849f37_fk_illicit_case_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_entry
    ADD CONSTRAINT illicit_entry_case_id_92849f37_fk_illicit_case_id FOREIGN KEY (case_id) REFERENCES public.illicit_case(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_entry illicit_entry_recorded_by_id_3879cea4_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_entry
    ADD CONSTRAINT illicit_entry_recorded_by_id_3879cea4_fk_accounts_user_id FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_historicalaccessaction illicit_historicalac_history_user_id_df8e5910_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalaccessaction
    ADD CONSTRAINT illicit_historicalac_history_user_id_df8e5910_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_historicalcase illicit_historicalca_history_user_id_fa43de59_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalcase
    ADD CONSTRAINT illicit_historicalca_history_user_id_fa43de59_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_historicalorder illicit_historicalor_history_user_id_8330f6de_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalorder
    ADD CONSTRAINT illicit_historicalor_history_user_id_8330f6de_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_historicaloutfall illicit_historicalou_history_user_id_3f512f94_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicaloutfall
    ADD CONSTRAINT illicit_historicalou_history_user_id_3f512f94_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_historicalreport illicit_historicalre_history_user_id_9bac57fe_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalreport
    ADD CONSTRAINT illicit_historicalre_history_user_id_9bac57fe_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_historicalspill illicit_historicalsp_history_user_id_54506780_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_historicalspill
    ADD CONSTRAINT illicit_historicalsp_history_user_id_54506780_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_order illicit_order_case_id_88cd65a4_fk_illicit_case_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_order
    ADD CONSTRAINT illicit_order_case_id_88cd65a4_fk_illicit_case_id FOREIGN KEY (case_id) REFERENCES public.illicit_case(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_order illicit_order_issued_by_id_7e63f5c3_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_order
    ADD CONSTRAINT illicit_order_issued_by_id_7e63f5c3_fk_accounts_user_id FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_order illicit_order_party_id_385985f1_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_order
    ADD CONSTRAINT illicit_order_party_id_385985f1_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_order illicit_order_verified_by_id_62cc6f90_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_order
    ADD CONSTRAINT illicit_order_verified_by_id_62cc6f90_fk_accounts_user_id FOREIGN KEY (verified_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_orderresponse illicit_orderrespons_recorded_by_id_3730a626_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_orderresponse
    ADD CONSTRAINT illicit_orderrespons_recorded_by_id_3730a626_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_orderresponse illicit_orderresponse_order_id_f96d849e_fk_illicit_order_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_orderresponse
    ADD CONSTRAINT illicit_orderresponse_order_id_f96d849e_fk_illicit_order_id FOREIGN KEY (order_id) REFERENCES public.illicit_order(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_report illicit_report_api_client_id_4174f7a8_fk_illicit_apiclient_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_report
    ADD CONSTRAINT illicit_report_api_client_id_4174f7a8_fk_illicit_apiclient_id FOREIGN KEY (api_client_id) REFERENCES public.illicit_apiclient(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_report illicit_report_case_id_93ffd1f8_fk_illicit_case_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_report
    ADD CONSTRAINT illicit_report_case_id_93ffd1f8_fk_illicit_case_id FOREIGN KEY (case_id) REFERENCES public.illicit_case(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_report illicit_report_description_reviewed_be4fd48c_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_report
    ADD CONSTRAINT illicit_report_description_reviewed_be4fd48c_fk_accounts_ FOREIGN KEY (description_reviewed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_report illicit_report_location_reviewed_by_4d26c26a_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_report
    ADD CONSTRAINT illicit_report_location_reviewed_by_4d26c26a_fk_accounts_ FOREIGN KEY (location_reviewed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_report illicit_report_triaged_by_id_31b41b12_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_report
    ADD CONSTRAINT illicit_report_triaged_by_id_31b41b12_fk_accounts_user_id FOREIGN KEY (triaged_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_reportupdate illicit_reportupdate_report_id_371b0ed3_fk_illicit_report_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_reportupdate
    ADD CONSTRAINT illicit_reportupdate_report_id_371b0ed3_fk_illicit_report_id FOREIGN KEY (report_id) REFERENCES public.illicit_report(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_screening illicit_screening_case_id_81c9a5fa_fk_illicit_case_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_screening
    ADD CONSTRAINT illicit_screening_case_id_81c9a5fa_fk_illicit_case_id FOREIGN KEY (case_id) REFERENCES public.illicit_case(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_screening illicit_screening_outfall_id_99ced698_fk_illicit_outfall_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_screening
    ADD CONSTRAINT illicit_screening_outfall_id_99ced698_fk_illicit_outfall_id FOREIGN KEY (outfall_id) REFERENCES public.illicit_outfall(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_screening illicit_screening_screened_by_id_890f7e7e_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_screening
    ADD CONSTRAINT illicit_screening_screened_by_id_890f7e7e_fk_accounts_user_id FOREIGN KEY (screened_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: illicit_spill illicit_spill_case_id_23203e55_fk_illicit_case_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.illicit_spill
    ADD CONSTRAINT illicit_spill_case_id_23203e55_fk_illicit_case_id FOREIGN KEY (case_id) REFERENCES public.illicit_case(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_accessrefusal inspections_accessre_inspection_id_257d53c1_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_accessrefusal
    ADD CONSTRAINT inspections_accessre_inspection_id_257d53c1_fk_inspectio FOREIGN KEY (inspection_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_accessrefusal inspections_accessre_party_id_0c6d12a7_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_accessrefusal
    ADD CONSTRAINT inspections_accessre_party_id_0c6d12a7_fk_registry_ FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_accessrefusal inspections_accessre_recorded_by_id_0afbad42_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_accessrefusal
    ADD CONSTRAINT inspections_accessre_recorded_by_id_0afbad42_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_accessrefusal inspections_accessre_violation_id_37d5db57_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_accessrefusal
    ADD CONSTRAINT inspections_accessre_violation_id_37d5db57_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_asbuiltplan inspections_asbuiltp_document_id_3b40c10f_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_asbuiltplan
    ADD CONSTRAINT inspections_asbuiltp_document_id_3b40c10f_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_asbuiltplan inspections_asbuiltp_reviewed_by_id_24cade4e_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_asbuiltplan
    ADD CONSTRAINT inspections_asbuiltp_reviewed_by_id_24cade4e_fk_accounts_ FOREIGN KEY (reviewed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_asbuiltplan inspections_asbuiltp_subject_type_id_9c2c83a7_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_asbuiltplan
    ADD CONSTRAINT inspections_asbuiltp_subject_type_id_9c2c83a7_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_asbuiltplan inspections_asbuiltp_submitted_by_id_0a1f0d4a_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_asbuiltplan
    ADD CONSTRAINT inspections_asbuiltp_submitted_by_id_0a1f0d4a_fk_accounts_ FOREIGN KEY (submitted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_calendarfeed inspections_calendarfeed_user_id_6edbdaeb_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_calendarfeed
    ADD CONSTRAINT inspections_calendarfeed_user_id_6edbdaeb_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_finalacceptance inspections_finalacc_accepted_by_id_5048aff2_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finalacceptance
    ADD CONSTRAINT inspections_finalacc_accepted_by_id_5048aff2_fk_accounts_ FOREIGN KEY (accepted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_finalacceptance inspections_finalacc_as_built_id_50ff78a9_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finalacceptance
    ADD CONSTRAINT inspections_finalacc_as_built_id_50ff78a9_fk_inspectio FOREIGN KEY (as_built_id) REFERENCES public.inspections_asbuiltplan(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_finalacceptance inspections_finalacc_subject_type_id_c249e105_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finalacceptance
    ADD CONSTRAINT inspections_finalacc_subject_type_id_c249e105_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_finding inspections_finding_inspection_id_7cbb4bc1_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_finding
    ADD CONSTRAINT inspections_finding_inspection_id_7cbb4bc1_fk_inspectio FOREIGN KEY (inspection_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_historicalworkhold inspections_historic_history_user_id_25ada3a7_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalworkhold
    ADD CONSTRAINT inspections_historic_history_user_id_25ada3a7_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_historicalaccessrefusal inspections_historic_history_user_id_3ecf5b68_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalaccessrefusal
    ADD CONSTRAINT inspections_historic_history_user_id_3ecf5b68_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_historicalinspectionrequest inspections_historic_history_user_id_511fe13b_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalinspectionrequest
    ADD CONSTRAINT inspections_historic_history_user_id_511fe13b_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_historicalinspection inspections_historic_history_user_id_7b399226_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalinspection
    ADD CONSTRAINT inspections_historic_history_user_id_7b399226_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_historicalasbuiltplan inspections_historic_history_user_id_8586b73a_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalasbuiltplan
    ADD CONSTRAINT inspections_historic_history_user_id_8586b73a_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_historicalpractice inspections_historic_history_user_id_b66417ec_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalpractice
    ADD CONSTRAINT inspections_historic_history_user_id_b66417ec_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_historicalfinding inspections_historic_history_user_id_e1ce46f2_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_historicalfinding
    ADD CONSTRAINT inspections_historic_history_user_id_e1ce46f2_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspection inspections_inspecti_created_by_id_23948284_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspection
    ADD CONSTRAINT inspections_inspecti_created_by_id_23948284_fk_accounts_ FOREIGN KEY (created_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspectionrequest inspections_inspecti_inspection_id_445c851a_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspecti_inspection_id_445c851a_fk_inspectio FOREIGN KEY (inspection_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspection inspections_inspecti_inspector_id_aaec4b84_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspection
    ADD CONSTRAINT inspections_inspecti_inspector_id_aaec4b84_fk_accounts_ FOREIGN KEY (inspector_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspectionrequest inspections_inspecti_late_accepted_by_id_dcfd86bc_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspecti_late_accepted_by_id_dcfd86bc_fk_accounts_ FOREIGN KEY (late_accepted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspection inspections_inspecti_parcel_id_f55b4bcb_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspection
    ADD CONSTRAINT inspections_inspecti_parcel_id_f55b4bcb_fk_registry_ FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspectionrequest inspections_inspecti_parcel_id_fd44eb80_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspecti_parcel_id_fd44eb80_fk_registry_ FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspection inspections_inspecti_reinspection_of_id_85017f38_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspection
    ADD CONSTRAINT inspections_inspecti_reinspection_of_id_85017f38_fk_inspectio FOREIGN KEY (reinspection_of_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspectionrequest inspections_inspecti_requested_by_id_c72017a4_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspecti_requested_by_id_c72017a4_fk_accounts_ FOREIGN KEY (requested_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspectionrequest inspections_inspecti_subject_type_id_0aa9958b_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspecti_subject_type_id_0aa9958b_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspection inspections_inspecti_subject_type_id_e90e3236_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspection
    ADD CONSTRAINT inspections_inspecti_subject_type_id_e90e3236_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_inspectionrequest inspections_inspecti_withdrawn_by_id_9a25d14a_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_inspectionrequest
    ADD CONSTRAINT inspections_inspecti_withdrawn_by_id_9a25d14a_fk_accounts_ FOREIGN KEY (withdrawn_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_maintenancenotice inspections_maintena_addressee_id_bca42720_fk_registry_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_maintenancenotice
    ADD CONSTRAINT inspections_maintena_addressee_id_bca42720_fk_registry_ FOREIGN KEY (addressee_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_maintenancenotice inspections_maintena_document_id_9147600f_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_maintenancenotice
    ADD CONSTRAINT inspections_maintena_document_id_9147600f_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_maintenancenotice inspections_maintena_inspection_id_864c3a93_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_maintenancenotice
    ADD CONSTRAINT inspections_maintena_inspection_id_864c3a93_fk_inspectio FOREIGN KEY (inspection_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_maintenancenotice inspections_maintena_issued_by_id_9dba0d6c_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_maintenancenotice
    ADD CONSTRAINT inspections_maintena_issued_by_id_9dba0d6c_fk_accounts_ FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_maintenancenotice inspections_maintena_practice_id_b8de6629_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_maintenancenotice
    ADD CONSTRAINT inspections_maintena_practice_id_b8de6629_fk_inspectio FOREIGN KEY (practice_id) REFERENCES public.inspections_practice(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_photo inspections_photo_added_by_id_782107ff_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_photo
    ADD CONSTRAINT inspections_photo_added_by_id_782107ff_fk_accounts_user_id FOREIGN KEY (added_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_photo inspections_photo_inspection_id_541529fe_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_photo
    ADD CONSTRAINT inspections_photo_inspection_id_541529fe_fk_inspectio FOREIGN KEY (inspection_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_photo inspections_photo_upload_id_53387b3b_fk_documents_upload_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_photo
    ADD CONSTRAINT inspections_photo_upload_id_53387b3b_fk_documents_upload_id FOREIGN KEY (upload_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_practice inspections_practice_added_by_id_c76363b4_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practice
    ADD CONSTRAINT inspections_practice_added_by_id_c76363b4_fk_accounts_user_id FOREIGN KEY (added_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_practice inspections_practice_as_built_id_59ca45f7_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practice
    ADD CONSTRAINT inspections_practice_as_built_id_59ca45f7_fk_inspectio FOREIGN KEY (as_built_id) REFERENCES public.inspections_asbuiltplan(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_practiceinspection inspections_practice_inspection_id_d642b411_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practiceinspection
    ADD CONSTRAINT inspections_practice_inspection_id_d642b411_fk_inspectio FOREIGN KEY (inspection_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_practice inspections_practice_owner_id_6bc22845_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practice
    ADD CONSTRAINT inspections_practice_owner_id_6bc22845_fk_registry_party_id FOREIGN KEY (owner_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_practice inspections_practice_parcel_id_b16d13bb_fk_registry_property_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practice
    ADD CONSTRAINT inspections_practice_parcel_id_b16d13bb_fk_registry_property_id FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_practiceinspection inspections_practice_practice_id_b10dd3c8_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practiceinspection
    ADD CONSTRAINT inspections_practice_practice_id_b10dd3c8_fk_inspectio FOREIGN KEY (practice_id) REFERENCES public.inspections_practice(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_practice inspections_practice_subject_type_id_4439699d_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_practice
    ADD CONSTRAINT inspections_practice_subject_type_id_4439699d_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_sitelog inspections_sitelog_opened_by_id_bba21aac_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelog
    ADD CONSTRAINT inspections_sitelog_opened_by_id_bba21aac_fk_accounts_user_id FOREIGN KEY (opened_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_sitelog inspections_sitelog_parcel_id_ddf16528_fk_registry_property_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelog
    ADD CONSTRAINT inspections_sitelog_parcel_id_ddf16528_fk_registry_property_id FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_sitelog inspections_sitelog_subject_type_id_1c33fbc3_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelog
    ADD CONSTRAINT inspections_sitelog_subject_type_id_1c33fbc3_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_sitelogentry inspections_siteloge_entered_by_id_53c65ea8_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelogentry
    ADD CONSTRAINT inspections_siteloge_entered_by_id_53c65ea8_fk_accounts_ FOREIGN KEY (entered_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_sitelogentry inspections_siteloge_log_id_1a9b243c_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelogentry
    ADD CONSTRAINT inspections_siteloge_log_id_1a9b243c_fk_inspectio FOREIGN KEY (log_id) REFERENCES public.inspections_sitelog(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_sitelogentry_storms inspections_siteloge_sitelogentry_id_3bae3208_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelogentry_storms
    ADD CONSTRAINT inspections_siteloge_sitelogentry_id_3bae3208_fk_inspectio FOREIGN KEY (sitelogentry_id) REFERENCES public.inspections_sitelogentry(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_sitelogentry_storms inspections_siteloge_stormevent_id_f3b13d3e_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_sitelogentry_storms
    ADD CONSTRAINT inspections_siteloge_stormevent_id_f3b13d3e_fk_inspectio FOREIGN KEY (stormevent_id) REFERENCES public.inspections_stormevent(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_stormevent inspections_stormeve_log_id_398c940b_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_stormevent
    ADD CONSTRAINT inspections_stormeve_log_id_398c940b_fk_inspectio FOREIGN KEY (log_id) REFERENCES public.inspections_sitelog(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_stormevent inspections_stormeve_recorded_by_id_77c043f9_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_stormevent
    ADD CONSTRAINT inspections_stormeve_recorded_by_id_77c043f9_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_workhold inspections_workhold_found_by_id_3544b35b_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_found_by_id_3544b35b_fk_inspectio FOREIGN KEY (found_by_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_workhold inspections_workhold_lifted_by_id_922e8028_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_lifted_by_id_922e8028_fk_inspectio FOREIGN KEY (lifted_by_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_workhold inspections_workhold_notice_id_4d41ed03_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_notice_id_4d41ed03_fk_documents FOREIGN KEY (notice_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_workhold inspections_workhold_parcel_id_0b3cc186_fk_registry_property_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_parcel_id_0b3cc186_fk_registry_property_id FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_workhold inspections_workhold_subject_type_id_a869a958_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_subject_type_id_a869a958_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: inspections_workhold inspections_workhold_violation_id_6412358a_fk_enforceme; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inspections_workhold
    ADD CONSTRAINT inspections_workhold_violation_id_6412358a_fk_enforceme FOREIGN KEY (violation_id) REFERENCES public.enforcement_violation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: invitations_historicallinkpolicy invitations_historic_history_user_id_d2d24453_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_historicallinkpolicy
    ADD CONSTRAINT invitations_historic_history_user_id_d2d24453_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: invitations_invitation invitations_invitati_created_by_id_c289ec39_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_invitation
    ADD CONSTRAINT invitations_invitati_created_by_id_c289ec39_fk_accounts_ FOREIGN KEY (created_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: invitations_invitation invitations_invitati_subject_type_id_e9b2eeb5_fk_django_co; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_invitation
    ADD CONSTRAINT invitations_invitati_subject_type_id_e9b2eeb5_fk_django_co FOREIGN KEY (subject_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: invitations_invitation invitations_invitati_withdrawn_by_id_7b26cb5d_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations_invitation
    ADD CONSTRAINT invitations_invitati_withdrawn_by_id_7b26cb5d_fk_accounts_ FOREIGN KEY (withdrawn_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: mfa_authenticator mfa_authenticator_user_id_0c3a50c0_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mfa_authenticator
    ADD CONSTRAINT mfa_authenticator_user_id_0c3a50c0_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_account money_account_project_id_9c72266e_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_account
    ADD CONSTRAINT money_account_project_id_9c72266e_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_costestimate money_costestimate_accepted_by_id_4a290442_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_costestimate
    ADD CONSTRAINT money_costestimate_accepted_by_id_4a290442_fk_accounts_user_id FOREIGN KEY (accepted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_costestimate money_costestimate_project_id_18eb44a3_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_costestimate
    ADD CONSTRAINT money_costestimate_project_id_18eb44a3_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_costestimate money_costestimate_submitted_by_id_4ae0e832_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_costestimate
    ADD CONSTRAINT money_costestimate_submitted_by_id_4ae0e832_fk_accounts_user_id FOREIGN KEY (submitted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_costestimateline money_costestimateli_estimate_id_ca5d5000_fk_money_cos; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_costestimateline
    ADD CONSTRAINT money_costestimateli_estimate_id_ca5d5000_fk_money_cos FOREIGN KEY (estimate_id) REFERENCES public.money_costestimate(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_draw money_draw_document_id_0fe488db_fk_documents_issueddocument_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_draw_document_id_0fe488db_fk_documents_issueddocument_id FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_draw money_draw_guarantee_id_0a0a36f4_fk_money_guarantee_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_draw_guarantee_id_0a0a36f4_fk_money_guarantee_id FOREIGN KEY (guarantee_id) REFERENCES public.money_guarantee(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_draw money_draw_inspection_id_fc48418e_fk_inspections_inspection_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_draw_inspection_id_fc48418e_fk_inspections_inspection_id FOREIGN KEY (inspection_id) REFERENCES public.inspections_inspection(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_draw money_draw_maintenance_notice_i_cd75b5d4_fk_inspectio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_draw_maintenance_notice_i_cd75b5d4_fk_inspectio FOREIGN KEY (maintenance_notice_id) REFERENCES public.inspections_maintenancenotice(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_draw money_draw_recorded_by_id_9e6b35b4_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_draw
    ADD CONSTRAINT money_draw_recorded_by_id_9e6b35b4_fk_accounts_user_id FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_entry money_entry_fee_line_id_272c8b47_fk_money_feeline_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_fee_line_id_272c8b47_fk_money_feeline_id FOREIGN KEY (fee_line_id) REFERENCES public.money_feeline(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_entry money_entry_payer_id_4bcd01df_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_payer_id_4bcd01df_fk_registry_party_id FOREIGN KEY (payer_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_entry money_entry_project_id_e3581046_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_project_id_e3581046_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_entry money_entry_receipt_id_7e35c247_fk_documents_issueddocument_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_receipt_id_7e35c247_fk_documents_issueddocument_id FOREIGN KEY (receipt_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_entry money_entry_recorded_by_id_c7f16647_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_recorded_by_id_c7f16647_fk_accounts_user_id FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_entry money_entry_reverses_id_aec86d54_fk_money_entry_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_reverses_id_aec86d54_fk_money_entry_id FOREIGN KEY (reverses_id) REFERENCES public.money_entry(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_entry money_entry_source_type_id_837a220a_fk_django_content_type_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_entry
    ADD CONSTRAINT money_entry_source_type_id_837a220a_fk_django_content_type_id FOREIGN KEY (source_type_id) REFERENCES public.django_content_type(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_escrowinterest money_escrowinterest_guarantee_id_62318c12_fk_money_gua; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_escrowinterest
    ADD CONSTRAINT money_escrowinterest_guarantee_id_62318c12_fk_money_gua FOREIGN KEY (guarantee_id) REFERENCES public.money_guarantee(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_escrowinterest money_escrowinterest_recorded_by_id_278ad3d2_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_escrowinterest
    ADD CONSTRAINT money_escrowinterest_recorded_by_id_278ad3d2_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_feeline money_feeline_schedule_id_0e17055e_fk_money_feeschedule_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_feeline
    ADD CONSTRAINT money_feeline_schedule_id_0e17055e_fk_money_feeschedule_id FOREIGN KEY (schedule_id) REFERENCES public.money_feeschedule(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_feeschedule money_feeschedule_recorded_by_id_7c774701_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_feeschedule
    ADD CONSTRAINT money_feeschedule_recorded_by_id_7c774701_fk_accounts_user_id FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guarantee money_guarantee_decided_by_id_07ec52bc_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_decided_by_id_07ec52bc_fk_accounts_user_id FOREIGN KEY (decided_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guarantee money_guarantee_document_id_6f67f3c1_fk_documents_upload_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_document_id_6f67f3c1_fk_documents_upload_id FOREIGN KEY (document_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guarantee money_guarantee_posted_by_id_77d8c5de_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_posted_by_id_77d8c5de_fk_accounts_user_id FOREIGN KEY (posted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guarantee money_guarantee_release_document_id_66075457_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_release_document_id_66075457_fk_documents FOREIGN KEY (release_document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guarantee money_guarantee_released_by_id_6013eb91_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_released_by_id_6013eb91_fk_accounts_user_id FOREIGN KEY (released_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guarantee money_guarantee_requirement_id_8289c5e8_fk_money_gua; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guarantee
    ADD CONSTRAINT money_guarantee_requirement_id_8289c5e8_fk_money_gua FOREIGN KEY (requirement_id) REFERENCES public.money_guaranteerequirement(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guaranteerequirement money_guaranteerequi_project_id_b0d36c92_fk_swppp_pro; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guaranteerequirement
    ADD CONSTRAINT money_guaranteerequi_project_id_b0d36c92_fk_swppp_pro FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_guaranteerequirement money_guaranteerequi_required_by_id_e714ae8c_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_guaranteerequirement
    ADD CONSTRAINT money_guaranteerequi_required_by_id_e714ae8c_fk_accounts_ FOREIGN KEY (required_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_historicalguaranteerequirement money_historicalguar_history_user_id_0129b107_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_historicalguaranteerequirement
    ADD CONSTRAINT money_historicalguar_history_user_id_0129b107_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_historicalguarantee money_historicalguar_history_user_id_67d808a2_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_historicalguarantee
    ADD CONSTRAINT money_historicalguar_history_user_id_67d808a2_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_invoice money_invoice_document_id_d5742c67_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoice
    ADD CONSTRAINT money_invoice_document_id_d5742c67_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_invoice money_invoice_issued_by_id_9506a00a_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoice
    ADD CONSTRAINT money_invoice_issued_by_id_9506a00a_fk_accounts_user_id FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_invoice money_invoice_payer_id_f3fe5bf3_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoice
    ADD CONSTRAINT money_invoice_payer_id_f3fe5bf3_fk_registry_party_id FOREIGN KEY (payer_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_invoice money_invoice_project_id_23240e2c_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoice
    ADD CONSTRAINT money_invoice_project_id_23240e2c_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_invoiceline money_invoiceline_entry_id_24b243c5_fk_money_entry_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoiceline
    ADD CONSTRAINT money_invoiceline_entry_id_24b243c5_fk_money_entry_id FOREIGN KEY (entry_id) REFERENCES public.money_entry(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: money_invoiceline money_invoiceline_invoice_id_6aabd37a_fk_money_invoice_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.money_invoiceline
    ADD CONSTRAINT money_invoiceline_invoice_id_6aabd37a_fk_money_invoice_id FOREIGN KEY (invoice_id) REFERENCES public.money_invoice(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: notifications_notification notifications_notifi_recipient_id_d055f3f0_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications_notification
    ADD CONSTRAINT notifications_notifi_recipient_id_d055f3f0_fk_accounts_ FOREIGN KEY (recipient_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: registry_historicalownership registry_historicalo_history_user_id_f90870c6_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_historicalownership
    ADD CONSTRAINT registry_historicalo_history_user_id_f90870c6_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: registry_historicalproperty registry_historicalp_history_user_id_4785a7b0_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_historicalproperty
    ADD CONSTRAINT registry_historicalp_history_user_id_4785a7b0_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: registry_historicalparty registry_historicalp_history_user_id_57919ec0_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_historicalparty
    ADD CONSTRAINT registry_historicalp_history_user_id_57919ec0_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: registry_ownership registry_ownership_parcel_id_f1ac835e_fk_registry_property_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_ownership
    ADD CONSTRAINT registry_ownership_parcel_id_f1ac835e_fk_registry_property_id FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: registry_ownership registry_ownership_party_id_60728635_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_ownership
    ADD CONSTRAINT registry_ownership_party_id_60728635_fk_registry_party_id FOREIGN KEY (party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: registry_party registry_party_user_id_f8112e72_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_party
    ADD CONSTRAINT registry_party_user_id_f8112e72_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: registry_rollimport registry_rollimport_created_by_id_6cff81fa_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registry_rollimport
    ADD CONSTRAINT registry_rollimport_created_by_id_6cff81fa_fk_accounts_user_id FOREIGN KEY (created_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: reports_adjustment reports_adjustment_made_by_id_955365bb_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_adjustment
    ADD CONSTRAINT reports_adjustment_made_by_id_955365bb_fk_accounts_user_id FOREIGN KEY (made_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: reports_historicaladjustment reports_historicalad_history_user_id_8e7c9da3_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_historicaladjustment
    ADD CONSTRAINT reports_historicalad_history_user_id_8e7c9da3_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: reports_issuedreport reports_issuedreport_document_id_8253ed02_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_issuedreport
    ADD CONSTRAINT reports_issuedreport_document_id_8253ed02_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: reports_issuedreport reports_issuedreport_issued_by_id_3092ed76_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_issuedreport
    ADD CONSTRAINT reports_issuedreport_issued_by_id_3092ed76_fk_accounts_user_id FOREIGN KEY (issued_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: reports_tmdlapproval reports_tmdlapproval_recorded_by_id_25b2b460_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports_tmdlapproval
    ADD CONSTRAINT reports_tmdlapproval_recorded_by_id_25b2b460_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: security_forbiddentally security_forbiddenta_event_id_42411ba0_fk_security_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_forbiddentally
    ADD CONSTRAINT security_forbiddenta_event_id_42411ba0_fk_security_ FOREIGN KEY (event_id) REFERENCES public.security_securityevent(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: security_securityevent security_securityevent_actor_id_352505d8_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_securityevent
    ADD CONSTRAINT security_securityevent_actor_id_352505d8_fk_accounts_user_id FOREIGN KEY (actor_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: security_securityevent security_securityevent_user_id_1ff27a5a_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.security_securityevent
    ADD CONSTRAINT security_securityevent_user_id_1ff27a5a_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_checklistitem swppp_checklistitem_added_by_id_bfba1ff6_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_checklistitem
    ADD CONSTRAINT swppp_checklistitem_added_by_id_bfba1ff6_fk_accounts_user_id FOREIGN KEY (added_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractor swppp_contractor_identified_by_id_39f71514_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractor
    ADD CONSTRAINT swppp_contractor_identified_by_id_39f71514_fk_accounts_user_id FOREIGN KEY (identified_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractor swppp_contractor_project_id_f3b15b25_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractor
    ADD CONSTRAINT swppp_contractor_project_id_f3b15b25_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractor swppp_contractor_work_recorded_by_id_2e3b14a1_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractor
    ADD CONSTRAINT swppp_contractor_work_recorded_by_id_2e3b14a1_fk_accounts_ FOREIGN KEY (work_recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractorcertification swppp_contractorcert_contractor_id_122fe9e1_fk_swppp_con; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorcertification
    ADD CONSTRAINT swppp_contractorcert_contractor_id_122fe9e1_fk_swppp_con FOREIGN KEY (contractor_id) REFERENCES public.swppp_contractor(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractorcertification swppp_contractorcert_invitation_id_73e5af88_fk_swppp_con; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorcertification
    ADD CONSTRAINT swppp_contractorcert_invitation_id_73e5af88_fk_swppp_con FOREIGN KEY (invitation_id) REFERENCES public.swppp_contractorinvitation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractorcertification swppp_contractorcert_project_id_f36257d0_fk_swppp_pro; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorcertification
    ADD CONSTRAINT swppp_contractorcert_project_id_f36257d0_fk_swppp_pro FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractorinvitation swppp_contractorinvi_contractor_id_062c02bf_fk_swppp_con; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorinvitation
    ADD CONSTRAINT swppp_contractorinvi_contractor_id_062c02bf_fk_swppp_con FOREIGN KEY (contractor_id) REFERENCES public.swppp_contractor(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractorinvitation swppp_contractorinvi_link_id_94df947e_fk_invitatio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorinvitation
    ADD CONSTRAINT swppp_contractorinvi_link_id_94df947e_fk_invitatio FOREIGN KEY (link_id) REFERENCES public.invitations_invitation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_contractorinvitation swppp_contractorinvi_project_id_00a34ef2_fk_swppp_pro; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_contractorinvitation
    ADD CONSTRAINT swppp_contractorinvi_project_id_00a34ef2_fk_swppp_pro FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_engineerapproval swppp_engineerapprov_recorded_by_id_34650c56_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_engineerapproval
    ADD CONSTRAINT swppp_engineerapprov_recorded_by_id_34650c56_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_engineerapproval swppp_engineerapproval_project_id_35683ac4_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_engineerapproval
    ADD CONSTRAINT swppp_engineerapproval_project_id_35683ac4_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_finding swppp_finding_item_id_f00de0df_fk_swppp_checklistitem_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_finding
    ADD CONSTRAINT swppp_finding_item_id_f00de0df_fk_swppp_checklistitem_id FOREIGN KEY (item_id) REFERENCES public.swppp_checklistitem(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_finding swppp_finding_reviewer_id_380462a3_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_finding
    ADD CONSTRAINT swppp_finding_reviewer_id_380462a3_fk_accounts_user_id FOREIGN KEY (reviewer_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_finding swppp_finding_submission_id_efcc51a3_fk_swppp_submission_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_finding
    ADD CONSTRAINT swppp_finding_submission_id_efcc51a3_fk_swppp_submission_id FOREIGN KEY (submission_id) REFERENCES public.swppp_submission(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_findingresponse swppp_findingrespons_submission_id_9e83b26d_fk_swppp_sub; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_findingresponse
    ADD CONSTRAINT swppp_findingrespons_submission_id_9e83b26d_fk_swppp_sub FOREIGN KEY (submission_id) REFERENCES public.swppp_submission(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_findingresponse swppp_findingresponse_finding_id_cd548118_fk_swppp_finding_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_findingresponse
    ADD CONSTRAINT swppp_findingresponse_finding_id_cd548118_fk_swppp_finding_id FOREIGN KEY (finding_id) REFERENCES public.swppp_finding(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_historicalchecklistitem swppp_historicalchec_history_user_id_67cc61bc_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalchecklistitem
    ADD CONSTRAINT swppp_historicalchec_history_user_id_67cc61bc_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_historicalmaintenanceinstrument swppp_historicalmain_history_user_id_b292ee4b_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalmaintenanceinstrument
    ADD CONSTRAINT swppp_historicalmain_history_user_id_b292ee4b_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_historicalproject swppp_historicalproj_history_user_id_e8921f16_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalproject
    ADD CONSTRAINT swppp_historicalproj_history_user_id_e8921f16_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_historicalsitecorrection swppp_historicalsite_history_user_id_9850d8d1_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalsitecorrection
    ADD CONSTRAINT swppp_historicalsite_history_user_id_9850d8d1_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_historicalsubmission swppp_historicalsubm_history_user_id_3e2873a4_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_historicalsubmission
    ADD CONSTRAINT swppp_historicalsubm_history_user_id_3e2873a4_fk_accounts_ FOREIGN KEY (history_user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_itemanswer swppp_itemanswer_item_id_160f17ac_fk_swppp_checklistitem_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer
    ADD CONSTRAINT swppp_itemanswer_item_id_160f17ac_fk_swppp_checklistitem_id FOREIGN KEY (item_id) REFERENCES public.swppp_checklistitem(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_itemanswer swppp_itemanswer_submission_id_2aef088a_fk_swppp_submission_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer
    ADD CONSTRAINT swppp_itemanswer_submission_id_2aef088a_fk_swppp_submission_id FOREIGN KEY (submission_id) REFERENCES public.swppp_submission(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_itemanswer_uploads swppp_itemanswer_upl_itemanswer_id_db889cdb_fk_swppp_ite; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer_uploads
    ADD CONSTRAINT swppp_itemanswer_upl_itemanswer_id_db889cdb_fk_swppp_ite FOREIGN KEY (itemanswer_id) REFERENCES public.swppp_itemanswer(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_itemanswer_uploads swppp_itemanswer_upl_upload_id_87554eeb_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_itemanswer_uploads
    ADD CONSTRAINT swppp_itemanswer_upl_upload_id_87554eeb_fk_documents FOREIGN KEY (upload_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_maintenanceinstrument swppp_maintenanceins_document_id_fb96f329_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_maintenanceinstrument
    ADD CONSTRAINT swppp_maintenanceins_document_id_fb96f329_fk_documents FOREIGN KEY (document_id) REFERENCES public.documents_upload(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_maintenanceinstrument swppp_maintenanceins_project_id_8f30c18a_fk_swppp_pro; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_maintenanceinstrument
    ADD CONSTRAINT swppp_maintenanceins_project_id_8f30c18a_fk_swppp_pro FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_maintenanceinstrument swppp_maintenanceins_recorded_by_id_9b4f649c_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_maintenanceinstrument
    ADD CONSTRAINT swppp_maintenanceins_recorded_by_id_9b4f649c_fk_accounts_ FOREIGN KEY (recorded_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_professionalsignature swppp_professionalsi_link_id_fd872969_fk_invitatio; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_professionalsignature
    ADD CONSTRAINT swppp_professionalsi_link_id_fd872969_fk_invitatio FOREIGN KEY (link_id) REFERENCES public.invitations_invitation(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_professionalsignature swppp_professionalsi_signed_by_id_0ccba63a_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_professionalsignature
    ADD CONSTRAINT swppp_professionalsi_signed_by_id_0ccba63a_fk_accounts_ FOREIGN KEY (signed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_professionalsignature swppp_professionalsi_submission_id_38038934_fk_swppp_sub; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_professionalsignature
    ADD CONSTRAINT swppp_professionalsi_submission_id_38038934_fk_swppp_sub FOREIGN KEY (submission_id) REFERENCES public.swppp_submission(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_applicant_id_3592e474_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_applicant_id_3592e474_fk_accounts_user_id FOREIGN KEY (applicant_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_applicant_party_id_b628cb3c_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_applicant_party_id_b628cb3c_fk_registry_party_id FOREIGN KEY (applicant_party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_closed_by_id_a6cb921b_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_closed_by_id_a6cb921b_fk_accounts_user_id FOREIGN KEY (closed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_developer_party_id_69612af5_fk_registry_party_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_developer_party_id_69612af5_fk_registry_party_id FOREIGN KEY (developer_party_id) REFERENCES public.registry_party(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_exemption_decided_by_7a8f08b6_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_exemption_decided_by_7a8f08b6_fk_accounts_ FOREIGN KEY (exemption_decided_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_parcel_id_29b42913_fk_registry_property_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_parcel_id_29b42913_fk_registry_property_id FOREIGN KEY (parcel_id) REFERENCES public.registry_property(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_review_path_decided__09f98447_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_review_path_decided__09f98447_fk_accounts_ FOREIGN KEY (review_path_decided_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_reviewing_body_id_c05f63bb_fk_swppp_rev; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_reviewing_body_id_c05f63bb_fk_swppp_rev FOREIGN KEY (reviewing_body_id) REFERENCES public.swppp_reviewingbody(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_project swppp_project_site_confirmed_by_id_988fa918_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_project
    ADD CONSTRAINT swppp_project_site_confirmed_by_id_988fa918_fk_accounts_user_id FOREIGN KEY (site_confirmed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_reviewcomment swppp_reviewcomment_author_id_02f0d01b_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewcomment
    ADD CONSTRAINT swppp_reviewcomment_author_id_02f0d01b_fk_accounts_user_id FOREIGN KEY (author_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_reviewcomment swppp_reviewcomment_submission_id_3d57c207_fk_swppp_sub; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewcomment
    ADD CONSTRAINT swppp_reviewcomment_submission_id_3d57c207_fk_swppp_sub FOREIGN KEY (submission_id) REFERENCES public.swppp_submission(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_reviewingbody_members swppp_reviewingbody__reviewingbody_id_85c4c52a_fk_swppp_rev; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewingbody_members
    ADD CONSTRAINT swppp_reviewingbody__reviewingbody_id_85c4c52a_fk_swppp_rev FOREIGN KEY (reviewingbody_id) REFERENCES public.swppp_reviewingbody(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_reviewingbody_members swppp_reviewingbody__user_id_12b950fe_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewingbody_members
    ADD CONSTRAINT swppp_reviewingbody__user_id_12b950fe_fk_accounts_ FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_reviewingbody swppp_reviewingbody_chair_id_8fabd22f_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_reviewingbody
    ADD CONSTRAINT swppp_reviewingbody_chair_id_8fabd22f_fk_accounts_user_id FOREIGN KEY (chair_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_sitecorrection swppp_sitecorrection_decided_by_id_bc8ece81_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_sitecorrection
    ADD CONSTRAINT swppp_sitecorrection_decided_by_id_bc8ece81_fk_accounts_user_id FOREIGN KEY (decided_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_sitecorrection swppp_sitecorrection_project_id_62e63b0e_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_sitecorrection
    ADD CONSTRAINT swppp_sitecorrection_project_id_62e63b0e_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_sitecorrection swppp_sitecorrection_requested_by_id_4fe37989_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_sitecorrection
    ADD CONSTRAINT swppp_sitecorrection_requested_by_id_4fe37989_fk_accounts_ FOREIGN KEY (requested_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_body_acted_by_id_a0ed35a0_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_body_acted_by_id_a0ed35a0_fk_accounts_user_id FOREIGN KEY (body_acted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_certification_id_356675ca_fk_swppp_pro; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_certification_id_356675ca_fk_swppp_pro FOREIGN KEY (certification_id) REFERENCES public.swppp_professionalsignature(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_letter_id_2bddb954_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_letter_id_2bddb954_fk_documents FOREIGN KEY (letter_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_path_confirmed_by_id_055f2a4c_fk_accounts_; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_path_confirmed_by_id_055f2a4c_fk_accounts_ FOREIGN KEY (path_confirmed_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_project_id_4e1afa35_fk_swppp_project_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_project_id_4e1afa35_fk_swppp_project_id FOREIGN KEY (project_id) REFERENCES public.swppp_project(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_recommendation_lette_ead74e78_fk_documents; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_recommendation_lette_ead74e78_fk_documents FOREIGN KEY (recommendation_letter_id) REFERENCES public.documents_issueddocument(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_reviewing_body_id_b54b3c9e_fk_swppp_rev; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_reviewing_body_id_b54b3c9e_fk_swppp_rev FOREIGN KEY (reviewing_body_id) REFERENCES public.swppp_reviewingbody(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: swppp_submission swppp_submission_smo_acted_by_id_5bfe699e_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.swppp_submission
    ADD CONSTRAINT swppp_submission_smo_acted_by_id_5bfe699e_fk_accounts_user_id FOREIGN KEY (smo_acted_by_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: usersessions_usersession usersessions_usersession_user_id_af5e0a6d_fk_accounts_user_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.usersessions_usersession
    ADD CONSTRAINT usersessions_usersession_user_id_af5e0a6d_fk_accounts_user_id FOREIGN KEY (user_id) REFERENCES public.accounts_user(id) DEFERRABLE INITIALLY DEFERRED;


--
-- PostgreSQL database dump complete
--

\unrestrict lockport

