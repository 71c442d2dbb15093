package app.locus.base.vault;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import app.locus.base.vault.SealedColumnRule.SchemaColumn;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every column of the migrated schema that may hold a sealed value is claimed by a
 * registered {@link SealedSecretStore}, so the master-key rotation walks it (DD190). A
 * column that only looks like one is declared plain below, with the reason.
 */
@IntegrationTest
class SealedColumnsRegistryTest {

	static final Map<SealedColumn, String> PLAIN = Map.ofEntries(
			plain("agency", "logo", "the agency's logo, an image shown to anyone"),
			plain("client_report", "pdf", "a client report PDF, made from stored data"),
			plain("mail_attachment", "content", "a mail's attachment, sent in clear anyway"),
			plain("upstream_rate_bucket", "state", "the rate limiter's bucket state, no secret"),
			plain("app_user", "password_hash", "a one-way password hash, never opened"),
			plain("invitation", "token_hash", "SHA-256 of a one-time link's token, never opened"),
			plain("password_reset", "token_hash", "SHA-256 of a one-time link's token, never opened"),
			plain("share_link", "token_hash", "SHA-256 of a share link's token, never opened"),
			plain("api_token", "token_hash", "SHA-256 of an API token's secret, never opened (DD220)"),
			plain("api_token_workspace", "token_id", "the id of an API token, not its secret"),
			plain("agency_host", "verification_token", "published in DNS to prove a host name, not a secret"),
			plain("agency_identity_provider", "token_uri", "the provider's public token endpoint"),
			plain("agency_identity_provider", "token_auth_method", "how the client authenticates, no secret"),
			plain("vault_rotation_progress", "master_key_version", "which key a rotation is for, no sealed value"),
			plain("oauth2_authorization", "access_token_value",
					"SHA-256 of an assistant's token, never opened (DD224)"),
			plain("oauth2_authorization", "refresh_token_value", "SHA-256 of a token, never opened; none issued"),
			plain("oauth2_authorization", "oidc_id_token_value", "an ID token of the store, never issued here"),
			plain("oauth2_authorization", "access_token_metadata", "a token's times and state, no secret"),
			plain("oauth2_authorization", "refresh_token_metadata", "a token's times and state, no secret"),
			plain("oauth2_authorization", "oidc_id_token_metadata", "a token's times and state, no secret"),
			plain("oauth2_authorization", "access_token_issued_at", "a time"),
			plain("oauth2_authorization", "access_token_expires_at", "a time"),
			plain("oauth2_authorization", "refresh_token_issued_at", "a time"),
			plain("oauth2_authorization", "refresh_token_expires_at", "a time"),
			plain("oauth2_authorization", "oidc_id_token_issued_at", "a time"),
			plain("oauth2_authorization", "oidc_id_token_expires_at", "a time"),
			plain("oauth2_authorization", "access_token_scopes", "the scopes granted, no secret"),
			plain("oauth2_authorization", "access_token_type", "always Bearer"),
			plain("oauth2_registered_client", "client_secret", "always empty: assistants are public clients (DD224)"),
			plain("oauth2_registered_client", "client_secret_expires_at", "always empty: public clients"),
			plain("oauth2_registered_client", "token_settings", "token lifetimes and format, no secret"));

	@Autowired
	DSLContext db;

	@Autowired
	KeyRotation rotation;

	@Test
	void every_column_that_may_hold_sealed_values_is_claimed_by_a_registered_store() {
		List<SchemaColumn> schema = db
			.resultQuery("SELECT table_name, column_name, data_type FROM information_schema.columns "
					+ "WHERE table_schema = DATABASE() AND table_name <> 'flyway_schema_history'")
			.fetch(row -> new SchemaColumn(row.get(0, String.class), row.get(1, String.class),
					row.get(2, String.class)));
		List<SealedColumn> claimed = rotation.stores().stream().flatMap(store -> store.columns().stream()).toList();

		assertThat(schema).isNotEmpty();
		assertThat(SealedColumnRule.violations(schema, claimed, PLAIN)).isEmpty();
	}

	@Test
	void every_store_has_its_own_name() {
		assertThat(rotation.stores().stream().map(SealedSecretStore::name)).doesNotHaveDuplicates();
	}

	private static Map.Entry<SealedColumn, String> plain(String table, String column, String why) {
		return Map.entry(new SealedColumn(table, column), why);
	}

}
