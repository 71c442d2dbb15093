package app.locus.reports;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.map.MapPoint;
import app.locus.base.ui.map.PointMap;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.heatmap.HeatmapPalette;
import app.locus.reports.repository.HeatmapPaletteRepository;
import app.locus.security.LocusUser;
import app.locus.security.TokenAuthentication;
import app.locus.security.TokenGrant;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.mvysny.kaributesting.v10.ContextMenuKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.contextmenu.MenuItem;
import com.vaadin.flow.component.menubar.MenuBar;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Who reads heatmaps in which colours (DD226): the standard ones until a person chooses,
 * their own choice after, on every page with a heatmap. Only the person chooses, never a
 * token acting for them, and only a palette Locus has.
 */
class HeatmapPaletteServiceTest extends UiTest {

	@Autowired
	HeatmapPaletteService palettes;

	@Autowired
	HeatmapPaletteRepository stored;

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void agency() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
	}

	@Test
	void a_person_reads_the_standard_colours_until_they_choose_and_their_own_choice_after() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		LocusUser colleague = agency.user(Role.ACCOUNT_MANAGER, bakery);
		TestTenants.signIn(manager);
		assertThat(palettes.mine()).isEqualTo(HeatmapPalette.STANDARD);

		assertThat(palettes.choose("colour-blind-safe")).isEqualTo(HeatmapPalette.COLOUR_BLIND_SAFE);

		assertThat(palettes.mine()).isEqualTo(HeatmapPalette.COLOUR_BLIND_SAFE);
		assertThat(choicesAudited("colour-blind-safe")).as("the choice in the audit trail").isOne();
		assertThat(stored.chosenBy(tenants.agency().id(), manager.id())).as("asked with another agency").isEmpty();
		TestTenants.signIn(colleague);
		assertThat(palettes.mine()).as("a colleague's colours").isEqualTo(HeatmapPalette.STANDARD);
		TestTenants.signIn(manager);
		palettes.choose("standard");
		assertThat(palettes.mine()).isEqualTo(HeatmapPalette.STANDARD);
	}

	@Test
	void an_unknown_palette_is_refused_by_the_service_and_nothing_is_stored() {
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, bakery);
		TestTenants.signIn(viewer);
		palettes.choose("colour-blind-safe");

		for (String code : Arrays.asList("xx", "", " ", "Standard", "COLOUR_BLIND_SAFE", "colour-blind-safe ", null)) {
			assertThatThrownBy(() -> palettes.choose(code)).isInstanceOfSatisfying(ValidationException.class,
					refusal -> assertThat(refusal.fieldErrors()).containsKey("paletteCode"));
		}
		assertThat(palettes.mine()).isEqualTo(HeatmapPalette.COLOUR_BLIND_SAFE);
		assertThat(choicesAudited("colour-blind-safe")).isOne();
	}

	@Test
	void an_api_token_may_not_choose_the_colours_of_the_person_it_acts_for() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		TokenGrant grant = new TokenGrant("palette-test", "writing token", true, Set.of());
		SecurityContextHolder.getContext().setAuthentication(new TokenAuthentication(admin, grant));

		assertThatThrownBy(() -> palettes.choose("colour-blind-safe")).isInstanceOf(ForbiddenException.class);

		assertThat(palettes.mine()).as("a token reads the person's colours").isEqualTo(HeatmapPalette.STANDARD);
		TestTenants.signIn(admin);
		assertThat(palettes.mine()).isEqualTo(HeatmapPalette.STANDARD);
		assertThat(choicesAudited("colour-blind-safe")).isZero();
	}

	@Test
	void a_choice_in_the_user_menu_colours_the_report_heatmap_and_stays_for_the_next_sign_in() {
		String key = Dd010Samples.key();
		ObjectNode scan = Dd010Samples.scan(key, LocalDate.of(2026, 3, 1));
		scan.set("data_points", Dd010Samples.dataPoints(7, 1, 5, 8, 12, 25));
		new StoredReports(context).scan(agency.id(), bakery, scan);
		String report = "w/" + bakery + "/reports/scan/" + key;
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, bakery);
		signInAs(viewer);
		navigate(report);
		assertThat(menuItem("palette-standard").isChecked()).isTrue();
		assertThat(menuItem("palette-colour-blind-safe").isChecked()).isFalse();
		assertThat(fills()).containsExactly("#1a7f37", "#f2d024", "#f59e0b", "#ef6c33", "#c62828");

		ContextMenuKt._clickItemWithID(byId(MenuBar.class, "user-menu"), "palette-colour-blind-safe");

		assertThat(palettes.mine()).isEqualTo(HeatmapPalette.COLOUR_BLIND_SAFE);
		signInAs(viewer);
		navigate(report);
		assertThat(menuItem("palette-colour-blind-safe").isChecked()).isTrue();
		assertThat(menuItem("palette-standard").isChecked()).isFalse();
		assertThat(fills()).containsExactly("#0b2f66", "#2c6fb0", "#7fb8dc", "#f6a04d", "#7a3a0a");
		MapPoint first = byId(PointMap.class, "heatmap").points().get(0);
		assertThat(first.label()).as("the rank is still written").isEqualTo("1");
	}

	/** The fills of the first five points of the report's heatmap. */
	private static List<String> fills() {
		return byId(PointMap.class, "heatmap").points().stream().limit(5).map(MapPoint::fill).toList();
	}

	private int choicesAudited(String code) {
		return db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(agency.id().value())
					.and(AUDIT_EVENT.ACTION.eq("account.heatmap_palette_chosen"))
					.and(AUDIT_EVENT.DETAILS.eq(code)));
	}

	private static MenuItem menuItem(String id) {
		return LocatorJ._get(MenuItem.class, spec -> spec.withId(id));
	}

}
