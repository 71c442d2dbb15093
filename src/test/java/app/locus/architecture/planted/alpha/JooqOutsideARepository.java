package app.locus.architecture.planted.alpha;

import org.jooq.DSLContext;

/** Planted: jOOQ outside a repository. */
public class JooqOutsideARepository {

	DSLContext db;

}
