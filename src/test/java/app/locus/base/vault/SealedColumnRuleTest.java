package app.locus.base.vault;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import app.locus.base.vault.SealedColumnRule.SchemaColumn;
import org.junit.jupiter.api.Test;

class SealedColumnRuleTest {

	private static final List<SealedColumn> CLAIMED = SealedColumn.of("alert_webhook", "secret_nonce",
			"secret_ciphertext", "master_key_version");

	private static final List<SchemaColumn> SCHEMA = List.of(new SchemaColumn("alert_webhook", "url", "varchar"),
			new SchemaColumn("alert_webhook", "secret_nonce", "binary"),
			new SchemaColumn("alert_webhook", "secret_ciphertext", "varbinary"),
			new SchemaColumn("alert_webhook", "master_key_version", "varchar"),
			new SchemaColumn("agency", "logo", "mediumblob"));

	private static final Map<SealedColumn, String> PLAIN = Map.of(new SealedColumn("agency", "logo"), "an image");

	@Test
	void a_schema_whose_sealed_columns_are_all_claimed_or_declared_plain_passes() {
		assertThat(SealedColumnRule.violations(SCHEMA, CLAIMED, PLAIN)).isEmpty();
	}

	@Test
	void a_binary_column_no_store_claims_fails_by_name() {
		List<SchemaColumn> planted = plus(new SchemaColumn("alert_channel", "signing_key", "varbinary"));

		assertThat(SealedColumnRule.violations(planted, CLAIMED, PLAIN)).singleElement()
			.asString()
			.startsWith("alert_channel.signing_key (varbinary) may hold sealed values but no SealedSecretStore");
	}

	@Test
	void a_text_column_named_as_a_secret_fails_too_but_not_one_that_only_contains_the_word() {
		List<SchemaColumn> planted = plus(new SchemaColumn("alert_channel", "bot_token", "varchar"),
				new SchemaColumn("vault_rotation_progress", "resealed", "int"));

		assertThat(SealedColumnRule.violations(planted, CLAIMED, PLAIN)).singleElement()
			.asString()
			.startsWith("alert_channel.bot_token (varchar)");
	}

	@Test
	void a_claimed_or_plain_column_that_is_gone_from_the_schema_fails() {
		assertThat(SealedColumnRule.violations(SCHEMA.subList(0, 3), CLAIMED,
				Map.of(new SealedColumn("agency", "banner"), "an image")))
			.containsExactly("agency.banner is declared plain but is not in the schema",
					"alert_webhook.master_key_version is claimed by a store but is not in the schema");
	}

	private static List<SchemaColumn> plus(SchemaColumn... more) {
		return java.util.stream.Stream.concat(SCHEMA.stream(), java.util.Arrays.stream(more)).toList();
	}

}
