package app.locus.tenancy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

import javax.imageio.ImageIO;

import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.FieldErrors;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class BrandingServiceTest {

	@Autowired
	BrandingService service;

	@Autowired
	AgencyProvisioning provisioning;

	TestAgency agency;

	TestAgency otherAgency;

	@BeforeEach
	void tenants() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		otherAgency = tenants.agency();
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void an_admin_changes_name_and_colour_of_their_own_agency_only() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		service.update("  Northwind Digital ", " #2A4B6C ");

		assertThat(service.current().displayName()).isEqualTo("Northwind Digital");
		assertThat(service.current().colour().hex()).isEqualTo("#2a4b6c");
		assertThat(service.forAgency(otherAgency.id()).colour()).isEqualTo(BrandColour.DEFAULT);
	}

	@ParameterizedTest
	@ValueSource(strings = { "red;}body{display:none", "#fff", "#1234567", "#12345g", "red",
			"#123456;background:url(javascript:alert(1))", "expression(alert(1))", "<script>alert(1)</script>", "" })
	void anything_but_hash_and_six_hex_digits_is_refused_as_a_colour(String colour) {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThatThrownBy(() -> service.update("Fine name", colour)).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsOnlyKeys("primaryColour"));
		assertThat(service.current().colour()).isEqualTo(BrandColour.DEFAULT);
	}

	@Test
	void a_colour_under_four_and_a_half_to_one_against_white_is_refused_with_its_contrast() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		// WCAG's own figures: white on white is 1:1; #777777 is 4.48:1, #767676 the
		// lightest grey with 4.5:1 (4.54:1)
		assertThat(FieldErrors.of(() -> service.update("Fine name", "#ffffff")).get("primaryColour"))
			.contains("#ffffff has a contrast of only 1.0:1 against white")
			.contains("at least 4.5:1");
		assertThat(FieldErrors.of(() -> service.update("Fine name", "#777777"))).containsOnlyKeys("primaryColour");
		assertThat(service.current().colour()).isEqualTo(BrandColour.DEFAULT);

		service.update("Fine name", "#767676");
		assertThat(service.current().colour().hex()).isEqualTo("#767676");
	}

	@Test
	void markup_in_the_display_name_is_refused() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThatThrownBy(() -> service.update("<script>alert(1)</script>", "#123456"))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsOnlyKeys("displayName"));
	}

	@Test
	void client_viewers_and_account_managers_cannot_change_branding() throws IOException {
		WorkspaceId workspace = agency.workspace("Client");
		byte[] logo = png();
		for (Role role : new Role[] { Role.CLIENT_VIEWER, Role.ACCOUNT_MANAGER }) {
			TestTenants.signIn(agency.user(role, workspace));
			assertThatThrownBy(() -> service.update("Taken over", "#000000")).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.replaceLogo(logo)).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.removeLogo()).isInstanceOf(ForbiddenException.class);
			assertThat(service.current().displayName()).isNotEqualTo("Taken over");
		}
	}

	@Test
	void a_logo_is_stored_as_png_for_the_admins_agency_and_can_be_removed() throws IOException {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		service.replaceLogo(png());

		assertThat(service.current().hasLogo()).isTrue();
		assertThat(service.logo(agency.id()).orElseThrow()).startsWith((byte) 0x89, (byte) 'P');
		assertThat(service.logo(otherAgency.id())).isEmpty();
		service.removeLogo();
		assertThat(service.current().hasLogo()).isFalse();
	}

	@Test
	void branding_of_an_unknown_agency_is_not_found() {
		assertThatThrownBy(() -> service.forAgency(AgencyId.random())).isInstanceOf(NotFoundException.class);
	}

	private static byte[] png() throws IOException {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ImageIO.write(new BufferedImage(8, 8, BufferedImage.TYPE_INT_ARGB), "png", out);
		return out.toByteArray();
	}

}
