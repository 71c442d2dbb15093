package app.locus.base;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * How addresses are kept (DD185): one form for every spelling that Unicode calls the same
 * (NFKC) and every case; a key without accents where the database's collation ignores
 * them.
 */
class EmailAddressTest {

	@Test
	void full_width_and_upper_case_spellings_are_kept_as_the_plain_address() {
		assertThat(EmailAddress.normalise("  \uff21dmin@\uff2eorthwind.TEST ")).isEqualTo("admin@northwind.test");
		assertThat(EmailAddress.normalise("\ufb01nance@northwind.test")).isEqualTo("finance@northwind.test");
	}

	@Test
	void accents_stay_in_the_kept_address() {
		assertThat(EmailAddress.normalise("\u00c1dmin@northwind.test")).isEqualTo("\u00e1dmin@northwind.test");
	}

	@Test
	void the_collation_key_drops_accents_as_the_database_does() {
		assertThat(EmailAddress.collationKey("\u00c1dmin@northwind.test")).isEqualTo("admin@northwind.test");
		assertThat(EmailAddress.collationKey("a\u0301dmin@northwind.test")).isEqualTo("admin@northwind.test");
		assertThat(EmailAddress.collationKey("\uff41dmin@northwind.test")).isEqualTo("admin@northwind.test");
	}

}
