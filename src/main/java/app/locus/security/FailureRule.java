package app.locus.security;

import java.time.Instant;

import app.locus.security.repository.ThrottleState;

/**
 * What one more failure does to a subject's counter: the login throttle keeps one rule
 * per kind of subject (DD021, DD185).
 */
interface FailureRule {

	/** The kind stored with the counter, and mixed into its hashed subject. */
	String kind();

	ThrottleState afterFailure(ThrottleState state, Instant now);

}
