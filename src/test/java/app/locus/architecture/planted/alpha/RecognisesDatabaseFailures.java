package app.locus.architecture.planted.alpha;

import org.jooq.exception.DataAccessException;

/** Allowed: a database failure is recognised outside a repository. */
public class RecognisesDatabaseFailures {

	DataAccessException failure;

}
