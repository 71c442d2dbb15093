package app.locus.architecture.planted.alpha.repository;

import org.jooq.DSLContext;

/** Allowed: a repository uses jOOQ. */
public class AlphaRepository {

	DSLContext db;

}
