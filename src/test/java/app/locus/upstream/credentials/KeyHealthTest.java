package app.locus.upstream.credentials;

import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import app.locus.base.vault.SecretCipher;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.MutableClock;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;
import app.locus.upstream.gateway.UpstreamCredential;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * A key used five times a second is not written five times a second: each outcome is
 * written at most once a minute per key.
 */
@IntegrationTest
class KeyHealthTest {

	private static final String SECRET = "sk_live_" + "Hk4Lm8Np2Qr6St0V";

	@Autowired
	ApiKeyRepository repository;

	@Autowired
	SecretCipher cipher;

	@Autowired
	DSLContext db;

	private final MutableClock clock = new MutableClock(Instant.parse("2026-03-02T10:00:00Z"));

	private WorkspaceId workspace;

	private ApiKeyId id;

	private UpstreamCredential credential;

	@BeforeEach
	void storedKey() {
		Tenants tenants = new Tenants(db);
		workspace = tenants.workspace(tenants.agency());
		id = ApiKeyId.random();
		repository.insert(StoredApiKey.added(id, workspace, "Busy key", "0V", null,
				CredentialSecrets.seal(cipher, SECRET, workspace, id), clock.instant(), null, null));
		credential = new UpstreamCredential(SECRET, "busy key", UpstreamCredential.Scheme.API_KEY, id.value(), null);
	}

	@Test
	void a_key_that_keeps_working_is_written_at_most_once_a_minute() {
		KeyHealth health = new KeyHealth(repository, clock);
		Instant first = clock.instant();

		health.worked(credential);
		assertThat(stored().lastWorkedAt()).isEqualTo(first);

		// Forgotten in the database: only a new write would bring a time back.
		db.update(UPSTREAM_API_KEY)
			.setNull(UPSTREAM_API_KEY.LAST_WORKED_AT)
			.where(UPSTREAM_API_KEY.ID.eq(id.value()))
			.execute();
		for (int call = 0; call < 5 * 59; call++) {
			clock.advance(Duration.ofMillis(200));
			health.worked(credential);
		}
		assertThat(stored().lastWorkedAt()).as("no write within the minute").isNull();

		clock.advance(Duration.ofSeconds(2));
		health.worked(credential);
		assertThat(stored().lastWorkedAt()).isEqualTo(clock.instant().truncatedTo(ChronoUnit.MILLIS));
	}

	@Test
	void a_refusal_is_stored_with_the_services_reason_cut_to_the_column() {
		KeyHealth health = new KeyHealth(repository, clock);

		health.refused(credential, "Invalid or missing API key " + "x".repeat(400));

		StoredApiKey key = stored();
		assertThat(key.lastFailedAt()).isEqualTo(clock.instant());
		assertThat(key.lastFailureReason()).startsWith("Invalid or missing API key").hasSize(255);
	}

	@Test
	void credentials_that_are_not_stored_keys_are_not_recorded() {
		KeyHealth health = new KeyHealth(repository, clock);

		health.worked(new UpstreamCredential(SECRET, "OAuth token", UpstreamCredential.Scheme.BEARER));

		assertThat(stored().lastWorkedAt()).isNull();
	}

	private StoredApiKey stored() {
		return repository.find(workspace, id).orElseThrow();
	}

}
