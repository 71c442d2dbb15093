package app.locus.tenancy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import app.locus.base.Validation;
import app.locus.base.ValidationException;
import org.junit.jupiter.api.Test;

/**
 * The password policy after NIST SP 800-63B / ASVS 5.0 (DD107): length in code points, no
 * composition rules, a list of common passwords, no names of the person, the agency or
 * the product.
 */
class PasswordPolicyTest {

	private static final PasswordPolicy.Owner OWNER = new PasswordPolicy.Owner("Jordan.Miles@bakery.test",
			"Northwind Local");

	@Test
	void length_counts_code_points_and_allows_any_characters_up_to_128() {
		String emoji = "🐢🦊🐙🦉🐝🦀🐳🦋🐌🦔🐞";
		assertThat(errors(emoji)).as("11 emoji are 22 chars but 11 characters").containsKey("password");
		assertThat(errors(emoji + "🐬")).as("12 emoji").isEmpty();
		assertThat(errors("короткий пароль")).as("Cyrillic with a space").isEmpty();
		assertThat(errors("пароль для входа в портал агентства ".repeat(3).substring(0, 108))).isEmpty();
		String longest = "tide pools and ferry horns ".repeat(5).substring(0, 128);
		assertThat(errors(longest)).as("128 characters").isEmpty();
		assertThat(errors(longest + "x")).containsKey("password");
	}

	@Test
	void there_are_no_composition_rules() {
		assertThat(errors("tide pools and ferry horns")).as("lower-case words and spaces").isEmpty();
		assertThat(errors("9081726354019283")).as("digits only, not a common one").isEmpty();
	}

	@Test
	void common_and_breached_passwords_are_refused_even_with_digits_and_symbols_around_them() {
		for (String common : new String[] { "passwordpassword", "qazwsxedcrfv", "Q1w2e3r4t5y6", "Password2024!!",
				"123456789012", "!!Iloveyou1234", "aaaaaaaaaaaaaa", "abababababab" }) {
			assertThat(errors(common)).as(common).containsKey("password");
		}
	}

	@Test
	void the_persons_address_its_name_part_the_agency_and_the_product_are_refused() {
		assertThat(errors("jordan.miles@bakery.test!")).containsKey("password");
		assertThat(errors("my name is JORDAN.MILES ok")).containsKey("password");
		assertThat(errors("we are northwindlocal 77")).containsKey("password");
		assertThat(errors("we are Northwind Local 77")).containsKey("password");
		assertThat(errors("my locus portal secret")).containsKey("password");
	}

	@Test
	void the_confirmation_must_match() {
		Validation validation = new Validation();
		PasswordPolicy.checkChosen(validation, "tide pools and ferry horns", "tide pools and ferry horn", OWNER);
		assertThat(fieldErrors(validation)).containsOnlyKeys("confirmation");
	}

	private static Map<String, String> errors(String password) {
		Validation validation = new Validation();
		PasswordPolicy.check(validation, password, OWNER);
		return fieldErrors(validation);
	}

	private static Map<String, String> fieldErrors(Validation validation) {
		try {
			validation.throwIfInvalid();
			return Map.of();
		}
		catch (ValidationException ex) {
			return ex.fieldErrors();
		}
	}

}
