package app.locus.portal.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.StoredReports;
import app.locus.shell.NavEntry;
import app.locus.shell.NavSection;
import app.locus.shell.Navigation;
import app.locus.tenancy.TestTenants.TestAgency;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasEnabled;
import com.vaadin.flow.component.HasValue;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.contextmenu.MenuItem;
import com.vaadin.flow.component.upload.Upload;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * A client viewer walks every page their navigation offers (read from the navigation
 * registry, so a new page is walked without a change here) and a stored report's page,
 * and meets no usable button, menu item or upload but the declared read-only ones: a
 * control not declared here counts as a write control, so a new one fails until someone
 * decides (DD155).
 */
class ClientViewerControlsTest extends UiTest {

	/**
	 * Controls that only read, move or navigate, or change the person's own language
	 * (DD195) or heatmap colours (DD226), by component id.
	 */
	private static final Set<String> READ_ONLY = Set.of("help-button", "my-account", "my-two-factor", "my-assistants",
			"logout", "language-en", "language-de", "language-es", "language-fr", "palette-standard",
			"palette-colour-blind-safe", "calendar-previous", "calendar-today", "calendar-next", "autoscans-search",
			"autoscans-more", "kb-search", "kb-more", "compare-report");

	@Autowired
	ApplicationContext context;

	@Autowired
	Navigation navigation;

	@Test
	void aClientViewerMeetsNoWriteControlOnAnyPageTheyMayOpen() {
		TestAgency agency = tenants.agency();
		WorkspaceId bakery = agency.workspace("Bakery");
		ObjectNode scan = Dd010Samples.scan(Dd010Samples.key(), LocalDate.of(2026, 3, 1));
		new StoredReports(context).scan(agency.id(), bakery, scan);
		String report = "w/" + bakery + "/reports/scan/" + scan.get("report_key").asText();
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));

		List<String> found = new ArrayList<>();
		Set<String> pages = pagesOf(bakery);
		pages.add(report);
		assertThat(pages).as("the walk reaches the portal's pages").contains("w/" + bakery + "/overview", report);
		for (String path : pages) {
			navigate(path);
			String at = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
			controls().forEach(control -> found.add(at + ": " + describe(control)));
		}
		assertThat(found).isEmpty();
	}

	private Set<String> pagesOf(WorkspaceId workspace) {
		Set<String> pages = new LinkedHashSet<>();
		for (NavSection section : NavSection.values()) {
			navigation.visible(section, Role.CLIENT_VIEWER)
				.stream()
				.map(entry -> entry.href(workspace))
				.forEach(pages::add);
		}
		return pages;
	}

	private static Stream<Component> controls() {
		return Stream.of(Button.class, MenuItem.class, Upload.class)
			.flatMap(type -> LocatorJ._find(type).stream())
			.map(Component.class::cast)
			.filter(ClientViewerControlsTest::usable)
			.filter(control -> !READ_ONLY.contains(control.getId().orElse("")))
			.filter(control -> !isShellChrome(control));
	}

	/** The drawer toggle and a menu item that only opens its sub-menu do not write. */
	private static boolean isShellChrome(Component control) {
		return control instanceof DrawerToggle
				|| control instanceof MenuItem item && !item.getSubMenu().getItems().isEmpty();
	}

	private static boolean usable(Component component) {
		boolean enabled = !(component instanceof HasEnabled field) || field.isEnabled();
		return enabled && Stream.iterate(component, part -> part.getParent().orElse(null))
			.takeWhile(part -> part != null)
			.allMatch(Component::isVisible);
	}

	private static String describe(Component component) {
		String text = component.getElement().getText();
		return component.getClass().getSimpleName() + " id=" + component.getId().orElse("") + " text=" + text;
	}

}
