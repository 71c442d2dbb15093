package app.locus.scans;

import org.springframework.dao.DataAccessException;
import org.springframework.transaction.TransactionException;

/**
 * Whether a failure came from the database rather than from the service: Spring's
 * translated exceptions, a transaction that could not start or commit, or jOOQ's own (the
 * gateway's rate limiter uses plain jOOQ).
 */
final class DatabaseFailure {

	private DatabaseFailure() {
	}

	static boolean is(RuntimeException failure) {
		return failure instanceof DataAccessException || failure instanceof TransactionException
				|| failure instanceof org.jooq.exception.DataAccessException;
	}

}
