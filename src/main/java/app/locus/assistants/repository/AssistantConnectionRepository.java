package app.locus.assistants.repository;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import app.locus.assistants.AssistantConnection;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * The authorizations Spring Authorization Server keeps (V166), read and ended per person:
 * the store itself can neither list a person's assistants nor end them all at once.
 */
@Repository
public class AssistantConnectionRepository {

	private final DSLContext db;

	AssistantConnectionRepository(DSLContext db) {
		this.db = db;
	}

	/** The person's assistants with a token that works at {@code now}, newest first. */
	public List<AssistantConnection> working(String principal, Instant now) {
		return db
			.fetch("""
					SELECT c.id, c.client_name, GROUP_CONCAT(DISTINCT a.authorized_scopes SEPARATOR ','),
					       MAX(a.access_token_issued_at), MAX(a.access_token_expires_at)
					FROM oauth2_authorization a JOIN oauth2_registered_client c ON c.id = a.registered_client_id
					WHERE a.principal_name = ? AND a.access_token_expires_at > ?
					GROUP BY c.id, c.client_name ORDER BY MAX(a.access_token_issued_at) DESC""", principal,
					Timestamp.from(now))
			.map(row -> new AssistantConnection(row.get(0, String.class), row.get(1, String.class),
					Arrays.stream(row.get(2, String.class).split(","))
						.map(String::strip)
						.filter(scope -> !scope.isEmpty())
						.collect(Collectors.toSet()),
					row.get(3, Timestamp.class).toInstant(), row.get(4, Timestamp.class).toInstant()));
	}

	/**
	 * Ends every authorization of the person for this assistant and forgets their
	 * consent, so that connecting again asks again; how many authorizations ended.
	 */
	public int end(String principal, String clientKey) {
		int ended = db.deleteFrom(table("oauth2_authorization"))
			.where(field("principal_name").eq(principal).and(field("registered_client_id").eq(clientKey)))
			.execute();
		db.deleteFrom(table("oauth2_authorization_consent"))
			.where(field("principal_name").eq(principal).and(field("registered_client_id").eq(clientKey)))
			.execute();
		return ended;
	}

}
